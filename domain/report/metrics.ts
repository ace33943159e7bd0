// The calculated metrics of spec 3 §9, each a ratio of two summed measures. Rates are percentages (spec 2 §9: percent
// factor 100); ROAS is a ratio of money to money, rounded to two decimals as the spec asks. A metric whose denominator
// is zero has no value (null): the screens say 'No data' (performance.ts).
import type { Delivery, Measure } from './measures';

/** Spec 2 §9. */
export const PERCENT_FACTOR = 100;

export const CALCULATED_METRICS = [
  'CTR',
  'CVR',
  'viewRate',
  'ROAS',
  'viewabilityRate',
  'viewableCTR',
  'viewableCVR',
  'VTR',
] as const;
export type CalculatedMetric = (typeof CALCULATED_METRICS)[number];

interface Ratio {
  numerator: Measure;
  denominator: Measure;
  /** A rate is shown as a percentage; ROAS is money over money. */
  percent: boolean;
}

/** Spec 3 §9, "Calculated metrics", in its order and words. */
export const METRIC_RATIOS: Readonly<Record<CalculatedMetric, Ratio>> = {
  // CTR clicks over impressions
  CTR: { numerator: 'clicks', denominator: 'impressions', percent: true },
  // CVR total conversions over impressions
  CVR: { numerator: 'conversions', denominator: 'impressions', percent: true },
  // view rate video views over impressions
  viewRate: { numerator: 'videoViews', denominator: 'impressions', percent: true },
  // ROAS purchase conversion value over media spend
  ROAS: { numerator: 'conversionValue', denominator: 'mediaSpend', percent: false },
  // viewability rate viewable impressions over impressions
  viewabilityRate: { numerator: 'viewableImpressions', denominator: 'impressions', percent: true },
  // viewable CTR clicks over viewable impressions
  viewableCTR: { numerator: 'clicks', denominator: 'viewableImpressions', percent: true },
  // viewable CVR view-through conversions over viewable impressions
  viewableCVR: { numerator: 'viewThroughConversions', denominator: 'viewableImpressions', percent: true },
  // VTR video completions over impressions
  VTR: { numerator: 'completions', denominator: 'impressions', percent: true },
};

/** Spec 3 §9: "Excluded report metrics: hover, impression, click, REACH" (never offered as report metrics). */
export const EXCLUDED_REPORT_METRICS: readonly string[] = ['hover', 'impression', 'click', 'REACH'];

/**
 * Rounded half away from zero to `decimals` places. The scaled value is read to 15 significant digits first, so the
 * binary noise of 1.005 × 100 = 100.49999999999999 does not round it down.
 */
export function roundTo(value: number, decimals = 2): number {
  const scaled = Number((Math.abs(value) * 10 ** decimals).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / 10 ** decimals || 0;
}

/** The metric's value for this delivery, or null when its denominator is zero. */
export function metricValue(metric: CalculatedMetric, delivery: Delivery): number | null {
  const { numerator, denominator, percent } = METRIC_RATIOS[metric];
  const under = delivery[denominator];
  if (under === 0) return null;
  const ratio = delivery[numerator] / under;
  // Spec 3 §9: "ROAS rounded to two digits".
  return percent ? ratio * PERCENT_FACTOR : roundTo(ratio, 2);
}

/** Every calculated metric of this delivery. */
export const metricValues = (delivery: Delivery): Record<CalculatedMetric, number | null> =>
  Object.fromEntries(CALCULATED_METRICS.map((m) => [m, metricValue(m, delivery)])) as Record<
    CalculatedMetric,
    number | null
  >;
