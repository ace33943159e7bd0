// A creative's performance as the screens show it (spec 2 §9, spec 3 §9): "'Gathering data' when clicks or video
// completions are 50 or below; otherwise click-through or view-through rate; 'No data' when there is no metric."
// A display or social creative is judged by its clicks (CTR), a video by its completions (VTR).
import type { Delivery } from './measures';
import { GATHERING_DATA, NO_DATA } from './messages';
import { metricValue } from './metrics';

/** At this many clicks or completions, or fewer, a rate is not shown yet. */
export const GATHERING_DATA_MAX = 50;

export type PerformanceBasis = 'click-through' | 'view-through';

export type Performance =
  | { state: 'NO_DATA'; text: typeof NO_DATA }
  | { state: 'GATHERING_DATA'; text: typeof GATHERING_DATA }
  | { state: 'MEASURED'; metric: 'CTR' | 'VTR'; value: number };

/** Whether `count` events (clicks, completions, conversions) are too few to judge a rate by. */
export const isGatheringData = (count: number) => count <= GATHERING_DATA_MAX;

/** The performance of a delivery (null: nothing was delivered) judged by clicks or by completions. */
export function performanceOf(delivery: Delivery | null, basis: PerformanceBasis): Performance {
  const metric = basis === 'click-through' ? 'CTR' : 'VTR';
  const value = delivery ? metricValue(metric, delivery) : null;
  if (delivery === null || value === null) return { state: 'NO_DATA', text: NO_DATA };
  const count = basis === 'click-through' ? delivery.clicks : delivery.completions;
  if (isGatheringData(count)) return { state: 'GATHERING_DATA', text: GATHERING_DATA };
  return { state: 'MEASURED', metric, value };
}
