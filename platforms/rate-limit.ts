// A rate limiter per platform account (issue 20 §3: "the platform's quota is respected by a limiter per account"),
// on p-throttle's strict algorithm: no `limit` calls ever start within one interval, per account key. The Google
// adapters run every call of theirs through one, so the publish workflow's activities hold the platform's rate by
// using them. It holds within one worker process: workers side by side each hold their own.
import pThrottle from 'p-throttle';

export interface RateLimit {
  limit: number;
  intervalMs: number;
}

/** CM360's default quota: 1 query per second per project ("60 queries per minute per user"). */
export const CM360_QUERIES: RateLimit = { limit: 1, intervalMs: 1000 };
/** DV360: 150 write requests per minute per advertiser. */
export const DV360_WRITES: RateLimit = { limit: 150, intervalMs: 60_000 };

/** Held a little under the platform's rate: the platform counts arrivals, which the network may bunch. */
const MARGIN = 1.05;

type Throttled = (call: () => Promise<unknown>) => Promise<unknown>;

export class AccountRateLimiter {
  private readonly throttles = new Map<string, Throttled>();

  constructor(private readonly rate: RateLimit | null) {}

  /** Runs `call` once the account's rate allows; with no rate, at once. */
  run<T>(account: string, call: () => Promise<T>): Promise<T> {
    if (!this.rate) return call();
    let throttled = this.throttles.get(account);
    if (!throttled) {
      const { limit, intervalMs } = this.rate;
      throttled = pThrottle({ limit, interval: Math.ceil(intervalMs * MARGIN), strict: true })(
        (c: () => Promise<unknown>) => c(),
      );
      this.throttles.set(account, throttled);
    }
    return throttled(call) as Promise<T>;
  }
}
