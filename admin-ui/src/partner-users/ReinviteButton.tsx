// POST /users/{id}/reinvite → 'User was re-invited' and the new join link.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material';
import Send from '@mui/icons-material/Send';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { CopyableLink } from '../common/CopyableLink';
import type { VariaDataProvider } from '../providers/dataProvider';
import type { PartnerUser, ReinviteAnswer } from '../providers/types';
import { invalidateUsers } from './invalidate';

export const ReinviteButton = ({ variant = 'icon' }: { variant?: 'icon' | 'button' }) => {
  const user = useRecordContext<PartnerUser>();
  const dataProvider = useDataProvider<VariaDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [answer, setAnswer] = useState<ReinviteAnswer | null>(null);
  const reinvite = useMutation({
    mutationFn: () => dataProvider.reinvite(user!.id),
    onSuccess: (result) => {
      setAnswer(result);
      invalidateUsers(queryClient);
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!user || user.status !== 'PENDING') return null;
  const label = `Re-invite ${user.email}`;
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title="Re-invite">
          <span>
            <IconButton size="small" aria-label={label} disabled={reinvite.isPending} onClick={() => reinvite.mutate()}>
              <Send fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button startIcon={<Send />} disabled={reinvite.isPending} onClick={() => reinvite.mutate()}>
          Re-invite
        </Button>
      )}
      <Dialog open={!!answer} onClose={() => setAnswer(null)} fullWidth maxWidth="sm">
        <DialogTitle>Re-invite</DialogTitle>
        <DialogContent>
          <Alert severity="success" sx={{ mb: 2 }}>
            {answer?.message ?? 'User was re-invited'}
          </Alert>
          {answer?.joinLink && <CopyableLink link={answer.joinLink} />}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setAnswer(null)}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
