// Failed sign-ins are counted three ways (rate-limiter-flexible's login protection): per account and
// client address, cleared by a success; per account from any address, so changing address does not reset
// it; per address across accounts. Past any limit the answer is 429 until that window ends. Counted in
// memory: one process serves sign-in, and a restart forgetting the counts only shortens a lockout.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export const MAX_CONSECUTIVE_FAILURES = 5;
export const MAX_FAILURES_PER_ACCOUNT = 20;
export const MAX_FAILURES_PER_ADDRESS = 30;
export const FAILURE_WINDOW_SECONDS = 15 * 60;

const counter = (keyPrefix: string, points: number) => new RateLimiterMemory({ keyPrefix, points, duration: FAILURE_WINDOW_SECONDS });

/** `email` as sign-in reads it (normalised), `address` as Fastify reads it (request.ip: TRUST_PROXY honoured). */
const accountAtAddress = (address: string, email: string) => `${email}|${address}`;

export class LoginThrottle {
  private readonly consecutive = counter('account+address', MAX_CONSECUTIVE_FAILURES);
  private readonly perAccount = counter('account', MAX_FAILURES_PER_ACCOUNT);
  private readonly perAddress = counter('address', MAX_FAILURES_PER_ADDRESS);

  /**
   * Counts a sign-in attempt before its password is checked, so parallel tries cannot all pass a check
   * made before any of them is counted. Answers the whole seconds to wait when it is one too many, else 0.
   */
  async attempt(address: string, email: string): Promise<number> {
    const outcomes = await Promise.allSettled([
      this.consecutive.consume(accountAtAddress(address, email)),
      this.perAccount.consume(email),
      this.perAddress.consume(address),
    ]);
    const waits = outcomes.map((outcome) => {
      if (outcome.status === 'fulfilled') return 0;
      if (outcome.reason instanceof RateLimiterRes) return outcome.reason.msBeforeNext;
      throw outcome.reason;
    });
    return Math.ceil(Math.max(0, ...waits) / 1000);
  }

  /** A sign-in that succeeded does not count, and ends this address's run of failures for the account. */
  async succeeded(address: string, email: string): Promise<void> {
    await Promise.all([this.consecutive.delete(accountAtAddress(address, email)), this.perAccount.reward(email), this.perAddress.reward(address)]);
  }
}
