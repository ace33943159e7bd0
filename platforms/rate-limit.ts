// A rate limiter per platform account (issue 20 §3: "the platform's quota is respected by a limiter per account").
// The Google adapters run every call of theirs through one, so the publish workflow's activities hold the platform's
// rate by using them. It holds within one worker process: workers side by side each hold their own.
//
// The platform counts a call when it arrives, and a call arrives some time after it starts (building its body, a busy
// event loop, the network): spacing the starts (p-throttle's strict mode, which this replaced) let two arrivals bunch
// into one interval on a loaded machine, and CM360 refused the second (the publishing bench saw 4 refusals in 61
// queries). So each account has `limit` slots: a call takes one when it starts and gives it back a whole interval
// after it ended, when it has surely arrived; any interval then holds at most `limit` arrivals, whatever the delays.

export interface RateLimit {
  limit: number;
  intervalMs: number;
}

/** CM360's quota per project: `perSecond` where Google granted more (CM360_QUERIES_PER_SECOND). */
export const cm360Queries = (perSecond: number): RateLimit => ({ limit: perSecond, intervalMs: 1000 });
/** CM360's default quota: 1 query per second per project ("60 queries per minute per user"). */
export const CM360_QUERIES = cm360Queries(1);
/** DV360: 150 write requests per minute per advertiser. */
export const DV360_WRITES: RateLimit = { limit: 150, intervalMs: 60_000 };

/** Held a little longer than the platform's interval: its clock and ours need not agree to the millisecond. */
const MARGIN = 1.05;

class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(
    limit: number,
    private readonly holdMs: number,
  ) {
    this.free = limit;
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await call();
    } finally {
      setTimeout(() => this.giveBack(), this.holdMs).unref();
    }
  }

  private giveBack() {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}

export class AccountRateLimiter {
  private readonly slots = new Map<string, Slots>();

  constructor(private readonly rate: RateLimit | null) {}

  /** Runs `call` once the account's rate allows; with no rate, at once. */
  run<T>(account: string, call: () => Promise<T>): Promise<T> {
    if (!this.rate) return call();
    let slots = this.slots.get(account);
    if (!slots) this.slots.set(account, (slots = new Slots(this.rate.limit, Math.ceil(this.rate.intervalMs * MARGIN))));
    return slots.run(call);
  }
}
