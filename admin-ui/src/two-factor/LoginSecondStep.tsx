// The login page's second step (issue 22 §4): the 6-digit code of the user's authenticator app, or, when the partner
// requires two-factor sign-in and the user has none yet, its enrolment first. The challenge from the password step
// names the user; the session starts only when the code is right. A recovery code can stand in for the app's code; an
// enrolment ends on the new recovery codes, shown once before going on.
import { useEffect, useState } from 'react';
import { Button, Typography } from '@mui/material';
import { ErrorAlert } from '../common/ErrorAlert';
import { useNavigate } from 'react-router-dom';
import { startSession } from '../auth/authProvider';
import { httpClient, jsonBody } from '../providers/httpClient';
import type { SecondStep, SecondStepSession, TotpSetup } from '../providers/types';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpCodeForm } from './TotpCodeForm';
import { TotpEnrolment } from './TotpEnrolment';

export const LoginSecondStep = ({ secondStep }: { secondStep: SecondStep }) => {
  const navigate = useNavigate();
  const { step, challenge } = secondStep;
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const [enrolled, setEnrolled] = useState<SecondStepSession | null>(null);

  useEffect(() => {
    if (step !== 'enrol') return;
    httpClient<TotpSetup>('/auth/login/totp-setup', {
      method: 'POST',
      body: jsonBody({ challenge }),
      handle: [401, 409, 422],
    }).then(
      ({ json }) => setSetup(json),
      (e: Error) => setError(e.message),
    );
  }, [step, challenge]);

  const signIn = async (answer: { code: string } | { recoveryCode: string }) => {
    const { json } = await httpClient<SecondStepSession>('/auth/login/totp', {
      method: 'POST',
      body: jsonBody({ challenge, ...answer }),
      handle: [400, 401, 409, 422, 429],
    });
    if (json.recoveryCodes) setEnrolled(json);
    else void navigate(startSession(json), { replace: true });
  };

  if (error) return <ErrorAlert error={error} />;
  if (enrolled)
    return (
      <>
        <Typography variant="body2">Two-factor sign-in is on.</Typography>
        <RecoveryCodes codes={enrolled.recoveryCodes ?? []} />
        <Button variant="contained" fullWidth onClick={() => void navigate(startSession(enrolled), { replace: true })}>
          I have saved them, continue
        </Button>
      </>
    );
  if (step === 'code')
    return (
      <>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {withRecoveryCode
            ? 'Enter one of your recovery codes. Each works once.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </Typography>
        <TotpCodeForm
          key={withRecoveryCode ? 'recovery' : 'code'}
          kind={withRecoveryCode ? 'recovery' : 'code'}
          onCode={(code) => signIn(withRecoveryCode ? { recoveryCode: code } : { code })}
          submitLabel="Verify"
        />
        <Button size="small" sx={{ mt: 1 }} onClick={() => setWithRecoveryCode(!withRecoveryCode)}>
          {withRecoveryCode ? 'Use the authenticator app' : 'Use a recovery code'}
        </Button>
      </>
    );
  return (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Your organisation requires two-factor sign-in. Set it up to continue.
      </Typography>
      {setup && <TotpEnrolment setup={setup} onCode={(code) => signIn({ code })} submitLabel="Turn on and sign in" />}
    </>
  );
};
