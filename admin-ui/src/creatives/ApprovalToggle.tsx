// The three-way toggle of a format (spec 2 §4): -1 rejected, 0 neutral, 1 approved. A disabled toggle says why.
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Remove from '@mui/icons-material/Remove';
import type { ToggleValue } from '../../../domain/personalise/approvals';
import { WhyDisabled } from '../common/WhyDisabled';

const OPTIONS: { value: ToggleValue; label: string; icon: typeof Check; color: 'error' | 'standard' | 'success' }[] = [
  { value: -1, label: 'Reject', icon: Close, color: 'error' },
  { value: 0, label: 'Neutral', icon: Remove, color: 'standard' },
  { value: 1, label: 'Approve', icon: Check, color: 'success' },
];

export const ApprovalToggle = ({
  label,
  value,
  changed,
  disabledReason,
  onChange,
}: {
  label: string;
  value: ToggleValue;
  /** The value differs from the decision on record (not yet submitted). */
  changed: boolean;
  disabledReason: string | null;
  onChange: (value: ToggleValue) => void;
}) => (
  <WhyDisabled reason={disabledReason}>
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      disabled={!!disabledReason}
      // Clicking the chosen option again is no change: a decision is one of the three.
      onChange={(_e, next: ToggleValue | null) => next !== null && onChange(next)}
      aria-label={label}
      sx={changed ? { outline: 2, outlineColor: 'primary.main', borderRadius: 1 } : undefined}
    >
      {OPTIONS.map(({ value: v, label: optionLabel, icon: Icon, color }) => (
        <ToggleButton key={v} value={v} color={color} aria-label={optionLabel} title={optionLabel}>
          <Icon fontSize="small" />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  </WhyDisabled>
);
