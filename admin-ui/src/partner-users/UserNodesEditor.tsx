// A partner user's business nodes after the invitation (spec 3 §7): each node the user holds, by its path, with a
// Remove that asks first (POST /users/{id}/business-nodes/delete), and a choice of the partner's other nodes to add
// (POST /users/{id}/business-nodes/add). The user works on these nodes and everything below them; the last one stays.
import { useState } from 'react';
import { Alert, Autocomplete, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useNotify, useRecordContext } from 'react-admin';
import { ConfirmCommandButton } from '../common/ConfirmCommandButton';
import { REMOVE } from '../common/verbs';
import { WhyDisabled, WORKING } from '../common/WhyDisabled';
import type { User } from '../providers/types';
import { useCommand } from '../providers/useCommand';
import { flattenTree, useBusinessTree } from '../tree/useBusinessTree';

const ONLY_NODE = "The user's only business node: add another one before removing it";
const CHOOSE_FIRST = 'Choose the business nodes to add first';

/** Within the user's Edit page: the record is the user. */
export const UserNodesEditor = () => {
  const user = useRecordContext<User>();
  return user?.partnerId ? <NodesOf user={user} partnerId={user.partnerId} /> : null;
};

const NodesOf = ({ user, partnerId }: { user: User; partnerId: string }) => {
  const notify = useNotify();
  const tree = useBusinessTree(partnerId);
  const nodes = flattenTree(tree.data);
  const pathOf = (id: string, name: string) => nodes.find((f) => f.node.id === id)?.path ?? name;
  const held = user.businessNodes.map((n) => n.id);
  const addable = nodes.filter((f) => !held.includes(f.node.id));
  const [chosen, setChosen] = useState<typeof addable>([]);
  const [run, adding] = useCommand('addUserNodes', {
    onSuccess: () => {
      notify(`${chosen.length === 1 ? 'Business node' : 'Business nodes'} added to ${user.email}`, { type: 'success' });
      setChosen([]);
    },
  });
  const add = () => void run({ id: user.id, partnerId, businessNodeIds: chosen.map((f) => f.node.id) });
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2, maxWidth: 800 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        Business nodes
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The user works on these nodes and everything below them.
      </Typography>
      {tree.error && <Alert severity="error">{tree.error.message}</Alert>}
      <Stack component="ul" role="list" aria-label="Business nodes" sx={{ p: 0, m: 0, mb: 2 }}>
        {user.businessNodes.map((n) => {
          const path = pathOf(n.id, n.name);
          return (
            <Stack
              key={n.id}
              component="li"
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', listStyle: 'none', py: 0.25 }}
            >
              <Typography variant="body2">{path}</Typography>
              <ConfirmCommandButton
                command="removeUserNodes"
                params={{ id: user.id, partnerId, businessNodeIds: [n.id] }}
                verb={REMOVE}
                entity="Business node"
                subject={path}
                content={`${user.email} will no longer work on ${path} and the nodes below it.`}
                disabledReason={held.length === 1 ? ONLY_NODE : adding.isPending ? WORKING : null}
              />
            </Stack>
          );
        })}
      </Stack>
      {adding.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {adding.error.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Autocomplete
          multiple
          fullWidth
          size="small"
          options={addable}
          value={chosen}
          onChange={(_, value) => setChosen(value)}
          getOptionLabel={(f) => f.path}
          isOptionEqualToValue={(a, b) => a.node.id === b.node.id}
          loading={tree.isPending}
          disabled={adding.isPending}
          noOptionsText="The user holds every node of this partner"
          renderInput={(params) => <TextField {...params} label="Add business nodes" />}
        />
        <WhyDisabled reason={adding.isPending ? WORKING : chosen.length === 0 ? CHOOSE_FIRST : null}>
          <Button variant="contained" startIcon={<Add />} disabled={adding.isPending || !chosen.length} onClick={add}>
            Add
          </Button>
        </WhyDisabled>
      </Stack>
    </Paper>
  );
};
