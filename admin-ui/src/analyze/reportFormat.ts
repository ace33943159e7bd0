// How the builder names and writes a report's columns (spec 3 §9): a measure as a count (money to two decimals), a rate
// in percent to two decimals, ROAS to two decimals, a benchmark difference as a signed percent; 'No data' where a
// metric has no value, and 'Gathering data' where a click- or completion-based rate rests on 50 or fewer of them. A
// custom conversion's metric is named by the server ('<conversion> <ending>') and written as a count or a rate.
import type { ReportMetric, SplitField } from '../../../domain/analyze-view/fields';
import { CUSTOM_METRIC_RULES, parseCustomMetricId } from '../../../domain/custom-conversion/metrics';
import {
  BENCHMARK_DIFFERENCE_SUFFIX,
  BENCHMARK_SUFFIX,
  CALCULATED_METRICS,
  GATHERING_DATA,
  isGatheringData,
  METRIC_RATIOS,
  NO_DATA,
  type CalculatedMetric,
  type Measure,
} from '../../../domain/report';
import type { ReportCell } from './analyzeApi';

export const METRIC_LABELS: Record<ReportMetric, string> = {
  impressions: 'Impressions',
  clicks: 'Clicks',
  conversions: 'Total conversions',
  viewThroughConversions: 'View-through conversions',
  conversionValue: 'Conversion value',
  videoViews: 'Video views',
  completions: 'Video completions',
  viewableImpressions: 'Viewable impressions',
  mediaSpend: 'Media spend',
  CTR: 'CTR',
  CVR: 'CVR',
  viewRate: 'View rate',
  ROAS: 'ROAS',
  viewabilityRate: 'Viewability rate',
  viewableCTR: 'Viewable CTR',
  viewableCVR: 'Viewable CVR',
  VTR: 'VTR',
};

export const SPLIT_LABELS: Record<SplitField, string> = {
  campaign: 'Campaign',
  channel: 'Channel',
  creative: 'Creative',
  variant: 'Variant',
  segment: 'Audience',
  placement: 'Placement',
};

const isCalculated = (name: string): name is CalculatedMetric =>
  (CALCULATED_METRICS as readonly string[]).includes(name);
const MONEY: readonly string[] = ['conversionValue', 'mediaSpend'];

/** The rate metrics judged by a count of events (spec 3 §9): clicks or video completions. */
export const GATHERING_BASIS: Partial<Record<CalculatedMetric, Measure>> = {
  CTR: 'clicks',
  viewableCTR: 'clicks',
  VTR: 'completions',
};

/** The custom metrics' titles by id, as the available metrics answer them. */
export type MetricTitles = ReadonlyMap<string, string>;

/** The count a rate is judged by: the product's own (GATHERING_BASIS) or a custom conversion's rate over clicks. */
export function gatheringBasisOf(metric: string): Measure | undefined {
  const custom = parseCustomMetricId(metric);
  if (custom) return CUSTOM_METRIC_RULES[custom.kind].gatheringBasis;
  return GATHERING_BASIS[metric as CalculatedMetric];
}

/** A metric's name: the product's label, or a custom metric's title. */
export const metricLabel = (metric: string, titles?: MetricTitles): string =>
  METRIC_LABELS[metric as ReportMetric] ?? titles?.get(metric) ?? metric;

/** A column's header: a split's or metric's name, a benchmark column's with its suffix, the time as 'Time'. */
export function columnLabel(column: string, titles?: MetricTitles): string {
  if (column === 'timestamp') return 'Time';
  for (const suffix of [BENCHMARK_DIFFERENCE_SUFFIX, BENCHMARK_SUFFIX]) {
    const base = column.endsWith(` ${suffix}`) ? column.slice(0, -suffix.length - 1) : null;
    if (base && base in METRIC_LABELS) return `${METRIC_LABELS[base as ReportMetric]} ${suffix}`;
  }
  return SPLIT_LABELS[column as SplitField] ?? metricLabel(column, titles);
}

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const TWO = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A metric's value as a number in the unit it is shown in, for charts (null: nothing to draw). */
export const chartValue = (value: ReportCell): number | null => (typeof value === 'number' ? value : null);

/** One cell of a row as the table shows it. */
export function formatCell(column: string, row: Record<string, ReportCell>): string {
  const value = row[column];
  if (column.endsWith(` ${BENCHMARK_DIFFERENCE_SUFFIX}`))
    return typeof value === 'number' ? `${value > 0 ? '+' : ''}${TWO.format(value)}%` : NO_DATA;
  const metric = column.endsWith(` ${BENCHMARK_SUFFIX}`) ? column.slice(0, -BENCHMARK_SUFFIX.length - 1) : column;
  const custom = parseCustomMetricId(metric);
  if (custom) {
    if (typeof value !== 'number') return NO_DATA;
    if (!CUSTOM_METRIC_RULES[custom.kind].per) return COUNT.format(value);
    const basis = gatheringBasisOf(metric);
    const count = basis ? row[basis] : undefined;
    return typeof count === 'number' && isGatheringData(count) ? GATHERING_DATA : `${TWO.format(value)}%`;
  }
  if (isCalculated(metric)) {
    if (typeof value !== 'number') return NO_DATA;
    const basis = GATHERING_BASIS[metric];
    const count = basis && metric === column ? row[basis] : undefined;
    if (typeof count === 'number' && isGatheringData(count)) return GATHERING_DATA;
    return METRIC_RATIOS[metric].percent ? `${TWO.format(value)}%` : TWO.format(value);
  }
  if (metric in METRIC_LABELS) {
    if (typeof value !== 'number') return NO_DATA;
    return MONEY.includes(metric) ? TWO.format(value) : COUNT.format(value);
  }
  return value === null || value === undefined || value === '' ? '—' : String(value);
}
