// A custom conversion's report metrics (spec 3 §9): one per ending, named '<conversion> <ending>', and each count
// paired with its rate. CM360 counts a floodlight activity's conversions as click-through (after a click) and
// view-through (after an impression without a click); their sum is the activity's total conversions.
// - Click-through, paired with 'Click-through CVR': click-through conversions over clicks;
// - View-through, paired with 'View-through CVR': view-through conversions over impressions;
// - Total Conversions, paired with 'CVR' (the spec's rate ending): total conversions over impressions, as the product's
//   own CVR (domain/report/metrics.ts).
import { PERCENT_FACTOR } from '../report/metrics';
import type { CustomConversionEnding } from './fields';

/** One floodlight activity's conversions over some delivery rows. */
export interface FloodlightConversions {
  clickThrough: number;
  viewThrough: number;
}

export const CUSTOM_METRIC_KINDS = [
  'clickThrough',
  'clickThroughCVR',
  'viewThrough',
  'viewThroughCVR',
  'totalConversions',
  'CVR',
] as const;
export type CustomMetricKind = (typeof CUSTOM_METRIC_KINDS)[number];

interface KindRule {
  title: `${CustomConversionEnding}` | `${CustomConversionEnding} CVR`;
  /** A rate's denominator in the row's delivery; none for a count. */
  per?: 'clicks' | 'impressions';
  count: (c: FloodlightConversions) => number;
}

const RULES: Readonly<Record<CustomMetricKind, KindRule>> = {
  clickThrough: { title: 'Click-through', count: (c) => c.clickThrough },
  clickThroughCVR: { title: 'Click-through CVR', per: 'clicks', count: (c) => c.clickThrough },
  viewThrough: { title: 'View-through', count: (c) => c.viewThrough },
  viewThroughCVR: { title: 'View-through CVR', per: 'impressions', count: (c) => c.viewThrough },
  totalConversions: { title: 'Total Conversions', count: (c) => c.clickThrough + c.viewThrough },
  CVR: { title: 'CVR', per: 'impressions', count: (c) => c.clickThrough + c.viewThrough },
};

/** Spec 3 §3 "Metric: id, title". */
export interface Metric {
  id: string;
  title: string;
}

const PREFIX = 'custom:';
/** A custom metric's id: `custom:<conversionId>:<kind>`, never one of the product's own metric names. */
export const customMetricId = (conversionId: string, kind: CustomMetricKind) => `${PREFIX}${conversionId}:${kind}`;

/** The conversion and kind a custom metric id names, or null when it names none. */
export function parseCustomMetricId(id: string): { conversionId: string; kind: CustomMetricKind } | null {
  const match = /^custom:([0-9a-f]{24}):([A-Za-z]+)$/.exec(id);
  const kind = match?.[2] as CustomMetricKind | undefined;
  return match && kind && CUSTOM_METRIC_KINDS.includes(kind) ? { conversionId: match[1]!, kind } : null;
}

/** The metrics a conversion adds to the reports, counts before their rates. */
export const customConversionMetrics = (conversion: { id: string; name: string }): Metric[] =>
  CUSTOM_METRIC_KINDS.map((kind) => ({
    id: customMetricId(conversion.id, kind),
    title: `${conversion.name} ${RULES[kind].title}`,
  }));

/** The metric's value over some rows: a count, or a percentage (null when its denominator is zero). */
export function customMetricValue(
  kind: CustomMetricKind,
  conversions: FloodlightConversions,
  delivery: { clicks: number; impressions: number },
): number | null {
  const rule = RULES[kind];
  const count = rule.count(conversions);
  if (!rule.per) return count;
  const under = delivery[rule.per];
  return under === 0 ? null : (count / under) * PERCENT_FACTOR;
}
