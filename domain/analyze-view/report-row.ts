// A report row as the builder and the export show it (spec 3 §9): its time and split values, then each metric asked
// for in its order (a measure as summed, a calculated metric from the sums, domain/report/metrics.ts), each followed by
// its 'Benchmark' and 'Benchmark Difference' columns when benchmarks are shown.
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
import type { ReportMetric, SplitField } from './fields';

export type ReportCell = string | number | null;

const isCalculated = (metric: string): metric is CalculatedMetric =>
  (CALCULATED_METRICS as readonly string[]).includes(metric);

/** The columns of a report: its time (unless ALL), its splits, its metrics with their benchmark columns. */
export function reportColumns(
  timed: boolean,
  splits: readonly SplitField[],
  metrics: readonly ReportMetric[],
  benchmarked: ReadonlySet<string>,
): string[] {
  return [
    ...(timed ? ['timestamp'] : []),
    ...splits,
    ...metrics.flatMap((m) => (benchmarked.has(m) ? [m, benchmarkColumn(m), benchmarkDifferenceColumn(m)] : [m])),
  ];
}

/** One row: the keys as read, the metrics from the summed delivery, two decimals for rates. */
export function reportRow(
  keys: Readonly<Record<string, string | null>>,
  delivery: Delivery,
  metrics: readonly ReportMetric[],
  benchmarks: readonly Benchmark[],
): Record<string, ReportCell> {
  const values: Record<string, number | null> = {};
  for (const metric of metrics) {
    if (isCalculated(metric)) {
      const value = metricValue(metric, delivery);
      values[metric] = value === null ? null : roundTo(value, 2);
    } else values[metric] = roundTo(delivery[metric as Measure], 2);
  }
  return { ...keys, ...withBenchmarks(values, benchmarks) };
}
