// What a platform reports of an ad's delivery (issue 21 §1): counts and money, summed over any rows. The calculated
// metrics (metrics.ts) are ratios of these sums, never averages of ratios.

export const MEASURES = [
  'impressions',
  'clicks',
  'conversions',
  'viewThroughConversions',
  'conversionValue',
  'videoViews',
  'completions',
  'viewableImpressions',
  'mediaSpend',
] as const;
export type Measure = (typeof MEASURES)[number];

/**
 * Delivery summed over some rows. `conversions` are total conversions, `viewThroughConversions` the part of them that
 * followed a view without a click, `conversionValue` the purchase value of the conversions and `mediaSpend` what the
 * platform charged, both in the account's currency.
 */
export type Delivery = Readonly<Record<Measure, number>>;

export const NO_DELIVERY: Delivery = {
  impressions: 0,
  clicks: 0,
  conversions: 0,
  viewThroughConversions: 0,
  conversionValue: 0,
  videoViews: 0,
  completions: 0,
  viewableImpressions: 0,
  mediaSpend: 0,
};

/** The sum of several deliveries, measure by measure. */
export function sumDelivery(deliveries: Iterable<Delivery>): Delivery {
  const total: Record<Measure, number> = { ...NO_DELIVERY };
  for (const delivery of deliveries) for (const measure of MEASURES) total[measure] += delivery[measure];
  return total;
}
