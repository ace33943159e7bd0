import { Alert } from '@mui/material';

/** Shown on partner pages when a top admin has not chosen a client yet. */
export const SelectClientPrompt = () => (
  <Alert severity="info" data-testid="select-client">
    Choose a client in the client switcher (Client Name) at the top to manage its users, tree and markets.
  </Alert>
);
