// The reporting rules of spec 3 §9 and spec 2 §9 (domain/report): each calculated metric is the spec's ratio of summed
// measures, rates in percent (percent factor 100) and ROAS to two decimals; 'Gathering data' at 50 or fewer clicks or
// completions and 'No data' without a metric; benchmarks capped at ±100% unless uncapped, two decimals, with the
// suffixes 'Benchmark' and 'Benchmark Difference'.
import { describe, expect, it } from 'vitest';
import {
  benchmarkColumn,
  benchmarkDifference,
  benchmarkDifferenceColumn,
  CALCULATED_METRICS,
  EXCLUDED_REPORT_METRICS,
  metricValue,
  metricValues,
  NO_DELIVERY,
  PERCENT_FACTOR,
  performanceOf,
  roundTo,
  sumDelivery,
  withBenchmarks,
  type Delivery,
} from '../../domain/report';

const delivery = (measures: Partial<Delivery>): Delivery => ({ ...NO_DELIVERY, ...measures });

const sample = delivery({
  impressions: 20_000,
  clicks: 300,
  conversions: 40,
  viewThroughConversions: 12,
  conversionValue: 1234.5,
  videoViews: 5_000,
  completions: 2_500,
  viewableImpressions: 15_000,
  mediaSpend: 400,
});

describe('the calculated metrics of spec 3 §9', () => {
  it('has percent factor 100 (spec 2 §9)', () => {
    expect(PERCENT_FACTOR).toBe(100);
  });

  it.each([
    ['CTR', 'clicks over impressions', (300 / 20_000) * 100],
    ['CVR', 'total conversions over impressions', (40 / 20_000) * 100],
    ['viewRate', 'video views over impressions', (5_000 / 20_000) * 100],
    ['viewabilityRate', 'viewable impressions over impressions', (15_000 / 20_000) * 100],
    ['viewableCTR', 'clicks over viewable impressions', (300 / 15_000) * 100],
    ['viewableCVR', 'view-through conversions over viewable impressions', (12 / 15_000) * 100],
    ['VTR', 'video completions over impressions', (2_500 / 20_000) * 100],
  ] as const)('%s is %s, in percent', (metric, _words, expected) => {
    expect(metricValue(metric, sample)).toBeCloseTo(expected, 12);
  });

  it('ROAS is purchase conversion value over media spend, rounded to two decimals', () => {
    expect(metricValue('ROAS', sample)).toBe(3.09); // 1234.5 / 400 = 3.08625
    expect(metricValue('ROAS', delivery({ conversionValue: 1.005, mediaSpend: 1 }))).toBe(1.01);
    expect(metricValue('ROAS', delivery({ conversionValue: 2, mediaSpend: 3 }))).toBe(0.67);
  });

  it('has no value (null) when its denominator is zero, and zero when only its numerator is', () => {
    for (const metric of CALCULATED_METRICS) expect(metricValue(metric, NO_DELIVERY)).toBeNull();
    expect(metricValue('CTR', delivery({ impressions: 10 }))).toBe(0);
    expect(metricValue('ROAS', delivery({ conversionValue: 10 }))).toBeNull();
  });

  it('is a ratio of sums over rows, never an average of the rows’ ratios', () => {
    const total = sumDelivery([delivery({ impressions: 100, clicks: 10 }), delivery({ impressions: 900, clicks: 0 })]);
    expect(metricValue('CTR', total)).toBe(1); // 10 / 1000, not (10% + 0%) / 2
  });

  it('gives every metric at once', () => {
    expect(Object.keys(metricValues(sample))).toEqual([...CALCULATED_METRICS]);
  });

  it('excludes the report metrics hover, impression, click and REACH', () => {
    expect(EXCLUDED_REPORT_METRICS).toEqual(['hover', 'impression', 'click', 'REACH']);
  });

  it('rounds half away from zero', () => {
    expect(roundTo(2.675)).toBe(2.68);
    expect(roundTo(-2.675)).toBe(-2.68);
    expect(roundTo(-0.001)).toBe(0);
  });
});

describe('Gathering data and No data (spec 2 §9, spec 3 §9)', () => {
  it("says 'Gathering data' when clicks are 50 or below, else the click-through rate", () => {
    expect(performanceOf(delivery({ impressions: 1_000, clicks: 50 }), 'click-through')).toEqual({
      state: 'GATHERING_DATA',
      text: 'Gathering data',
    });
    expect(performanceOf(delivery({ impressions: 1_000, clicks: 51 }), 'click-through')).toEqual({
      state: 'MEASURED',
      metric: 'CTR',
      value: 5.1,
    });
  });

  it("says 'Gathering data' when video completions are 50 or below, else the view-through rate", () => {
    expect(performanceOf(delivery({ impressions: 1_000, clicks: 900, completions: 50 }), 'view-through')).toEqual({
      state: 'GATHERING_DATA',
      text: 'Gathering data',
    });
    expect(performanceOf(delivery({ impressions: 1_000, completions: 250 }), 'view-through')).toEqual({
      state: 'MEASURED',
      metric: 'VTR',
      value: 25,
    });
  });

  it("says 'No data' when there is no metric: nothing delivered, or no impressions", () => {
    expect(performanceOf(null, 'click-through')).toEqual({ state: 'NO_DATA', text: 'No data' });
    expect(performanceOf(NO_DELIVERY, 'view-through')).toEqual({ state: 'NO_DATA', text: 'No data' });
  });
});

describe('benchmarks (spec 3 §5, §9; spec 2 §9)', () => {
  it("names the columns with the suffixes 'Benchmark' and 'Benchmark Difference'", () => {
    expect(benchmarkColumn('CTR')).toBe('CTR Benchmark');
    expect(benchmarkDifferenceColumn('CTR')).toBe('CTR Benchmark Difference');
  });

  it('gives the difference in percent of the benchmark, to two decimals', () => {
    expect(benchmarkDifference(1.5, 1.2)).toBe(25);
    expect(benchmarkDifference(1, 3)).toBe(-66.67);
    expect(benchmarkDifference(0.123456, 0.1)).toBe(23.46);
  });

  it('caps the percent at +/-100% unless uncapped', () => {
    expect(benchmarkDifference(5, 1)).toBe(100);
    expect(benchmarkDifference(5, 1, { uncapped: true })).toBe(400);
    expect(benchmarkDifference(-3, 1)).toBe(-100);
    expect(benchmarkDifference(-3, 1, { uncapped: true })).toBe(-400);
    expect(benchmarkDifference(0, 1)).toBe(-100);
  });

  it('has no difference without a value, without a benchmark or against a zero benchmark', () => {
    expect(benchmarkDifference(null, 1)).toBeNull();
    expect(benchmarkDifference(1, null)).toBeNull();
    expect(benchmarkDifference(1, 0)).toBeNull();
  });

  it('adds both columns after each benchmarked metric, leaving the others as they are', () => {
    const row = withBenchmarks({ CTR: 0.3, CVR: null, ROAS: 2.5 }, [
      { metricName: 'CTR', metricValue: 0.2 },
      { metricName: 'ROAS', metricValue: 2 },
    ]);
    expect(Object.entries(row)).toEqual([
      ['CTR', 0.3],
      ['CTR Benchmark', 0.2],
      ['CTR Benchmark Difference', 50],
      ['CVR', null],
      ['ROAS', 2.5],
      ['ROAS Benchmark', 2],
      ['ROAS Benchmark Difference', 25],
    ]);
    expect(withBenchmarks({ CTR: 0.9 }, [{ metricName: 'CTR', metricValue: 0.2 }], { uncapped: true })).toEqual({
      CTR: 0.9,
      'CTR Benchmark': 0.2,
      'CTR Benchmark Difference': 350,
    });
  });
});
