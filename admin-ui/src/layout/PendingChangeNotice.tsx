// A change the server saved but a read model could not show yet (x-projections-lagging: it was failing, or held the
// entity behind a parked event). The notice stays while the live channel is awaited; when the server says the change
// was applied (READ_MODEL_CAUGHT_UP), every query refetches and the notice goes.
import { useEffect } from 'react';
import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { PENDING_CHANGE_TEXT, READ_MODEL_CAUGHT_UP } from '../../../domain/shared/live-messages';
import { subscribeLive } from '../assets/live/socket';
import { queryClient } from '../providers/queryClient';
import { reportChangesShown, useNotices } from '../providers/notices';

const PENDING_CHANGE_TITLE = 'Saved';

const showChanges = () => {
  reportChangesShown();
  void queryClient.invalidateQueries();
};

export const PendingChangeNotice = () => {
  const { pendingChange } = useNotices();
  useEffect(() => {
    if (!pendingChange) return;
    return subscribeLive({
      onMessage: (message) => message.type === READ_MODEL_CAUGHT_UP && showChanges(),
      onReconnect: () => void queryClient.invalidateQueries(),
    });
  }, [pendingChange]);
  return (
    <Snackbar open={pendingChange} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="info" variant="filled" onClose={reportChangesShown} data-testid="pending-change-notice">
        <AlertTitle>{PENDING_CHANGE_TITLE}</AlertTitle>
        {PENDING_CHANGE_TEXT}
      </Alert>
    </Snackbar>
  );
};
