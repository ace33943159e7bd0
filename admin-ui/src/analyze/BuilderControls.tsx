// The builder's settings (spec 3 §3, §4, §9): the date range (1 to 90 days, 7 by default), the filters (campaigns,
// channel, markets, audiences; the platform campaigns, ad groups and objectives in MediaFilters), the splits and
// metrics in their order, the granularity (MIN … ALL), the sort and the benchmarks. The metrics offered are those the
// delivery holds, and load only once a channel is chosen and a campaign matches it (spec 3 §4); until then the metrics
// control says why it waits.
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import type { AnalyzeViewSettings } from '../../../domain/analyze-view/answers';
import {
  GRANULARITIES,
  REPORT_METRICS,
  SPLIT_FIELDS,
  type Granularity,
  type SplitField,
} from '../../../domain/analyze-view/fields';
import { CHANNEL_LABELS, REPORTING_CHANNELS } from '../../../domain/report/stat-boxes';
import { WhyDisabled } from '../common/WhyDisabled';
import { DateRangeSelect } from '../reporter/DateRangeSelect';
import { analyzableCampaigns, partnerMarkets } from './analyzeApi';
import { FilterChoice, useFilterLookup } from './FilterChoice';
import { MediaFilters } from './MediaFilters';
import { columnLabel, metricLabel, SPLIT_LABELS } from './reportFormat';
import { filterOf, metricsOf, ordered, splitsOf, withFilter } from './reportSettings';
import { useAvailableMetrics } from './useAvailableMetrics';

interface BuilderControlsProps {
  settings: AnalyzeViewSettings;
  /** The partner named to the API (top admins), else null. */
  partner: string | null;
  /** The partner analyzed, whoever the caller. */
  partnerId: string | null;
  onChange: (settings: AnalyzeViewSettings) => void;
}

const GRANULARITY_LABELS: Record<Granularity, string> = {
  MIN: 'Minute',
  FIVE_MIN: '5 minutes',
  TEN_MIN: '10 minutes',
  FIFTEEN_MIN: '15 minutes',
  HOUR: 'Hour',
  DAY: 'Day',
  WEEK: 'Week',
  MONTH: 'Month',
  YEAR: 'Year',
  ALL: 'All (no time)',
};
const FINER_THAN_DAY: readonly Granularity[] = ['MIN', 'FIVE_MIN', 'TEN_MIN', 'FIFTEEN_MIN', 'HOUR'];
const NO_CHANNEL = 'Choose a channel first: the metrics offered are the ones it delivered';
const NO_MATCH = 'No chosen campaign delivered on this channel in these days';

export const BuilderControls = ({ settings, partner, partnerId, onChange }: BuilderControlsProps) => {
  const campaigns = useQuery({
    queryKey: ['analyze-campaigns', partner],
    queryFn: ({ signal }) => analyzableCampaigns(partner, signal),
  });
  const markets = useQuery({
    queryKey: ['analyze-markets', partnerId],
    queryFn: ({ signal }) => partnerMarkets(partnerId!, signal),
    enabled: !!partnerId,
  });
  const marketName = new Map((markets.data?.rows ?? []).map((m) => [m.id, m.name]));
  const chosenCampaigns = filterOf(settings, 'campaignIds');
  const channel = filterOf(settings, 'channel')[0] ?? '';
  const audiences = filterOf(settings, 'audienceNames');
  const audienceOptions = useFilterLookup(settings, partner, 'segment', 'audienceNames');
  const available = useAvailableMetrics(settings, partner);
  const availableMetrics = available.metrics;
  const metricsWait = channel === '' ? NO_CHANNEL : available.pending ? 'Loading the metrics…' : null;
  const metricsBlocked = metricsWait ?? (availableMetrics.length === 0 ? NO_MATCH : null);
  const splits = splitsOf(settings);
  const metrics = metricsOf(settings);
  const sortFields = [...(settings.granularity.value === 'ALL' ? [] : ['timestamp']), ...splits, ...metrics];
  const set = (change: Partial<AnalyzeViewSettings>) => onChange({ ...settings, ...change });
  const campaignName = new Map((campaigns.data ?? []).map((c) => [c.id, c.name]));

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateRangeSelect days={settings.dateRange} onChange={(dateRange) => set({ dateRange })} />
        <FilterChoice
          label="Campaigns"
          everything="All campaigns"
          width={260}
          options={(campaigns.data ?? []).map((c) => c.id)}
          values={chosenCampaigns}
          loading={campaigns.isPending}
          labelOf={(id) => campaignName.get(id) ?? id}
          onChange={(ids) => onChange(withFilter(settings, 'campaignIds', ids))}
        />
        <TextField
          select
          size="small"
          label="Channel"
          value={channel}
          onChange={(e) => onChange(withFilter(settings, 'channel', e.target.value ? [e.target.value] : []))}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All channels</MenuItem>
          {REPORTING_CHANNELS.map((c) => (
            <MenuItem key={c} value={c}>
              {CHANNEL_LABELS[c]}
            </MenuItem>
          ))}
        </TextField>
        <FilterChoice
          label="Markets"
          everything="All markets"
          width={180}
          options={(markets.data?.rows ?? []).map((m) => m.id)}
          values={filterOf(settings, 'marketIds')}
          loading={markets.isPending}
          labelOf={(id) => marketName.get(id) ?? id}
          onChange={(ids) => onChange(withFilter(settings, 'marketIds', ids))}
        />
        <FilterChoice
          label="Audiences"
          everything="All audiences"
          width={220}
          options={(audienceOptions.data ?? []).map((a) => a.id)}
          values={audiences}
          loading={audienceOptions.isPending}
          onChange={(names) => onChange(withFilter(settings, 'audienceNames', names))}
        />
      </Stack>
      <MediaFilters settings={settings} partner={partner} onChange={onChange} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Autocomplete
          multiple
          size="small"
          sx={{ flex: 1, minWidth: 240 }}
          options={SPLIT_FIELDS as readonly SplitField[]}
          value={splits}
          getOptionLabel={(s) => SPLIT_LABELS[s]}
          onChange={(_, fields) => set({ splits: ordered(fields) })}
          renderInput={(params) => <TextField {...params} label="Split by" />}
        />
        <WhyDisabled reason={metricsBlocked} block>
          <Autocomplete
            multiple
            size="small"
            sx={{ flex: 2, minWidth: 320 }}
            disabled={!!metricsBlocked}
            options={[
              ...REPORT_METRICS.filter((m) => availableMetrics.includes(m)),
              ...availableMetrics.filter((m) => available.titles.has(m)),
            ]}
            value={metrics}
            disableClearable
            getOptionLabel={(m) => metricLabel(m, available.titles)}
            onChange={(_, fields) => fields.length > 0 && set({ metrics: ordered(fields) })}
            renderInput={(params) => (
              <TextField {...params} label="Metrics" helperText={metricsBlocked ?? 'In the order chosen'} />
            )}
          />
        </WhyDisabled>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField
          select
          size="small"
          label="Granularity"
          value={settings.granularity.value}
          helperText={
            FINER_THAN_DAY.includes(settings.granularity.value) ? 'Delivery is reported by day: rows are days' : ' '
          }
          onChange={(e) => {
            const value = e.target.value as Granularity;
            const sort =
              value === 'ALL' && settings.sort.field === 'timestamp'
                ? { ...settings.sort, field: metrics[0] ?? 'impressions' }
                : settings.sort;
            set({ granularity: { ...settings.granularity, value }, sort });
          }}
          sx={{ minWidth: 170 }}
        >
          {GRANULARITIES.map((g) => (
            <MenuItem key={g} value={g}>
              {GRANULARITY_LABELS[g]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Sort by"
          value={sortFields.includes(settings.sort.field) ? settings.sort.field : ''}
          onChange={(e) => set({ sort: { ...settings.sort, field: e.target.value as typeof settings.sort.field } })}
          sx={{ minWidth: 190 }}
        >
          {sortFields.map((f) => (
            <MenuItem key={f} value={f}>
              {columnLabel(f, available.titles)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Order"
          value={settings.sort.direction}
          onChange={(e) => set({ sort: { ...settings.sort, direction: e.target.value as 'ASC' | 'DESC' } })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="ASC">Ascending</MenuItem>
          <MenuItem value="DESC">Descending</MenuItem>
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={settings.areBenchmarksShown}
              onChange={(e) => set({ areBenchmarksShown: e.target.checked })}
            />
          }
          label="Show benchmarks"
        />
      </Stack>
    </Stack>
  );
};
