// POST /business-nodes?partnerId= {parentId (null for a top node), name, type, marketId (or null)}.
import { useMemo, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { Form, SelectInput, TextInput, required, useGetList, useNotify } from 'react-admin';
import { NODE_TYPES, type NodeType } from '../../../domain/business-tree/events';
import { SaveFormButton } from '../common/SaveFormButton';
import { validateName } from '../common/validators';
import type { BusinessNode, Market, TreeNode } from '../providers/types';
import { useCommand } from '../providers/useCommand';

const nodeTypeChoices = NODE_TYPES.map((t) => ({ id: t, name: t.charAt(0).toUpperCase() + t.slice(1) }));
const NO_MARKET = '__none__';

interface NodeValues {
  name: string;
  type: NodeType;
  marketId: string;
}

export const AddNodeButton = ({
  partnerId,
  parent,
  onAdded,
}: {
  partnerId: string;
  parent?: TreeNode;
  onAdded?: (node: BusinessNode) => void;
}) => {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const markets = useGetList<Market>(
    'markets',
    { filter: { partnerId }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  );
  const [run, create] = useCommand('createNode', {
    onSuccess: (node) => {
      notify(parent ? `Node ${node.name} added under ${parent.name}` : `Node ${node.name} added`, { type: 'success' });
      onAdded?.(node);
      close();
    },
  });
  const submit = (v: NodeValues) =>
    void run({
      partnerId,
      parentId: parent?.id ?? null,
      name: v.name,
      type: v.type,
      marketId: v.marketId && v.marketId !== NO_MARKET ? v.marketId : null,
    });
  const close = () => {
    setOpen(false);
    create.reset();
  };
  const parentType = parent?.type;
  const parentMarket = parent?.marketId;
  // Stable while the dialog is open, even when the tree refetches (react-admin resets a form on new defaults).
  const defaults = useMemo(
    () => ({ type: parentType ? childType(parentType) : 'region', marketId: parentMarket ?? NO_MARKET }),
    [parentType, parentMarket],
  );
  const title = parent ? `Add a node under ${parent.name}` : 'Add a top node';
  const marketChoices = [
    { id: NO_MARKET, name: 'No market' },
    ...(markets.data ?? []).map((m) => ({ id: m.id, name: m.name })),
  ];

  return (
    <>
      {parent ? (
        <Tooltip title="Add child node">
          <IconButton size="small" aria-label={`Add a node under ${parent.name}`} onClick={() => setOpen(true)}>
            <Add fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button variant="contained" startIcon={<Add />} onClick={() => setOpen(true)}>
          Add top node
        </Button>
      )}
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-node-title">
        <DialogTitle id="add-node-title">{title}</DialogTitle>
        {open && (
          <Form onSubmit={(v: Record<string, unknown>) => submit(v as unknown as NodeValues)} defaultValues={defaults}>
            <DialogContent>
              {create.error && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {create.error.message}
                </Alert>
              )}
              <TextInput source="name" label="Name" validate={validateName} fullWidth autoFocus />
              <SelectInput source="type" label="Node type" choices={nodeTypeChoices} validate={required()} fullWidth />
              <SelectInput
                source="marketId"
                label="Market"
                choices={marketChoices}
                isPending={markets.isPending}
                fullWidth
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={close} color="inherit">
                Cancel
              </Button>
              <SaveFormButton label="Add" icon={<Add />} pending={create.isPending} alwaysEnable />
            </DialogActions>
          </Form>
        )}
      </Dialog>
    </>
  );
};

/** A sensible default type one level down: region → market → advertiser → brand. */
function childType(type: NodeType): NodeType {
  const i = NODE_TYPES.indexOf(type);
  return NODE_TYPES[Math.min(i + 1, NODE_TYPES.length - 1)]!;
}
