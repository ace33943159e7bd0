// Campaign benchmarks beside a report's metrics (spec 3 §3, §5, §9; spec 2 §9): a benchmarked metric adds two
// columns, '<metric> Benchmark' (the benchmark's value) and '<metric> Benchmark Difference' (how far the metric is
// from it, in percent of the benchmark), the percent capped at ±100% unless uncapped and given to two decimals.
import { BENCHMARK_DIFFERENCE_SUFFIX, BENCHMARK_SUFFIX } from './messages';
import { PERCENT_FACTOR, roundTo } from './metrics';

/** Spec 3 §9: "Benchmark percent cap +/-100%". */
export const BENCHMARK_PERCENT_CAP = 100;

/** Spec 3 §3 "Campaign benchmarks": a metric's name and its benchmark value. */
export interface Benchmark {
  metricName: string;
  metricValue: number;
}

export const benchmarkColumn = (metric: string) => `${metric} ${BENCHMARK_SUFFIX}`;
export const benchmarkDifferenceColumn = (metric: string) => `${metric} ${BENCHMARK_DIFFERENCE_SUFFIX}`;

export interface BenchmarkOptions {
  /** Show the difference as it is, past ±100%. */
  uncapped?: boolean;
}

/**
 * How far `value` is from `benchmark`, in percent of the benchmark, two decimals, within ±100% unless uncapped; null
 * when either is missing or the benchmark is zero (no percent of nothing).
 */
export function benchmarkDifference(
  value: number | null,
  benchmark: number | null,
  { uncapped = false }: BenchmarkOptions = {},
): number | null {
  if (value === null || benchmark === null || benchmark === 0) return null;
  const percent = ((value - benchmark) / Math.abs(benchmark)) * PERCENT_FACTOR;
  const shown = uncapped ? percent : Math.max(-BENCHMARK_PERCENT_CAP, Math.min(BENCHMARK_PERCENT_CAP, percent));
  return roundTo(shown, 2);
}

/**
 * A report row's metrics with the benchmark columns of each metric that has a benchmark, in the row's order: every
 * metric followed by its 'Benchmark' and 'Benchmark Difference'. Metrics without a benchmark are left as they are.
 */
export function withBenchmarks(
  metrics: Readonly<Record<string, number | null>>,
  benchmarks: readonly Benchmark[],
  options: BenchmarkOptions = {},
): Record<string, number | null> {
  const byName = new Map(benchmarks.map((b) => [b.metricName, b.metricValue]));
  const row: Record<string, number | null> = {};
  for (const [metric, value] of Object.entries(metrics)) {
    row[metric] = value;
    const benchmark = byName.get(metric);
    if (benchmark === undefined) continue;
    row[benchmarkColumn(metric)] = benchmark;
    row[benchmarkDifferenceColumn(metric)] = benchmarkDifference(value, benchmark, options);
  }
  return row;
}
