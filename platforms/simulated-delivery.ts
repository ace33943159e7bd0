// Believable, deterministic delivery for the simulated platforms (issue 21 §1): what an ad delivered on a day on one
// placement for one audience segment, the same every time it is asked, seeded by the ad, the day, the placement and
// the segment. Each ad has a quality of its own (so variants differ from their fallback, as they would), each
// weekday its traffic, and a video counts views and completions where a display ad has none. Each simulated platform
// answers these figures in its own report's shape.
import { createHash } from 'node:crypto';

export interface SimulatedDelivery {
  impressions: number;
  clicks: number;
  conversions: number;
  viewThroughConversions: number;
  conversionValue: number;
  videoViews: number;
  completions: number;
  viewableImpressions: number;
  /** In the account's currency, to the cent. */
  mediaSpend: number;
}

/** A number in [0, 1) from the key: the same key, the same number. */
function unit(...key: string[]): number {
  return createHash('sha256').update(key.join('\u0000')).digest().readUInt32BE(0) / 2 ** 32;
}

const between = (low: number, high: number, u: number) => low + (high - low) * u;
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Quieter weekends: Sunday 0.7 … Wednesday 1.1. */
const WEEKDAY_TRAFFIC = [0.7, 1, 1.05, 1.1, 1.05, 1, 0.8];

export function simulatedDelivery(
  adId: string,
  day: string,
  placement: string,
  segment: string,
  video: boolean,
): SimulatedDelivery {
  const quality = between(0.6, 1.6, unit('quality', adId));
  const traffic = WEEKDAY_TRAFFIC[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
  const impressions = Math.round(between(800, 6_000, unit('impressions', adId, day, placement, segment)) * traffic);
  const ctr = between(0.004, 0.012, unit('ctr', adId, day, placement)) * quality;
  const clicks = Math.round(impressions * ctr);
  const viewableImpressions = Math.round(impressions * between(0.55, 0.85, unit('viewable', adId, day, placement)));
  const clickConversions = Math.round(clicks * between(0.03, 0.09, unit('cvr', adId, day)) * quality);
  const viewThroughConversions = Math.round(viewableImpressions * 0.0004 * quality * unit('vtc', adId, day, segment));
  const conversions = clickConversions + viewThroughConversions;
  const videoViews = video ? Math.round(impressions * between(0.25, 0.55, unit('views', adId, day, placement))) : 0;
  const completions = video ? Math.round(videoViews * between(0.35, 0.75, unit('completes', adId, day)) * quality) : 0;
  return {
    impressions,
    clicks,
    conversions,
    viewThroughConversions,
    conversionValue: cents(conversions * between(25, 90, unit('value', adId, day))),
    videoViews,
    completions: Math.min(completions, videoViews),
    viewableImpressions,
    mediaSpend: cents((impressions / 1000) * between(3, 12, unit('cpm', adId, day, placement))),
  };
}
