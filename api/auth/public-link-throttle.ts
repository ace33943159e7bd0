// The public tearsheet links (issue 19 §3) answer anyone, signed in or not, so each address is limited the way failed
// sign-ins are (rate-limiter-flexible, in memory, as ./login-throttle.ts): a token is 256 bits of chance, so guessing
// is hopeless anyway, but every opening is an event in the audit trail and every miss a lookup, and neither may be had
// in bulk. Past a limit the answer is 429 with Retry-After until the window ends.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Openings (and pictures) per address and minute: a person clicking through a shared spreadsheet stays well under. */
export const PUBLIC_REQUESTS_PER_MINUTE = 120;
/** Unknown, expired or revoked tokens per address in a quarter of an hour. */
export const PUBLIC_MISSES_PER_WINDOW = 20;
const MISS_WINDOW_SECONDS = 15 * 60;

const secondsOf = (reason: unknown): number => {
  if (reason instanceof RateLimiterRes) return Math.max(1, Math.ceil(reason.msBeforeNext / 1000));
  throw reason;
};

export class PublicLinkThrottle {
  private readonly requests = new RateLimiterMemory({
    keyPrefix: 'public-link',
    points: PUBLIC_REQUESTS_PER_MINUTE,
    duration: 60,
  });
  private readonly misses = new RateLimiterMemory({
    keyPrefix: 'public-link-miss',
    points: PUBLIC_MISSES_PER_WINDOW,
    duration: MISS_WINDOW_SECONDS,
  });

  /** Counts a request: the seconds to wait when it is one too many (or the address missed too often), else 0. */
  async attempt(address: string): Promise<number> {
    const missed = await this.misses.get(address);
    if (missed && missed.consumedPoints >= PUBLIC_MISSES_PER_WINDOW) return secondsOf(missed);
    return this.requests.consume(address).then(() => 0, secondsOf);
  }

  /** A token that opened nothing. */
  async missed(address: string): Promise<void> {
    await this.misses.consume(address).catch((reason: unknown) => secondsOf(reason));
  }
}
