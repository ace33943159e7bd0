// A report row as the builder and the export show it (spec 3 §9): its time and split values, then each metric asked
// for in its order (a measure as summed, a calculated metric from the sums, domain/report/metrics.ts), each followed by
// its 'Benchmark' and 'Benchmark Difference' columns when benchmarks are shown. A custom conversion's metric is counted
// from its floodlight activity's conversions on the row (domain/custom-conversion/metrics.ts).
import { customMetricValue, parseCustomMetricId, type FloodlightConversions } from '../custom-conversion/metrics';
import {
  benchmarkColumn,
  benchmarkDifferenceColumn,
  CALCULATED_METRICS,
  metricValue,
  roundTo,
  withBenchmarks,
  type Benchmark,
  type CalculatedMetric,
  type Delivery,
  type Measure,
} from '../report';
import type { AnalyzeMetric, SplitField } from './fields';

export type ReportCell = string | number | null;

const isCalculated = (metric: string): metric is CalculatedMetric =>
  (CALCULATED_METRICS as readonly string[]).includes(metric);

/** The columns of a report: its time (unless ALL), its splits, its metrics with their benchmark columns. */
export function reportColumns(
  timed: boolean,
  splits: readonly SplitField[],
  metrics: readonly AnalyzeMetric[],
  benchmarked: ReadonlySet<string>,
): string[] {
  return [
    ...(timed ? ['timestamp'] : []),
    ...splits,
    ...metrics.flatMap((m) => (benchmarked.has(m) ? [m, benchmarkColumn(m), benchmarkDifferenceColumn(m)] : [m])),
  ];
}

const NONE: FloodlightConversions = { clickThrough: 0, viewThrough: 0 };

/**
 * One row: the keys as read, the metrics from the summed delivery (and a custom metric from its conversion's sums on
 * the row, none when absent), two decimals for rates.
 */
export function reportRow(
  keys: Readonly<Record<string, string | null>>,
  delivery: Delivery,
  metrics: readonly AnalyzeMetric[],
  benchmarks: readonly Benchmark[],
  conversions: (conversionId: string) => FloodlightConversions | undefined = () => undefined,
): Record<string, ReportCell> {
  const values: Record<string, number | null> = {};
  for (const metric of metrics) {
    const custom = parseCustomMetricId(metric);
    if (custom) {
      const value = customMetricValue(custom.kind, conversions(custom.conversionId) ?? NONE, delivery);
      values[metric] = value === null ? null : roundTo(value, 2);
    } else if (isCalculated(metric)) {
      const value = metricValue(metric, delivery);
      values[metric] = value === null ? null : roundTo(value, 2);
    } else values[metric] = roundTo(delivery[metric as Measure], 2);
  }
  return { ...keys, ...withBenchmarks(values, benchmarks) };
}
