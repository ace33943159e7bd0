// A 6-digit TOTP code, or a recovery code in its place (`kind`), and its submit; the server's refusal shows above the
// field.
import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { ErrorAlert } from '../common/ErrorAlert';
import { WhyDisabled } from '../common/WhyDisabled';

const KINDS = {
  code: {
    label: '6-digit code',
    valid: /^[0-9]{6}$/,
    typed: (value: string) => value.replace(/\D/g, '').slice(0, 6),
    missing: 'Enter the 6-digit code first',
    inputMode: 'numeric',
  },
  // As the server takes it (commands/totp-recovery-codes.ts): two groups of five, the dash optional.
  recovery: {
    label: 'Recovery code',
    valid: /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/,
    typed: (value: string) => value.trim().slice(0, 11),
    missing: 'Enter one of your recovery codes first',
    inputMode: 'text',
  },
} as const;

export const TotpCodeForm = ({
  onCode,
  submitLabel,
  kind = 'code',
  children,
}: {
  onCode: (code: string) => Promise<void>;
  submitLabel: string;
  kind?: keyof typeof KINDS;
  /** Fields asked with the code (the password when turning it off). */
  children?: React.ReactNode;
}) => {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const field = KINDS[kind];
  const blocked = pending ? 'Checking…' : field.valid.test(code) ? null : field.missing;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      await onCode(code);
    } catch (e) {
      setError((e as { message?: string }).message || 'Oops! Something went wrong!');
      setCode('');
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack spacing={2}>
        <ErrorAlert error={error} />
        {children}
        <TextField
          label={field.label}
          name={kind === 'code' ? 'code' : 'recoveryCode'}
          autoComplete={kind === 'code' ? 'one-time-code' : 'off'}
          value={code}
          onChange={(e) => setCode(field.typed(e.target.value))}
          slotProps={{ htmlInput: { inputMode: field.inputMode } }}
          autoFocus
          fullWidth
        />
        <WhyDisabled reason={blocked} block>
          <Button type="submit" variant="contained" fullWidth disabled={!!blocked}>
            {submitLabel}
          </Button>
        </WhyDisabled>
      </Stack>
    </form>
  );
};
