// Confidence intervals for rates (issue 21 §4): Wilson's score interval for one proportion, and Newcombe's hybrid
// score interval (his method 10, 1998) for the difference of two independent proportions, built from the two Wilson
// intervals. Both stay inside [0, 1] and behave with few successes, where the plain normal (Wald) interval does not.

/** The normal quantile for a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/** Wilson's score interval for `successes` out of `trials` (successes beyond the trials count as all of them). */
export function wilson(successes: number, trials: number, z = Z_95): Interval | null {
  if (trials <= 0) return null;
  const p = Math.min(successes, trials) / trials;
  const z2 = z * z;
  const scale = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / scale;
  const half = (z / scale) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // At p = 0 and p = 1 the bounds are exactly 0 and 1; floating point would leave them a hair off.
  return { low: p === 0 ? 0 : Math.max(0, centre - half), high: p === 1 ? 1 : Math.min(1, centre + half) };
}

/** A proportion's successes and trials. */
export interface Proportion {
  successes: number;
  trials: number;
}

/** Newcombe's interval for p₁ − p₂; null when either has no trials. */
export function differenceInterval(first: Proportion, second: Proportion, z = Z_95): Interval | null {
  const a = wilson(first.successes, first.trials, z);
  const b = wilson(second.successes, second.trials, z);
  if (!a || !b) return null;
  const p1 = Math.min(first.successes, first.trials) / first.trials;
  const p2 = Math.min(second.successes, second.trials) / second.trials;
  const d = p1 - p2;
  return {
    low: d - Math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2),
    high: d + Math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2),
  };
}
