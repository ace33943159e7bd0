import { Alert } from '@mui/material';

/** Shown on partner pages when a top admin has not chosen a client yet; `what` the page shows of it. */
export const SelectClientPrompt = ({ what }: { what: string }) => (
  <Alert severity="info" data-testid="select-client">
    Choose a client in the client switcher (Client Name) at the top to see {what}.
  </Alert>
);
