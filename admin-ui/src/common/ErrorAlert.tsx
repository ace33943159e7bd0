// A refusal or failure shown above a form; nothing while there is none.
import { Alert } from '@mui/material';

export const ErrorAlert = ({ error }: { error: string | null }) =>
  error ? (
    <Alert severity="error" role="alert">
      {error}
    </Alert>
  ) : null;
