// Every report's two charts (issue 21 §2: people would rather look than read): one metric over time (the report's
// granularity, days when it has none) and its breakdown by the report's first split (campaign when it has none), the
// ten largest. Each is the report run again for the chart, so a rate is the rate of the sums, never a sum of rates.
// @mui/x-charts draws with the MUI theme.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Box, CircularProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AnalyzeMetric } from '../../../domain/analyze-view/fields';
import { runReport, type ReportSettings } from './analyzeApi';
import { chartValue, metricLabel, SPLIT_LABELS, type MetricTitles } from './reportFormat';
import { ordered, splitsOf } from './reportSettings';

const BREAKDOWN_BARS = 10;

interface ReportChartsProps {
  query: ReportSettings;
  shownMetrics: AnalyzeMetric[];
  partner: string | null;
  /** Campaign names by id. */
  names: Map<string, string>;
  /** The custom metrics' titles. */
  titles: MetricTitles;
}

/** The report run for one chart: one metric, no benchmarks, its own splits, granularity and sort. */
function chartQuery(query: ReportSettings, change: Partial<ReportSettings>): ReportSettings {
  return { ...query, areBenchmarksShown: false, ...change };
}

export const ReportCharts = ({ query, shownMetrics, partner, names, titles }: ReportChartsProps) => {
  const [chosen, setChosen] = useState<AnalyzeMetric | null>(null);
  const metric = chosen && shownMetrics.includes(chosen) ? chosen : shownMetrics[0]!;
  const split = splitsOf(query)[0] ?? 'campaign';
  const overTime = chartQuery(query, {
    splits: [],
    metrics: ordered([metric]),
    granularity: { ...query.granularity, value: query.granularity.value === 'ALL' ? 'DAY' : query.granularity.value },
    sort: { field: 'timestamp', direction: 'ASC' },
  });
  const byValue = chartQuery(query, {
    splits: ordered([split]),
    metrics: ordered([metric]),
    granularity: { ...query.granularity, value: 'ALL' },
    sort: { field: metric, direction: 'DESC' },
  });
  const series = useQuery({
    queryKey: ['analyze-report', partner, overTime],
    queryFn: () => runReport(overTime, partner),
    placeholderData: keepPreviousData,
  });
  const breakdown = useQuery({
    queryKey: ['analyze-report', partner, byValue],
    queryFn: () => runReport(byValue, partner),
    placeholderData: keepPreviousData,
  });
  const label = metricLabel(metric, titles);
  const bars = (breakdown.data?.rows ?? [])
    .filter((r) => chartValue(r[metric] ?? null) !== null)
    .slice(0, BREAKDOWN_BARS);
  const barLabel = (value: unknown) => {
    const text = String(value ?? '');
    return split === 'campaign' ? (names.get(text) ?? text) : text || '(none)';
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          Charts
        </Typography>
        <TextField
          select
          size="small"
          label="Chart metric"
          value={metric}
          onChange={(e) => setChosen(e.target.value as AnalyzeMetric)}
          sx={{ minWidth: 180 }}
        >
          {shownMetrics.map((m) => (
            <MenuItem key={m} value={m}>
              {metricLabel(m, titles)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {(series.error ?? breakdown.error) && (
        <Alert severity="error">{`Error: ${(series.error ?? breakdown.error)!.message}`}</Alert>
      )}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <Box sx={{ flex: 3, minWidth: 0 }} role="figure" aria-label={`${label} over time`}>
          <Typography variant="body2" color="text.secondary">
            {label} over time
          </Typography>
          {series.isPending ? (
            <CircularProgress size={24} aria-label="Loading the chart" />
          ) : series.data && series.data.rows.length > 0 ? (
            <LineChart
              height={260}
              xAxis={[{ scaleType: 'point', data: series.data.rows.map((r) => String(r.timestamp)) }]}
              series={[{ data: series.data.rows.map((r) => chartValue(r[metric] ?? null)), label, showMark: false }]}
            />
          ) : (
            <Typography variant="body2">No delivery to draw.</Typography>
          )}
        </Box>
        <Box
          sx={{ flex: 2, minWidth: 0 }}
          role="figure"
          aria-label={`${label} by ${SPLIT_LABELS[split].toLowerCase()}`}
        >
          <Typography variant="body2" color="text.secondary">
            {label} by {SPLIT_LABELS[split].toLowerCase()}
          </Typography>
          {breakdown.isPending ? (
            <CircularProgress size={24} aria-label="Loading the chart" />
          ) : bars.length > 0 ? (
            <BarChart
              height={Math.max(160, bars.length * 32 + 60)}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: bars.map((r) => barLabel(r[split])), width: 120 }]}
              series={[{ data: bars.map((r) => chartValue(r[metric] ?? null)), label }]}
            />
          ) : (
            <Typography variant="body2">No delivery to draw.</Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  );
};
