// /sso (issue 22 §1): where a single sign-on ends. The server set the session cookie and sends username, name and
// isNewUser; the stored session is read from GET /auth/current-user, then the user goes where a password sign-in goes.
import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { startSession } from '../auth/authProvider';
import { usePageTitle } from '../common/usePageTitle';
import { PageLoader } from '../common/PageLoader';
import { httpClient } from '../providers/httpClient';
import type { CurrentUser } from '../providers/types';
import { PublicFrame } from '../pages/PublicFrame';

export const SsoLandingPage = () => {
  usePageTitle('Signing in');
  const [next, setNext] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    httpClient<CurrentUser>('/auth/current-user', { handle: [401] })
      .then(({ json }) =>
        setNext(
          startSession({
            id: json.id,
            role: json.role,
            username: json.username,
            email: json.email,
            isConceptOnly: json.isConceptOnly,
          }),
        ),
      )
      .catch(() => setFailed(true));
  }, []);
  if (next) return <Navigate to={next} replace />;
  if (failed)
    return (
      <PublicFrame title="Sign in">
        <Alert severity="error">The single sign-on did not start a session. Please sign in again.</Alert>
      </PublicFrame>
    );
  return <PageLoader fullScreen />;
};

export default SsoLandingPage;
