// Where Google and Meta send the browser back (/admin/integration/oauth/{provider}?code&state, or ?error): the code
// and state go to the server, which connects the token, and the node's screen opens again.
import { useEffect, useRef } from 'react';
import { Alert, Link, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../common/PageLoader';
import { connectingNode, finishConnection, publishingKey } from './integrationCalls';

const OAuthReturnPage = () => {
  const { provider = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const nodeId = connectingNode();
  const back = (message?: string) =>
    void navigate(`/admin/integration/${nodeId}${message ? `?oauthError=${encodeURIComponent(message)}` : ''}`, {
      replace: true,
    });
  useEffect(() => {
    // Once: a code is good for one exchange.
    if (started.current || !nodeId) return;
    started.current = true;
    const code = search.get('code');
    const state = search.get('state');
    if (!code || !state) {
      back(search.get('error_description') ?? 'The authorisation was cancelled');
      return;
    }
    finishConnection(provider, code, state).then(
      (answer) => {
        queryClient.setQueryData(publishingKey(answer.nodeId), answer);
        notify('Connected', { type: 'success' });
        back();
      },
      (error: Error) => back(error.message),
    );
  });
  if (!nodeId)
    return (
      <Stack sx={{ p: 2 }}>
        <Alert severity="warning">
          This connection was not started from this tab.{' '}
          <Link component={RouterLink} to="/admin/tree">
            Open the tree
          </Link>{' '}
          and connect from the node&apos;s integrations.
        </Alert>
      </Stack>
    );
  return <PageLoader />;
};

export default OAuthReturnPage;
