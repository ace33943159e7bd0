// The filters drawer 'All filters' (spec 2 §2): statuses (the spec's nine options), formats, variants and
// segments, and QA (issue 19 §4). Choices are a draft until applied; applied ones go to the URL
// (./useTableParams.ts). A tree may hold thousands of segments: they are searched by name, the chosen ones first,
// and at most SEGMENTS_SHOWN are listed.
// Options that fail to load say 'Failed to load available filters' (spec 2 §8) over the server's reason.
import { useState } from 'react';
import {
  Alert,
  AlertTitle,
  Autocomplete,
  Box,
  Button,
  Drawer,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { TOAST } from '../../../domain/personalise/messages';
import { CheckboxOptions } from '../common/CheckboxOptions';
import { useDebounced } from '../assets/useDebounced';
import type { VariaDataProvider } from '../providers/dataProvider';
import { VARIANT_STATUSES, type TreeRef, type VariantFilter } from '../providers/adapters/personalise';
import { QaFilterField } from '../screenshots/QaFilterField';
import { FILTERS_TITLE, STATUS_LABELS } from './texts';
import { treeKey } from './useTreeData';

interface FiltersDrawerProps {
  treeRef: TreeRef;
  open: boolean;
  filter: VariantFilter;
  onApply: (filter: VariantFilter) => void;
  onClose: () => void;
}

export const FiltersDrawer = (props: FiltersDrawerProps) => (
  <Drawer
    anchor="right"
    open={props.open}
    onClose={props.onClose}
    slotProps={{ paper: { sx: { width: 380 }, role: 'dialog', 'aria-label': FILTERS_TITLE } }}
  >
    {props.open && <FiltersBody {...props} />}
  </Drawer>
);

const SEGMENTS_SHOWN = 50;

/** The options to list: the chosen ones first, then those whose name holds `search`, at most SEGMENTS_SHOWN. */
function shownOptions(options: { id: string; name: string }[], chosen: string[], search: string) {
  const needle = search.trim().toLowerCase();
  const matching = options.filter((o) => chosen.includes(o.id) || !needle || o.name.toLowerCase().includes(needle));
  const ordered = [...matching.filter((o) => chosen.includes(o.id)), ...matching.filter((o) => !chosen.includes(o.id))];
  return { shown: ordered.slice(0, Math.max(SEGMENTS_SHOWN, chosen.length)), matching: matching.length };
}

const toggled = <T,>(list: T[] | undefined, value: T) =>
  list?.includes(value) ? list.filter((v) => v !== value) : [...(list ?? []), value];
const withoutEmpty = (filter: VariantFilter): VariantFilter =>
  Object.fromEntries(
    Object.entries(filter).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : !!v)),
  ) as VariantFilter;

const FiltersBody = ({ treeRef, filter, onApply, onClose }: FiltersDrawerProps) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const [draft, setDraft] = useState<VariantFilter>(filter);
  const [segmentSearch, setSegmentSearch] = useState('');
  const available = useQuery({
    queryKey: [...treeKey(treeRef), 'available-filters'],
    queryFn: () => dataProvider.availableFilters(treeRef),
  });
  const checkboxes = (
    title: string,
    options: { id: string; name: string }[],
    key: 'statuses' | 'formats' | 'segments',
    searchable = false,
  ) => {
    const { shown, matching } = searchable
      ? shownOptions(options, (draft[key] ?? []) as string[], segmentSearch)
      : { shown: options, matching: options.length };
    return (
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
          {title}
        </Typography>
        {searchable && options.length > 0 && (
          <TextField
            size="small"
            fullWidth
            label={`Search ${title.toLowerCase()}`}
            value={segmentSearch}
            onChange={(e) => setSegmentSearch(e.target.value)}
            sx={{ mb: 1 }}
          />
        )}
        {options.length ? (
          <>
            <CheckboxOptions
              options={shown}
              chosen={draft[key] as string[] | undefined}
              onToggle={(id) => setDraft((d) => ({ ...d, [key]: toggled(d[key] as string[] | undefined, id) }))}
            />
            {matching > shown.length && (
              <Typography variant="body2" color="text.secondary">
                {`Showing ${shown.length} of ${matching}: search to find the others`}
              </Typography>
            )}
            {searchable && matching === 0 && (
              <Typography variant="body2" color="text.secondary">
                No {title.toLowerCase()} match
              </Typography>
            )}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            None yet
          </Typography>
        )}
      </Box>
    );
  };
  return (
    <Stack spacing={2} sx={{ p: 2, height: '100%' }}>
      <Typography variant="h6">{FILTERS_TITLE}</Typography>
      {available.isPending && <LinearProgress aria-label="Loading filters" />}
      {available.error && (
        <Alert severity="error" data-testid="filters-failed">
          <AlertTitle>{TOAST.availableFilters}</AlertTitle>
          {available.error.message}
        </Alert>
      )}
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <Stack spacing={2}>
          {checkboxes(
            'Statuses',
            VARIANT_STATUSES.map((s) => ({ id: s, name: STATUS_LABELS[s] })),
            'statuses',
          )}
          {checkboxes('Formats', available.data?.formats ?? [], 'formats')}
          <VariantsPicker
            treeRef={treeRef}
            value={draft.variants ?? []}
            onChange={(variants) => setDraft((d) => ({ ...d, variants }))}
          />
          {checkboxes('Segments', available.data?.segments ?? [], 'segments', true)}
          <QaFilterField value={draft.qa} onChange={(qa) => setDraft((d) => ({ ...d, qa }))} />
        </Stack>
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={() => setDraft({ q: filter.q })}>
          Reset
        </Button>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            onApply(withoutEmpty(draft));
            onClose();
          }}
        >
          Apply
        </Button>
      </Stack>
    </Stack>
  );
};

/** Variants by name: the first 20 matching what is typed, from the same paged list. */
const VariantsPicker = ({
  treeRef,
  value,
  onChange,
}: {
  treeRef: TreeRef;
  value: string[];
  onChange: (ids: string[]) => void;
}) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const [input, setInput] = useState('');
  const q = useDebounced(input, 300);
  const search = useQuery({
    queryKey: [...treeKey(treeRef), 'variant-options', q],
    queryFn: () =>
      dataProvider.variantsPage(treeRef, { filter: q ? { q } : {}, sort: 'name', order: 'ASC', from: 0, to: 19 }),
    placeholderData: keepPreviousData,
  });
  // The chosen ones by name, however far down the list they are.
  const chosen = useQuery({
    queryKey: [...treeKey(treeRef), 'variant-options', 'chosen', value],
    queryFn: () =>
      dataProvider.variantsPage(treeRef, {
        filter: { variants: value, statuses: [...VARIANT_STATUSES] },
        sort: 'name',
        order: 'ASC',
        from: 0,
        to: value.length - 1,
      }),
    enabled: value.length > 0,
  });
  const names = new Map<string, string>(
    [...(chosen.data?.rows ?? []), ...(search.data?.rows ?? [])].map((r) => [r.id, r.name]),
  );
  return (
    <Autocomplete
      multiple
      size="small"
      options={(search.data?.rows ?? []).map((r) => r.id)}
      value={value}
      getOptionLabel={(id) => names.get(id) ?? 'Variant'}
      filterOptions={(ids) => ids}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, ids) => onChange(ids)}
      loading={search.isFetching}
      renderInput={(params) => <TextField {...params} label="Variants" placeholder="Search by name" />}
    />
  );
};
