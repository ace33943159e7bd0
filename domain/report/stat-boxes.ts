// The analyst's stat boxes on /reporter (spec 3 §9): "Reporting channels google, facebook, youtube. Stat boxes:
// Facebook impressions, CTR, clicks, total conversions; Google impressions, CTR, clicks, CVR; YouTube impressions,
// clicks, video views, view-through conversions." The Google channel is every Google platform the product publishes
// to (Campaign Manager 360, Google Ads, DV360); YouTube and Meta are one platform each.
import type { Platform } from '../campaign/platforms';
import type { Delivery, Measure } from './measures';
import { CALCULATED_METRICS, METRIC_RATIOS, metricValue, type CalculatedMetric } from './metrics';

export const REPORTING_CHANNELS = ['facebook', 'google', 'youtube'] as const;
export type ReportingChannel = (typeof REPORTING_CHANNELS)[number];

export const CHANNEL_LABELS: Readonly<Record<ReportingChannel, string>> = {
  facebook: 'Facebook',
  google: 'Google',
  youtube: 'YouTube',
};

/** The publishing platforms whose delivery each channel sums. */
export const CHANNEL_PLATFORMS: Readonly<Record<ReportingChannel, readonly Platform[]>> = {
  facebook: ['facebook'],
  google: ['google', 'gads', 'dv360'],
  youtube: ['youtube'],
};

export const channelOf = (platform: string): ReportingChannel | null =>
  REPORTING_CHANNELS.find((c) => (CHANNEL_PLATFORMS[c] as readonly string[]).includes(platform)) ?? null;

type BoxMetric = Measure | CalculatedMetric;

interface BoxDefinition {
  metric: BoxMetric;
  label: string;
}

const box = (metric: BoxMetric, label: string): BoxDefinition => ({ metric, label });

/** Each channel's boxes, in the spec's order. */
export const CHANNEL_STAT_BOXES: Readonly<Record<ReportingChannel, readonly BoxDefinition[]>> = {
  facebook: [
    box('impressions', 'Impressions'),
    box('CTR', 'CTR'),
    box('clicks', 'Clicks'),
    box('conversions', 'Total conversions'),
  ],
  google: [box('impressions', 'Impressions'), box('CTR', 'CTR'), box('clicks', 'Clicks'), box('CVR', 'CVR')],
  youtube: [
    box('impressions', 'Impressions'),
    box('clicks', 'Clicks'),
    box('videoViews', 'Video views'),
    box('viewThroughConversions', 'View-through conversions'),
  ],
};

export interface StatBox extends BoxDefinition {
  /** A count, or a calculated metric (a rate in percent); null when it has no denominator ('No data'). */
  value: number | null;
  percent: boolean;
}

const isCalculated = (metric: BoxMetric): metric is CalculatedMetric =>
  (CALCULATED_METRICS as readonly string[]).includes(metric);

/** The channel's boxes for this delivery. */
export function statBoxes(channel: ReportingChannel, delivery: Delivery): StatBox[] {
  return CHANNEL_STAT_BOXES[channel].map(({ metric, label }) =>
    isCalculated(metric)
      ? { metric, label, value: metricValue(metric, delivery), percent: METRIC_RATIOS[metric].percent }
      : { metric, label, value: delivery[metric], percent: false },
  );
}
