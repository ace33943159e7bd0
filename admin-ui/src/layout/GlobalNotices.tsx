// The update notice (spec 1 §2.4, shown 3 s per §9), the persistent server-failure notice (spec 1 §8) and the
// notice that a saved change will show shortly.
import { Alert, AlertTitle, Button, Snackbar } from '@mui/material';
import { SERVER_FAILURE_TEXT, SERVER_FAILURE_TITLE } from '../providers/httpClient';
import { dismissServerFailure, dismissUpdateNotice, useNotices } from '../providers/notices';
import { PendingChangeNotice } from './PendingChangeNotice';

const UPDATE_NOTICE_MS = 3_000;

export const GlobalNotices = () => {
  const { updateVersion, serverError } = useNotices();
  return (
    <>
      <Snackbar
        open={!!updateVersion}
        autoHideDuration={UPDATE_NOTICE_MS}
        onClose={(_, reason) => reason !== 'clickaway' && dismissUpdateNotice()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert
          severity="info"
          variant="filled"
          data-testid="update-notice"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              Reload Now
            </Button>
          }
        >
          <AlertTitle>Video & Display has been updated</AlertTitle>
          Please reload as soon as you can to minimize disruption.
        </Alert>
      </Snackbar>
      <Snackbar open={serverError} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" variant="filled" onClose={dismissServerFailure} data-testid="server-failure-notice">
          <AlertTitle>{SERVER_FAILURE_TITLE}</AlertTitle>
          {SERVER_FAILURE_TEXT}
        </Alert>
      </Snackbar>
      <PendingChangeNotice />
    </>
  );
};
