// One rule of an audience: a Google targeting dimension and the values chosen in it, picked from the look-up of the
// audience's market (GET /google/{dimension}?nodeId), loading while asked and saying why when it cannot be had (the
// market not connected to Campaign Manager 360: the server's 409 in words).
import { Alert, Autocomplete, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import {
  DIMENSION_LABELS,
  TARGETING_DIMENSIONS,
  type AudienceRule,
  type TargetingDimension,
} from '../../../domain/audience/fields';
import type { TargetingOption } from '../../../domain/audience/answers';
import type { VariaDataProvider } from '../providers/dataProvider';

export function useTargeting(dimension: TargetingDimension, nodeId: string) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['google-targeting', dimension, nodeId],
    queryFn: ({ signal }) => dataProvider.googleTargeting(dimension, nodeId, signal),
    enabled: nodeId !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });
}

interface RuleFieldsProps {
  rule: AudienceRule;
  nodeId: string;
  /** The dimensions other rules use: each dimension is in one rule only. */
  taken: readonly TargetingDimension[];
  onChange: (rule: AudienceRule) => void;
  onRemove: () => void;
}

export const RuleFields = ({ rule, nodeId, taken, onChange, onRemove }: RuleFieldsProps) => {
  const options = useTargeting(rule.dimension, nodeId);
  const label = DIMENSION_LABELS[rule.dimension];
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          label="Targeting"
          value={rule.dimension}
          sx={{ minWidth: 200 }}
          onChange={(e) => onChange({ dimension: e.target.value as TargetingDimension, values: [] })}
        >
          {TARGETING_DIMENSIONS.filter((d) => d === rule.dimension || !taken.includes(d)).map((d) => (
            <MenuItem key={d} value={d}>
              {DIMENSION_LABELS[d]}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete<TargetingOption, true>
          multiple
          fullWidth
          loading={options.isFetching}
          options={options.data ?? []}
          value={rule.values}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          getOptionLabel={(option) => option.name}
          getOptionKey={(option) => option.id}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              {option.name}
              {option.detail ? ` (${option.detail})` : ''}
            </li>
          )}
          onChange={(_, values) => onChange({ ...rule, values: values.map(({ id, name }) => ({ id, name })) })}
          renderInput={(params) => <TextField {...params} label={label} placeholder="Choose values" />}
        />
        <Tooltip title="Remove rule">
          <IconButton aria-label={`Remove the ${label} rule`} onClick={onRemove} sx={{ mt: 1 }}>
            <Delete fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      {options.error && <Alert severity="warning">{options.error.message}</Alert>}
    </Stack>
  );
};
