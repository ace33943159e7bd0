// A list of options to tick, each named: the filters' formats, segments and platforms.
import { Checkbox, FormControlLabel, FormGroup } from '@mui/material';

interface CheckboxOptionsProps {
  options: readonly { id: string; name: string }[];
  chosen: readonly string[] | undefined;
  onToggle: (id: string) => void;
  /** Side by side rather than one under the other. */
  row?: boolean;
}

export const CheckboxOptions = ({ options, chosen, onToggle, row }: CheckboxOptionsProps) => (
  <FormGroup row={row}>
    {options.map((o) => (
      <FormControlLabel
        key={o.id}
        label={o.name}
        control={<Checkbox size="small" checked={chosen?.includes(o.id) ?? false} onChange={() => onToggle(o.id)} />}
      />
    ))}
  </FormGroup>
);
