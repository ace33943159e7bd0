// The flight's two dates, with the rule's message under them while it is broken.
import { Stack, TextField } from '@mui/material';
import type { Flight } from './flightDates';

interface FlightFieldsProps {
  value: Flight;
  onChange: (flight: Flight) => void;
  error: string | null;
  disabled?: boolean;
}

export const FlightFields = ({ value, onChange, error, disabled }: FlightFieldsProps) => (
  <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
    <TextField
      type="date"
      label="Flight start"
      value={value.flightStart ?? ''}
      onChange={(e) => onChange({ ...value, flightStart: e.target.value || null })}
      error={!!error}
      helperText={error ?? ' '}
      disabled={disabled}
      slotProps={{ inputLabel: { shrink: true } }}
    />
    <TextField
      type="date"
      label="Flight end"
      value={value.flightEnd ?? ''}
      onChange={(e) => onChange({ ...value, flightEnd: e.target.value || null })}
      error={!!error}
      helperText=" "
      disabled={disabled}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  </Stack>
);
