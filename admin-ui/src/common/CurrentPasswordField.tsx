// The password field of a form that checks the user's current password (sign-in, turning two-factor sign-in off).
import { TextField } from '@mui/material';

export const CurrentPasswordField = ({
  value,
  onChange,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) => (
  <TextField
    label="Password"
    type="password"
    name="password"
    autoComplete="current-password"
    value={value}
    onChange={(e) => onChange(e.target.value)}
    autoFocus={autoFocus}
    fullWidth
  />
);
