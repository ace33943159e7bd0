// A small select of plain text options, each shown as it is (a segment type, an ad account id).
import { MenuItem, TextField } from '@mui/material';

interface SelectFieldProps<T extends string> {
  label: string;
  value: T | '';
  options: readonly T[];
  onChange: (value: T) => void;
  disabled?: boolean;
}

export const SelectField = <T extends string>({ label, value, options, onChange, disabled }: SelectFieldProps<T>) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    disabled={disabled}
    onChange={(e) => onChange(e.target.value as T)}
    sx={{ minWidth: 220 }}
  >
    {options.map((option) => (
      <MenuItem key={option} value={option}>
        {option}
      </MenuItem>
    ))}
  </TextField>
);
