// DELETE /business-nodes/{id}, after a confirmation; 409 'Delete failed, entity in use' is shown as sent.
import { IconButton, Tooltip } from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import type { VariaDataProvider } from '../providers/dataProvider';
import type { BusinessNode } from '../providers/types';

export const DeleteNodeButton = ({ node, open, setOpen }: { node: BusinessNode; open: boolean; setOpen: (open: boolean) => void }) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const remove = useMutation({
    mutationFn: () => dataProvider.deleteNode(node.id),
    onSuccess: () => {
      notify(`${node.name} was deleted`, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['business-tree'] });
      void queryClient.invalidateQueries({ queryKey: ['markets'] });
      setOpen(false);
    },
    onError: (error: Error) => {
      notify(error.message, { type: 'error' });
      setOpen(false);
    },
  });
  return (
    <>
      <Tooltip title="Delete (Del)">
        <IconButton size="small" aria-label={`Delete ${node.name}`} onClick={() => setOpen(true)}>
          <Delete fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={remove.isPending}
        title={`Delete ${node.name}?`}
        content="Only a node without child nodes and users can be deleted."
        confirm="Delete"
        confirmColor="warning"
        onConfirm={() => remove.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
