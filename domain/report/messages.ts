// The reporting texts of spec 2 §9 and spec 3 §9, verbatim.

/** A metric over too few clicks or completions to say anything yet. */
export const GATHERING_DATA = 'Gathering data';
/** No metric at all. */
export const NO_DATA = 'No data';

/** The two columns a benchmarked metric adds: `<metric> Benchmark` and `<metric> Benchmark Difference`. */
export const BENCHMARK_SUFFIX = 'Benchmark';
export const BENCHMARK_DIFFERENCE_SUFFIX = 'Benchmark Difference';
