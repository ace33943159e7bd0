// Super users move a partner user to another partner, onto one of its business nodes (POST
// /users/{id}/move-to-partner). The user's sessions end: what they may reach has changed.
import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import { useSession } from '../auth/session';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { usePartnerOptions } from '../layout/usePartners';
import type { User } from '../providers/types';
import { useCommand } from '../providers/useCommand';
import { BusinessNodeSelect } from '../tree/BusinessNodeSelect';

export const MoveToPartnerButton = () => {
  const user = useRecordContext<User>();
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (!user?.partnerId || session?.role !== 'SUPER') return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Move to partner
      </Button>
      {open && <MoveDialog user={user} onClose={() => setOpen(false)} />}
    </>
  );
};

const MoveDialog = ({ user, onClose }: { user: User; onClose: () => void }) => {
  const notify = useNotify();
  const partners = usePartnerOptions();
  const [partnerId, setPartnerId] = useState('');
  const [nodeId, setNodeId] = useState('');
  const [run, move] = useCommand('moveUserToPartner', {
    onSuccess: () => {
      notify(`User ${user.email} moved`, { type: 'success' });
      onClose();
    },
  });
  const blocked = !partnerId ? 'Choose a partner' : !nodeId ? 'Choose a business node' : false;
  return (
    <ConfirmDialog
      open
      title={`Move ${user.email}?`}
      content="The user leaves the current partner and its business nodes, and signs in again."
      confirm="Move"
      pending={move.isPending}
      blocked={blocked}
      onConfirm={() => void run({ id: user.id, partnerId, businessNodeId: nodeId })}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        {move.error && <Alert severity="error">{move.error.message}</Alert>}
        <TextField
          select
          label="Partner"
          value={partnerId}
          onChange={(e) => {
            setPartnerId(e.target.value);
            setNodeId('');
          }}
        >
          {(partners.data ?? [])
            .filter((p) => p.id !== user.partnerId && !p.archived)
            .map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
        </TextField>
        <BusinessNodeSelect partnerId={partnerId} value={nodeId} onChange={setNodeId} />
      </Stack>
    </ConfirmDialog>
  );
};
