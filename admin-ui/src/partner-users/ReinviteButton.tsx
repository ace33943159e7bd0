// POST /users/{id}/reinvite → 'User was re-invited' and the new join link.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import Send from '@mui/icons-material/Send';
import { useRecordContext } from 'react-admin';
import { CopyableLink } from '../common/CopyableLink';
import { useNotifyError } from '../common/notifications';
import { WhyDisabled } from '../common/WhyDisabled';
import type { Reinvited, User } from '../providers/types';
import { useCommand } from '../providers/useCommand';

export const ReinviteButton = ({ variant = 'icon' }: { variant?: 'icon' | 'button' }) => {
  const user = useRecordContext<User>();
  const notifyError = useNotifyError();
  const [answer, setAnswer] = useState<Reinvited | null>(null);
  const [run, { isPending }] = useCommand('reinvite', {
    onSuccess: setAnswer,
    onError: notifyError,
  });
  if (!user || user.status !== 'PENDING') return null;
  const label = `Re-invite ${user.email}`;
  const reinvite = () => run({ id: user.id });
  return (
    <>
      <WhyDisabled
        reason={isPending && 'Sending the invitation again'}
        title={variant === 'icon' ? 'Re-invite' : undefined}
      >
        {variant === 'icon' ? (
          <IconButton size="small" aria-label={label} disabled={isPending} onClick={() => void reinvite()}>
            <Send fontSize="small" />
          </IconButton>
        ) : (
          <Button startIcon={<Send />} disabled={isPending} onClick={() => void reinvite()}>
            Re-invite
          </Button>
        )}
      </WhyDisabled>
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
