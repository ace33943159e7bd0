// The cropper's options: output format, keep ratio (on by default, spec 3 §9) and which ratio, the crop's name.
import { FormControl, FormControlLabel, InputLabel, MenuItem, Select, Stack, Switch, TextField } from '@mui/material';
import { CROP_FORMATS, type CropFormat } from '../../../../domain/asset/rules';
import { WhyDisabled } from '../../common/WhyDisabled';
import { RATIOS } from './cropMath';

export interface CropOptions {
  format: CropFormat;
  keepRatio: boolean;
  ratioLabel: string;
  name: string;
}

const FORMAT_LABELS: Record<CropFormat, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  auto: 'Auto (as the original)',
};

interface CropControlsProps {
  options: CropOptions;
  onChange: (o: CropOptions) => void;
  /** Why the options cannot change now (a crop is being made with them). */
  disabledReason: string | null;
}

export const CropControls = ({ options, onChange, disabledReason }: CropControlsProps) => {
  const disabled = !!disabledReason;
  return (
    <WhyDisabled reason={disabledReason} block>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <FormControl size="small" fullWidth={false} sx={{ minWidth: 190 }} disabled={disabled}>
          <InputLabel id="crop-format-label">Format</InputLabel>
          <Select
            labelId="crop-format-label"
            label="Format"
            value={options.format}
            onChange={(e) => onChange({ ...options, format: e.target.value as CropFormat })}
          >
            {CROP_FORMATS.map((f) => (
              <MenuItem key={f} value={f}>
                {FORMAT_LABELS[f]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          disabled={disabled}
          control={
            <Switch
              checked={options.keepRatio}
              onChange={(e) => onChange({ ...options, keepRatio: e.target.checked })}
            />
          }
          label="Keep ratio"
        />
        {options.keepRatio && (
          <FormControl size="small" fullWidth={false} sx={{ minWidth: 120 }} disabled={disabled}>
            <InputLabel id="crop-ratio-label">Ratio</InputLabel>
            <Select
              labelId="crop-ratio-label"
              label="Ratio"
              value={options.ratioLabel}
              onChange={(e) => onChange({ ...options, ratioLabel: e.target.value })}
            >
              {RATIOS.map((r) => (
                <MenuItem key={r.label} value={r.label}>
                  {r.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
        <TextField
          size="small"
          fullWidth={false}
          label="Name (optional)"
          value={options.name}
          disabled={disabled}
          onChange={(e) => onChange({ ...options, name: e.target.value })}
          sx={{ flex: 1, minWidth: 180 }}
        />
      </Stack>
    </WhyDisabled>
  );
};
