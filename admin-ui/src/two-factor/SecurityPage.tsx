// /security (the user menu's 'Security'; issue 22 §4): the signed-in user's two-factor sign-in (TOTP). Off: 'Set up'
// issues a secret and shows its QR code; the first right code turns it on. On: turned off with the password and a
// code, unless the partner requires it. Turning it on shows the recovery codes once; how many are left shows after, and
// 'New recovery codes' (confirmed with the password) replaces them. A partner's admins require it of the partner's
// local users here too.
import { useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { inGroup } from '../../../domain/roles';
import { useSession } from '../auth/session';
import { useCurrentUser } from '../auth/useCurrentUser';
import { usePageTitle } from '../common/usePageTitle';
import { CurrentPasswordField } from '../common/CurrentPasswordField';
import { ErrorAlert } from '../common/ErrorAlert';
import { httpClient, jsonBody } from '../providers/httpClient';
import type { TotpRecoveryCodes, TotpSetup, TotpStatus } from '../providers/types';
import { NewRecoveryCodesButton } from './NewRecoveryCodesButton';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpCodeForm } from './TotpCodeForm';
import { TotpEnrolment } from './TotpEnrolment';
import { TwoFactorRequirementSwitch } from './TwoFactorRequirementSwitch';

const STATUS_KEY = ['totp-status'];

const post = async <T,>(url: string, body?: unknown) =>
  (await httpClient<T>(url, { method: 'POST', body: body === undefined ? undefined : jsonBody(body) })).json;

export const SecurityPage = () => {
  usePageTitle('Security');
  const session = useSession();
  const partnerId = useCurrentUser().data?.partnerId ?? null;
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: async () => (await httpClient<TotpStatus>('/auth/totp')).json,
  });
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = (next: TotpStatus) => queryClient.setQueryData(STATUS_KEY, next);
  /** A new set of codes: shown until the page is left, never kept in the query cache. */
  const issued = ({ recoveryCodes: codes, ...next }: TotpRecoveryCodes) => {
    refresh(next);
    setRecoveryCodes(codes);
  };

  const startSetup = () => {
    setSetupError(null);
    post<TotpSetup>('/auth/totp/setup').then(setSetup, (e: Error) => setSetupError(e.message));
  };
  const confirm = async (code: string) => {
    issued(await post<TotpRecoveryCodes>('/auth/totp/confirm', { code }));
    setSetup(null);
  };
  const disable = async (code: string) => {
    refresh(await post<TotpStatus>('/auth/totp/disable', { password, code }));
    setPassword('');
    setRecoveryCodes(null);
  };

  const state = status.data;
  const partnerAdmin = !!session && inGroup(session.role, 'ADMIN_GROUP');
  return (
    <Box sx={{ p: 3, maxWidth: 560 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Security
      </Typography>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            Two-factor sign-in
          </Typography>
          {state && (
            <Typography sx={{ mb: 2 }} data-testid="totp-state">
              {state.enabled ? 'On' : 'Off'}
              {state.required ? ' (required by your organisation)' : ''}
            </Typography>
          )}
          <ErrorAlert error={setupError} />
          {state && !state.enabled && !setup && (
            <Button variant="contained" onClick={startSetup}>
              Set up
            </Button>
          )}
          {state?.enabled && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
              <Typography variant="body2" data-testid="recovery-codes-left">
                Recovery codes left: {state.recoveryCodesLeft}
              </Typography>
              <NewRecoveryCodesButton onIssued={issued} />
            </Box>
          )}
          {recoveryCodes && <RecoveryCodes codes={recoveryCodes} />}
          {setup && <TotpEnrolment setup={setup} onCode={confirm} submitLabel="Turn on" />}
          {state?.enabled && !state.required && (
            <TotpCodeForm onCode={disable} submitLabel="Turn off">
              <CurrentPasswordField value={password} onChange={setPassword} />
            </TotpCodeForm>
          )}
        </CardContent>
      </Card>
      {partnerAdmin && partnerId && state && (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <TwoFactorRequirementSwitch
              partnerId={partnerId}
              required={state.required}
              onChanged={() => queryClient.invalidateQueries({ queryKey: STATUS_KEY })}
            />
          </CardContent>
        </Card>
      )}
    </Box>
  );
};

export default SecurityPage;
