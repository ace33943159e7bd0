// A business node's subscribers (spec 3 §3, §6 "edit subscribers"): the users of the partner who hear about the node,
// chosen from an autocomplete of the partner's users and saved whole (PUT /business-nodes/{id} {subscribers}); the
// subscribers inherited from the nodes above are listed under it, each with its node.
import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useNotifyError } from '../common/notifications';
import type { VariaDataProvider } from '../providers/dataProvider';
import type { NodeSubscriber, TreeNode, User } from '../providers/types';
import { useCommand } from '../providers/useCommand';

type Person = Pick<User, 'id' | 'name' | 'email'>;
const label = (user: Person) => (user.name ? `${user.name} (${user.email})` : user.email);

function useSubscribers(nodeId: string) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['node-subscribers', nodeId],
    queryFn: () => dataProvider.nodeSubscribers(nodeId),
  });
}

function useUserOptions(partnerId: string, input: string) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['partner-users', 'subscriber-options', partnerId, input],
    queryFn: () => dataProvider.subscriberOptions({ partnerId, input }),
  });
}

const Inherited = ({ rows }: { rows: NodeSubscriber[] }) =>
  rows.length === 0 ? null : (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Inherited from the nodes above
      </Typography>
      <List dense aria-label="Inherited subscribers">
        {rows.map((row) => (
          <ListItem key={row.id} disableGutters>
            <ListItemText primary={label(row)} secondary={`Subscriber of ${row.nodeName}`} />
          </ListItem>
        ))}
      </List>
    </>
  );

function SubscribersDialog({ partnerId, node, onClose }: { partnerId: string; node: TreeNode; onClose: () => void }) {
  const subscribers = useSubscribers(node.id);
  const [chosen, setChosen] = useState<Person[] | null>(null);
  const [input, setInput] = useState('');
  const options = useUserOptions(partnerId, input);
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [save, { isPending }] = useCommand('setNodeSubscribers', {
    onSuccess: () => {
      notify(`Subscribers of ${node.name} saved`, { type: 'success' });
      onClose();
    },
    onError: notifyError,
  });
  const own = subscribers.data?.filter((row) => !row.inherited) ?? [];
  const value = chosen ?? own;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="subscribers-title">
      <DialogTitle id="subscribers-title">Subscribers of {node.name}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Users of the partner who hear about this business node and the nodes below it.
        </Typography>
        <Autocomplete
          multiple
          disabled={subscribers.isPending}
          options={options.data ?? []}
          loading={options.isPending}
          value={value}
          onChange={(_, users) => setChosen(users)}
          inputValue={input}
          onInputChange={(_, text) => setInput(text)}
          getOptionLabel={label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          filterOptions={(x) => x}
          renderInput={(params) => <TextField {...params} label="Subscribers" placeholder="Search users" />}
        />
        <Inherited rows={subscribers.data?.filter((row) => row.inherited) ?? []} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={isPending || subscribers.isPending}
          onClick={() => void save({ id: node.id, subscribers: value.map((user) => user.id) })}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export const NodeSubscribersButton = ({ partnerId, node }: { partnerId: string; node: TreeNode }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Subscribers">
        <IconButton size="small" aria-label={`Subscribers of ${node.name}`} onClick={() => setOpen(true)}>
          <NotificationsNone fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && <SubscribersDialog partnerId={partnerId} node={node} onClose={() => setOpen(false)} />}
    </>
  );
};
