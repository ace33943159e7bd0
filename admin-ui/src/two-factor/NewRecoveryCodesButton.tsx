// 'New recovery codes' on the Security page (issue 22 §4): replaces the user's recovery codes, so the old ones stop
// working; confirmed in a dialog with the password (POST /auth/totp/recovery-codes).
import { useState } from 'react';
import { Button } from '@mui/material';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { CurrentPasswordField } from '../common/CurrentPasswordField';
import { ErrorAlert } from '../common/ErrorAlert';
import { httpClient, jsonBody } from '../providers/httpClient';
import type { TotpRecoveryCodes } from '../providers/types';

export const NewRecoveryCodesButton = ({ onIssued }: { onIssued: (answer: TotpRecoveryCodes) => void }) => {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setPassword('');
    setError(null);
  };
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      const { json } = await httpClient<TotpRecoveryCodes>('/auth/totp/recovery-codes', {
        method: 'POST',
        body: jsonBody({ password }),
        handle: [409, 422, 429],
      });
      close();
      onIssued(json);
    } catch (e) {
      setError((e as { message?: string }).message || 'Oops! Something went wrong!');
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        New recovery codes
      </Button>
      <ConfirmDialog
        open={open}
        title="New recovery codes"
        content="Your current recovery codes will stop working. Enter your password to get a new set."
        confirm="Replace codes"
        destructive
        pending={pending}
        blocked={password ? false : 'Enter your password first'}
        onConfirm={() => void confirm()}
        onClose={close}
      >
        <ErrorAlert error={error} />
        <CurrentPasswordField value={password} onChange={setPassword} autoFocus />
      </ConfirmDialog>
    </>
  );
};
