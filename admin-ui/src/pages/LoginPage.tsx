// /login (spec 1 §2.2, §8): email and password; 'Oops! Something went wrong!' on failure, except on 401
// where the server's message is shown. Remembers the last-used email; on success returns to the saved
// path or the role's home.
import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useLogin } from 'react-admin';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { homePath } from '../../../domain/roles';
import { lastEmail, useSession } from '../auth/session';
import { usePageTitle } from '../common/usePageTitle';
import { SignInEmailField } from '../common/SignInEmailField';
import { WhyDisabled } from '../common/WhyDisabled';
import { PublicFrame } from './PublicFrame';

const LOGIN_FAILED = 'Oops! Something went wrong!';

export const LoginPage = () => {
  usePageTitle('Login');
  const session = useSession();
  const login = useLogin();
  const [email, setEmail] = useState(lastEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const blocked = pending
    ? 'Signing in…'
    : !email.trim()
      ? 'Enter your email first'
      : !password
        ? 'Enter your password first'
        : null;
  if (session && !pending) return <Navigate to={homePath(session.role, session.isConceptOnly)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      await login({ username: email.trim(), password });
    } catch (e) {
      const err = e as { status?: number; message?: string };
      setError(err.status === 401 && err.message ? err.message : LOGIN_FAILED);
      setPending(false);
    }
  };

  return (
    <PublicFrame title="Sign in">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <SignInEmailField value={email} onChange={setEmail} autoFocus={!email} />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus={!!email}
            fullWidth
          />
          <WhyDisabled reason={blocked} block>
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={!!blocked}
              startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              Log In
            </Button>
          </WhyDisabled>
          <Button component={RouterLink} to="/password" size="small" sx={{ alignSelf: 'center' }}>
            Forgot your password?
          </Button>
        </Stack>
      </form>
    </PublicFrame>
  );
};

export default LoginPage;
