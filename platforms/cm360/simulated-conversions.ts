// The simulated CM360's conversions per floodlight activity (issue 21 §3): a creative's conversions of a day on a
// placement (platforms/simulated-delivery.ts) shared among the advertiser's activities (simulated-floodlight.ts), the
// sales ones converting less often than the counters, each share varied per creative and day and rounded, so the
// figures are believable, the same every time they are asked, and no activity counts more than was converted.
import { createHash } from 'node:crypto';
import type { SimulatedDelivery } from '../simulated-delivery';

/** Of a creative's conversions, the part each activity counts, in simulated-floodlight.ts' order. */
const SHARES = [0.18, 0.06, 0.3, 0.22, 0.14, 0.1];

const unit = (...key: string[]) => createHash('sha256').update(key.join('\u0000')).digest().readUInt32BE(0) / 2 ** 32;

export interface ActivityConversions {
  activityId: string;
  clickThrough: number;
  viewThrough: number;
}

/** Each activity's click-through and view-through conversions of a creative's day on one placement. */
export function simulatedActivityConversions(
  creativeId: string,
  day: string,
  placement: string,
  delivery: SimulatedDelivery,
  activityIds: readonly string[],
): ActivityConversions[] {
  const clickConversions = delivery.conversions - delivery.viewThroughConversions;
  return activityIds.map((activityId, i) => {
    const share = (SHARES[i] ?? 0.05) * (0.6 + 0.8 * unit('activity', creativeId, day, placement, activityId));
    return {
      activityId,
      clickThrough: Math.floor(clickConversions * share),
      viewThrough: Math.floor(delivery.viewThroughConversions * share),
    };
  });
}
