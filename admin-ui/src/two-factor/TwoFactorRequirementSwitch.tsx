// Whether a partner's local users must sign in with a TOTP code (PUT /partners/{id}/two-factor): the partner edit
// dialog (super users) and the Security page (the partner's own admins).
import { useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { httpClient, jsonBody } from '../providers/httpClient';
import { ErrorAlert } from '../common/ErrorAlert';

export const TwoFactorRequirementSwitch = ({
  partnerId,
  required,
  onChanged,
}: {
  partnerId: string;
  required: boolean;
  onChanged: () => unknown;
}) => {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = async (next: boolean) => {
    setError(null);
    setSaving(true);
    try {
      await httpClient(`/partners/${partnerId}/two-factor`, { method: 'PUT', body: jsonBody({ required: next }) });
      await onChanged();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <ErrorAlert error={error} />
      <FormControlLabel
        control={<Switch checked={required} disabled={saving} onChange={(e) => void change(e.target.checked)} />}
        label="Require two-factor sign-in for everyone who signs in with a password"
      />
    </>
  );
};
