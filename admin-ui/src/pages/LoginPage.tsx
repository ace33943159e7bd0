// /login (spec 1 §2.2, §8): email and password; 'Oops! Something went wrong!' on failure, except on 401
// where the server's message is shown. The e-mail comes first: once typed, POST /auth/mode says whether its domain
// signs in through single sign-on (issue 22 §1), and then the page offers the identity provider instead of a
// password. Remembers the last-used email; on success returns to the saved path or the role's home. A user with
// two-factor sign-in (or whose partner requires it) gives a TOTP code next, or enrols first (two-factor/).
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useLogin } from 'react-admin';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { homePath } from '../../../domain/roles';
import { authModeOf, SecondStepNeeded, ssoLoginUrl } from '../auth/authProvider';
import type { SecondStep } from '../providers/types';
import { LoginSecondStep } from '../two-factor/LoginSecondStep';
import { lastEmail, useSession } from '../auth/session';
import { emailError } from '../../../domain/shared/validation';
import { usePageTitle } from '../common/usePageTitle';
import { SignInEmailField } from '../common/SignInEmailField';
import { WhyDisabled } from '../common/WhyDisabled';
import { CurrentPasswordField } from '../common/CurrentPasswordField';
import { ErrorAlert } from '../common/ErrorAlert';
import { PublicFrame } from './PublicFrame';

const LOGIN_FAILED = 'Oops! Something went wrong!';
/** How long typing pauses before the e-mail's sign-in mode is asked. */
const MODE_DELAY_MS = 300;

type SignInMode = Awaited<ReturnType<typeof authModeOf>>;

/** The sign-in mode of the e-mail being typed: `mode` is null until a valid e-mail's mode is known, and `modeOf`
 * answers it on demand. Both share one POST /auth/mode per e-mail, so a submit racing the typing pause does not
 * ask twice. */
function useAuthMode(email: string) {
  const [mode, setMode] = useState<{ email: string; mode: SignInMode } | null>(null);
  const asked = useRef<{ email: string; answer: Promise<SignInMode> } | null>(null);
  const modeOf = useCallback((typed: string) => {
    if (asked.current?.email !== typed) {
      const answer = authModeOf(typed).catch((): SignInMode => 'password');
      asked.current = { email: typed, answer };
      void answer.then((known) => setMode({ email: typed, mode: known }));
    }
    return asked.current.answer;
  }, []);
  useEffect(() => {
    const typed = email.trim();
    if (emailError(typed)) return;
    const timer = setTimeout(() => void modeOf(typed), MODE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [email, modeOf]);
  return { mode: mode && mode.email === email.trim() ? mode.mode : null, modeOf };
}

export const LoginPage = () => {
  usePageTitle('Login');
  const session = useSession();
  const login = useLogin();
  const [email, setEmail] = useState(lastEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const { mode, modeOf } = useAuthMode(email);
  const sso = mode === 'saml' || mode === 'google' ? mode : null;

  const blocked = pending
    ? 'Signing in…'
    : !email.trim()
      ? 'Enter your email first'
      : !sso && !password
        ? 'Enter your password first'
        : null;
  if (session && !pending) return <Navigate to={homePath(session.role, session.isConceptOnly)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    if (sso) return window.location.assign(ssoLoginUrl(sso, email.trim()));
    try {
      await login({ username: email.trim(), password, authMode: mode ?? (await modeOf(email.trim())) });
    } catch (e) {
      if (e instanceof SecondStepNeeded) return setSecondStep(e.secondStep);
      const err = e as { status?: number; message?: string };
      setError(err.status === 401 && err.message ? err.message : LOGIN_FAILED);
      setPending(false);
    }
  };

  if (secondStep)
    return (
      <PublicFrame title="Two-factor sign-in">
        <LoginSecondStep secondStep={secondStep} />
      </PublicFrame>
    );

  return (
    <PublicFrame title="Sign in">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack spacing={2}>
          <ErrorAlert error={error} />
          <SignInEmailField value={email} onChange={setEmail} autoFocus={!email} />
          {!sso && <CurrentPasswordField value={password} onChange={setPassword} autoFocus={!!email} />}
          <WhyDisabled reason={blocked} block>
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={!!blocked}
              startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {sso ? 'Continue with single sign-on' : 'Log In'}
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
