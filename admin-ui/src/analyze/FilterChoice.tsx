// A report filter of several values in the builder: none chosen reads them all (`everything`), as spec 3 §3's filters
// do; and the look-up of the values a filter offers, those the delivery holds under the report's other filters.
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, TextField } from '@mui/material';
import type { RelevantDimension, ReportFilterId } from '../../../domain/analyze-view/fields';
import { relevantEntries, type ReportSettings } from './analyzeApi';
import { whereOf, withFilter } from './reportSettings';

/** A filter of several values: none chosen reads them all (`everything`). */
export const FilterChoice = (props: {
  label: string;
  everything: string;
  width: number;
  options: string[];
  values: string[];
  loading: boolean;
  labelOf?: (value: string) => string;
  onChange: (values: string[]) => void;
}) => (
  <Autocomplete
    multiple
    size="small"
    sx={{ flex: 1, minWidth: props.width }}
    options={props.options}
    value={props.values}
    loading={props.loading}
    getOptionLabel={props.labelOf ?? String}
    onChange={(_, values) => props.onChange(values)}
    renderInput={(params) => (
      <TextField {...params} label={props.label} placeholder={props.values.length ? '' : props.everything} />
    )}
  />
);

/** The values of `groupBy` the delivery holds under the report's filters but `filter` itself, with their titles. */
export const useFilterLookup = (
  settings: ReportSettings,
  partner: string | null,
  groupBy: RelevantDimension,
  filter: ReportFilterId,
) => {
  const where = whereOf(withFilter(settings, filter, []));
  return useQuery({
    queryKey: ['analyze-relevant', groupBy, partner, where],
    queryFn: () => relevantEntries(groupBy, where, partner),
  });
};
