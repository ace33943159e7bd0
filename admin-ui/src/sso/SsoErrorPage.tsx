// /sso-error?message= (issue 22 §1): the identity-provider error screen. The server sends the refusal in words (an
// unknown or deactivated account, another partner, a provider answer that could not be verified).
import { Alert, Button, Stack } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../common/usePageTitle';
import { PublicFrame } from '../pages/PublicFrame';

const FALLBACK = 'The sign-in with your identity provider failed';

export const SsoErrorPage = () => {
  usePageTitle('Sign-in failed');
  const [params] = useSearchParams();
  return (
    <PublicFrame title="Single sign-on failed">
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          {params.get('message') || FALLBACK}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained">
          Back to sign in
        </Button>
      </Stack>
    </PublicFrame>
  );
};

export default SsoErrorPage;
