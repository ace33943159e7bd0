// A 6-digit TOTP code and its submit; the server's refusal shows above the field.
import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { ErrorAlert } from '../common/ErrorAlert';
import { WhyDisabled } from '../common/WhyDisabled';

const CODE = /^[0-9]{6}$/;

export const TotpCodeForm = ({
  onCode,
  submitLabel,
  children,
}: {
  onCode: (code: string) => Promise<void>;
  submitLabel: string;
  /** Fields asked with the code (the password when turning it off). */
  children?: React.ReactNode;
}) => {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const blocked = pending ? 'Checking…' : CODE.test(code) ? null : 'Enter the 6-digit code first';

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
          label="6-digit code"
          name="code"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
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
