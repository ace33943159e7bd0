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

export interface CustomMetricRule {
  title: `${CustomConversionEnding}` | `${CustomConversionEnding} CVR`;
  /** A rate's denominator in the row's delivery; none for a count. */
  per?: 'clicks' | 'impressions';
  /** The conversions it counts (summed). */
  counts: readonly (keyof FloodlightConversions)[];
  /** A rate over clicks shows 'Gathering data' at 50 or fewer of them, as CTR does (domain/report/performance.ts). */
  gatheringBasis?: 'clicks';
}

const BOTH = ['clickThrough', 'viewThrough'] as const;
export const CUSTOM_METRIC_RULES: Readonly<Record<CustomMetricKind, CustomMetricRule>> = {
  clickThrough: { title: 'Click-through', counts: ['clickThrough'] },
  clickThroughCVR: { title: 'Click-through CVR', per: 'clicks', counts: ['clickThrough'], gatheringBasis: 'clicks' },
  viewThrough: { title: 'View-through', counts: ['viewThrough'] },
  viewThroughCVR: { title: 'View-through CVR', per: 'impressions', counts: ['viewThrough'] },
  totalConversions: { title: 'Total Conversions', counts: BOTH },
  CVR: { title: 'CVR', per: 'impressions', counts: BOTH },
};
const RULES = CUSTOM_METRIC_RULES;

/** Spec 3 §3 "Metric: id, title". */
export interface Metric {
  id: string;
  title: string;
}

const PREFIX = 'custom:';
/** A custom metric id as a JSON Schema pattern (the report settings accept these beside the product's metrics). */
export const CUSTOM_METRIC_PATTERN = `^custom:[0-9a-f]{24}:(${CUSTOM_METRIC_KINDS.join('|')})$`;
export type CustomMetricId = `custom:${string}`;
/** A custom metric's id: `custom:<conversionId>:<kind>`, never one of the product's own metric names. */
export const customMetricId = (conversionId: string, kind: CustomMetricKind): CustomMetricId =>
  `${PREFIX}${conversionId}:${kind}`;

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
  const count = rule.counts.reduce((sum, part) => sum + conversions[part], 0);
  if (!rule.per) return count;
  const under = delivery[rule.per];
  return under === 0 ? null : (count / under) * PERCENT_FACTOR;
}
