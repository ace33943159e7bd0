// The platforms a campaign publishes to (spec 2 §3), with their labels.
import { Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import { PLATFORM_LABELS, PLATFORMS, type Platform } from '../../../../domain/campaign/platforms';

export const PlatformChoice = ({
  value,
  onChange,
  disabled,
}: {
  value: Platform[];
  onChange: (platforms: Platform[]) => void;
  disabled?: boolean;
}) => (
  <FormGroup row aria-label="Platforms">
    {PLATFORMS.map((platform) => (
      <FormControlLabel
        key={platform}
        label={PLATFORM_LABELS[platform]}
        control={
          <Checkbox
            checked={value.includes(platform)}
            disabled={disabled}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? PLATFORMS.filter((p) => p === platform || value.includes(p))
                  : value.filter((p) => p !== platform),
              )
            }
          />
        }
      />
    ))}
  </FormGroup>
);
