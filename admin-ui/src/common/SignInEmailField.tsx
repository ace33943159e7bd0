// The e-mail a person signs in with, as the login and password reset pages ask for it (the browser fills it in).
import { TextField } from '@mui/material';

export const SignInEmailField = ({
  value,
  onChange,
  autoFocus,
}: {
  value: string;
  onChange: (email: string) => void;
  autoFocus: boolean;
}) => (
  <TextField
    label="Email"
    type="email"
    name="email"
    autoComplete="username"
    value={value}
    onChange={(e) => onChange(e.target.value)}
    autoFocus={autoFocus}
    fullWidth
  />
);
