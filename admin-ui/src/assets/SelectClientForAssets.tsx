import { Alert } from '@mui/material';

/** Shown on the asset pages when a top admin has not chosen a client yet. */
export const SelectClientForAssets = () => (
  <Alert severity="info" data-testid="select-client">
    Choose a client in the client switcher (Client Name) at the top to see its asset library.
  </Alert>
);
