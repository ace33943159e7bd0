// The login page's second step (issue 22 §4): the 6-digit code of the user's authenticator app, or, when the partner
// requires two-factor sign-in and the user has none yet, its enrolment first. The challenge from the password step
// names the user; the session starts only when the code is right.
import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { ErrorAlert } from '../common/ErrorAlert';
import { useNavigate } from 'react-router-dom';
import { startSession } from '../auth/authProvider';
import { httpClient, jsonBody } from '../providers/httpClient';
import type { SecondStep, StoredSession, TotpSetup } from '../providers/types';
import { TotpCodeForm } from './TotpCodeForm';
import { TotpEnrolment } from './TotpEnrolment';

export const LoginSecondStep = ({ secondStep }: { secondStep: SecondStep }) => {
  const navigate = useNavigate();
  const { step, challenge } = secondStep;
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [error, setError] = useState<string | null>(null);

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

  const signIn = async (code: string) => {
    const { json } = await httpClient<StoredSession>('/auth/login/totp', {
      method: 'POST',
      body: jsonBody({ challenge, code }),
      handle: [401, 409, 422, 429],
    });
    void navigate(startSession(json), { replace: true });
  };

  if (error) return <ErrorAlert error={error} />;
  if (step === 'code')
    return (
      <>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Enter the 6-digit code from your authenticator app.
        </Typography>
        <TotpCodeForm onCode={signIn} submitLabel="Verify" />
      </>
    );
  return (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Your organisation requires two-factor sign-in. Set it up to continue.
      </Typography>
      {setup && <TotpEnrolment setup={setup} onCode={signIn} submitLabel="Turn on and sign in" />}
    </>
  );
};
