// The lift of personalisation (issue 21 §4): does a personalised variant beat the tree's fallback? Each variant is
// compared with the fallback on the same days and placements only (a cell where both delivered), so a variant that
// ran on a better site or a better week is not credited for it. Per rate (CTR, CVR) the difference in percentage
// points with its 95% interval (Newcombe, intervals.ts) and a verdict: wins when the whole interval is above zero,
// loses when below, else not enough data yet; also while either side has 50 or fewer clicks (CTR) or conversions
// (CVR), the 'Gathering data' threshold of spec 3 §9. ROAS is compared as a point figure: money has no proportion.
import { differenceInterval, type Interval } from './intervals';
import { type Delivery, sumDelivery } from './measures';
import { metricValue, PERCENT_FACTOR, roundTo } from './metrics';
import { isGatheringData } from './performance';

/** One variant's delivery on one day and placement (any segments, schedules or accounts summed, or filtered first). */
export interface LiftCell {
  day: string;
  placement: string;
  variantId: string;
  delivery: Delivery;
}

export const VERDICTS = ['WINS', 'LOSES', 'NOT_ENOUGH_DATA'] as const;
export type Verdict = (typeof VERDICTS)[number];
/** The verdict in plain words. */
export const VERDICT_TEXTS: Readonly<Record<Verdict, string>> = {
  WINS: 'wins',
  LOSES: 'loses',
  NOT_ENOUGH_DATA: 'not enough data yet',
};

export type LiftRate = 'CTR' | 'CVR';

export interface RateLift {
  metric: LiftRate;
  /** The variant's and the fallback's rate on the shared cells, in percent. */
  variant: number | null;
  fallback: number | null;
  /** variant − fallback, in percentage points, and its 95% interval. */
  difference: number | null;
  interval: Interval | null;
  /** The difference in percent of the fallback's rate. */
  relative: number | null;
  verdict: Verdict;
}

export interface VariantLift {
  variantId: string;
  /** The day × placement cells both delivered on: what the comparison stands on. */
  sharedCells: number;
  variant: Delivery;
  fallback: Delivery;
  rates: Record<LiftRate, RateLift>;
  roas: { variant: number | null; fallback: number | null };
  /** Wins when it wins on a rate and loses on none; loses when it loses on one and wins on none; else not yet. */
  verdict: Verdict;
}

const SUCCESSES: Record<LiftRate, 'clicks' | 'conversions'> = { CTR: 'clicks', CVR: 'conversions' };

function rateLift(metric: LiftRate, variant: Delivery, fallback: Delivery): RateLift {
  const successes = SUCCESSES[metric];
  const mine = metricValue(metric, variant);
  const theirs = metricValue(metric, fallback);
  const interval = differenceInterval(
    { successes: variant[successes], trials: variant.impressions },
    { successes: fallback[successes], trials: fallback.impressions },
  );
  const difference = mine !== null && theirs !== null ? mine - theirs : null;
  const enough = !isGatheringData(variant[successes]) && !isGatheringData(fallback[successes]);
  const verdict: Verdict =
    !enough || !interval
      ? 'NOT_ENOUGH_DATA'
      : interval.low > 0
        ? 'WINS'
        : interval.high < 0
          ? 'LOSES'
          : 'NOT_ENOUGH_DATA';
  return {
    metric,
    variant: mine,
    fallback: theirs,
    difference,
    interval: interval && { low: interval.low * PERCENT_FACTOR, high: interval.high * PERCENT_FACTOR },
    relative: difference !== null && theirs ? roundTo((difference / theirs) * PERCENT_FACTOR, 2) : null,
    verdict,
  };
}

function overall(rates: readonly RateLift[]): Verdict {
  const wins = rates.some((r) => r.verdict === 'WINS');
  const loses = rates.some((r) => r.verdict === 'LOSES');
  return wins && !loses ? 'WINS' : loses && !wins ? 'LOSES' : 'NOT_ENOUGH_DATA';
}

const cellKey = (cell: LiftCell) => `${cell.day}\u0000${cell.placement}`;

/** Sums the cells per key, keeping those that delivered impressions. */
function byCell(cells: readonly LiftCell[]): Map<string, Delivery> {
  const grouped = new Map<string, Delivery[]>();
  for (const cell of cells) {
    const key = cellKey(cell);
    const deliveries = grouped.get(key);
    if (deliveries) deliveries.push(cell.delivery);
    else grouped.set(key, [cell.delivery]);
  }
  const summed = new Map<string, Delivery>();
  for (const [key, deliveries] of grouped) {
    const total = sumDelivery(deliveries);
    if (total.impressions > 0) summed.set(key, total);
  }
  return summed;
}

/** Each variant other than the fallback against the fallback, in the order the variants first appear. */
export function liftOfVariants(cells: readonly LiftCell[], fallbackVariantId: string): VariantLift[] {
  const fallbackCells = byCell(cells.filter((c) => c.variantId === fallbackVariantId));
  const variantIds = [...new Set(cells.map((c) => c.variantId))].filter((id) => id !== fallbackVariantId);
  return variantIds.map((variantId) => {
    const mine = byCell(cells.filter((c) => c.variantId === variantId));
    const shared = [...mine.keys()].filter((key) => fallbackCells.has(key));
    const variant = sumDelivery(shared.map((key) => mine.get(key)!));
    const fallback = sumDelivery(shared.map((key) => fallbackCells.get(key)!));
    const rates = { CTR: rateLift('CTR', variant, fallback), CVR: rateLift('CVR', variant, fallback) };
    return {
      variantId,
      sharedCells: shared.length,
      variant,
      fallback,
      rates,
      roas: { variant: metricValue('ROAS', variant), fallback: metricValue('ROAS', fallback) },
      verdict: overall(Object.values(rates)),
    };
  });
}
