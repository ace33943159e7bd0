// The no-access panel (spec 1 §2.4): shown in place of a record the signed-in user may not open (the server answered
// 403, e.g. another partner's campaign or one outside the user's markets), rather than the server's own words.
import { Alert, Box, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';

export const NO_ACCESS = {
  title: "You don't have permission to access this account",
  text: 'Contact your admin to request access.',
} as const;

const FORBIDDEN = 403;

export const isForbidden = (error: unknown) => (error as { status?: number } | null)?.status === FORBIDDEN;

export const NoAccessPanel = () => (
  <Box sx={{ textAlign: 'center', py: 8, px: 2 }} data-testid="no-access">
    <LockOutlined sx={{ fontSize: 64, color: 'text.disabled' }} />
    <Typography variant="h6" sx={{ mt: 1 }}>
      {NO_ACCESS.title}
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      {NO_ACCESS.text}
    </Typography>
  </Box>
);

/** A record page's load failure: the no-access panel for a 403, else the server's message. */
export const RecordLoadFailed = ({ error }: { error: Error }) =>
  isForbidden(error) ? <NoAccessPanel /> : <Alert severity="error">{error.message}</Alert>;
