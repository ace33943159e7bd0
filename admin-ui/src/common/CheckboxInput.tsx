import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput } from 'react-admin';

/** A boolean form input shown as a checkbox. */
export const CheckboxInput = ({ source, label }: { source: string; label: string }) => {
  const { field } = useInput({ source, defaultValue: false });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={!!field.value}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          name={field.name}
        />
      }
      label={label}
    />
  );
};
