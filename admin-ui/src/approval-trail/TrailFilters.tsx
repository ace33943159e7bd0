// The trail's filters: type, decision, a time window, and the user or variant chosen from a row (shown as chips).
import { Button, Chip, MenuItem, Stack, TextField } from '@mui/material';
import {
  APPROVAL_DECISIONS,
  APPROVAL_KINDS,
  DECISION_LABELS,
  KIND_LABELS,
} from '../../../domain/approval-trail/records';
import type { TrailFilter } from './trailApi';
import { fromLocalInput, toLocalInput } from './labels';

interface TrailFiltersProps {
  filter: TrailFilter;
  /** Names to show on the user and variant chips. */
  names: { user?: string; variant?: string };
  onChange: (next: Partial<Record<keyof TrailFilter, string | null>>) => void;
}

export const TrailFilters = ({ filter, names, onChange }: TrailFiltersProps) => (
  <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
    <TextField
      select
      size="small"
      label="Type"
      value={filter.kind ?? ''}
      onChange={(e) => onChange({ kind: e.target.value || null })}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">Any</MenuItem>
      {APPROVAL_KINDS.map((k) => (
        <MenuItem key={k} value={k}>
          {KIND_LABELS[k]}
        </MenuItem>
      ))}
    </TextField>
    <TextField
      select
      size="small"
      label="Decision"
      value={filter.decision ?? ''}
      onChange={(e) => onChange({ decision: e.target.value || null })}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">Any</MenuItem>
      {APPROVAL_DECISIONS.map((d) => (
        <MenuItem key={d} value={d}>
          {DECISION_LABELS[d]}
        </MenuItem>
      ))}
    </TextField>
    <TextField
      size="small"
      type="datetime-local"
      label="From"
      value={toLocalInput(filter.from)}
      onChange={(e) => onChange({ from: fromLocalInput(e.target.value) })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
    />
    <TextField
      size="small"
      type="datetime-local"
      label="To"
      value={toLocalInput(filter.to)}
      onChange={(e) => onChange({ to: fromLocalInput(e.target.value) })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
    />
    {filter.user && <Chip label={`User: ${names.user ?? filter.user}`} onDelete={() => onChange({ user: null })} />}
    {filter.variantId && (
      <Chip label={`Variant: ${names.variant ?? filter.variantId}`} onDelete={() => onChange({ variantId: null })} />
    )}
    {Object.keys(filter).length > 0 && (
      <Button
        size="small"
        onClick={() => onChange({ user: null, kind: null, decision: null, variantId: null, from: null, to: null })}
      >
        Clear filters
      </Button>
    )}
  </Stack>
);
