// A new set of TOTP recovery codes (issue 22 §4), shown this once: the server keeps only their hashes. Each signs in
// once in place of the authenticator app's code.
import { Alert, Box, Typography } from '@mui/material';

export const RecoveryCodes = ({ codes }: { codes: string[] }) => (
  <Alert severity="warning" icon={false} sx={{ my: 2 }} data-testid="recovery-codes">
    <Typography variant="subtitle2" component="h3">
      Your recovery codes
    </Typography>
    <Typography variant="body2" sx={{ mb: 1 }}>
      Each code signs you in once if you lose your authenticator app. Keep them somewhere safe: they are not shown
      again.
    </Typography>
    <Box
      component="ul"
      sx={{ fontFamily: 'monospace', columns: 2, listStyle: 'none', p: 0, m: 0, mb: 1 }}
      aria-label="Recovery codes"
    >
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </Box>
  </Alert>
);
