// Failed sign-ins are counted three ways (rate-limiter-flexible's login protection): per account and
// client address, cleared by a success; per account from any address, so changing address does not reset
// it; per address across accounts. Past an account's limit the answer is 429 until that window ends. Past
// the address's limit the address is slowed, not shut: many people sign in from one address (an office
// behind NAT), and one person's typing must not lock all of them out. It gets one try per turn, each turn
// twice as long as the last, up to a minute, so a spray of guesses from it crawls while a colleague with
// the right password waits seconds. Counted in memory: one process serves sign-in, and a restart forgetting
// the counts only shortens a lockout.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export const MAX_CONSECUTIVE_FAILURES = 5;
export const MAX_FAILURES_PER_ACCOUNT = 20;
export const MAX_FAILURES_PER_ADDRESS = 30;
const FAILURE_WINDOW_SECONDS = 15 * 60;
/** The longest turn of an address past its limit. */
export const MAX_ADDRESS_TURN_SECONDS = 60;

const counter = (keyPrefix: string, points: number) =>
  new RateLimiterMemory({ keyPrefix, points, duration: FAILURE_WINDOW_SECONDS });

/** `email` as sign-in reads it (normalised), `address` as Fastify reads it (request.ip: TRUST_PROXY honoured). */
const accountAtAddress = (address: string, email: string) => `${email}|${address}`;

/** The milliseconds a refused consume asks to wait; any other failure passes through. */
function refusalWait(reason: unknown): number {
  if (reason instanceof RateLimiterRes) return reason.msBeforeNext;
  throw reason;
}

const waitOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'fulfilled' ? 0 : refusalWait(outcome.reason);

export class LoginThrottle {
  private readonly consecutive = counter('account+address', MAX_CONSECUTIVE_FAILURES);
  private readonly perAccount = counter('account', MAX_FAILURES_PER_ACCOUNT);
  private readonly perAddress = counter('address', MAX_FAILURES_PER_ADDRESS);
  /** One try per turn for an address past its limit; a turn's length is set by the try that opens it. */
  private readonly addressTurn = new RateLimiterMemory({ keyPrefix: 'address-turn', points: 1, duration: 1 });

  /**
   * Counts a sign-in attempt before its password is checked, so parallel tries cannot all pass a check
   * made before any of them is counted. Answers the whole seconds to wait when it is one too many, else 0.
   */
  async attempt(address: string, email: string): Promise<number> {
    const [consecutive, account, fromAddress] = await Promise.allSettled([
      this.consecutive.consume(accountAtAddress(address, email)),
      this.perAccount.consume(email),
      this.perAddress.consume(address),
    ]);
    const wait = Math.max(waitOf(consecutive), waitOf(account)) || (await this.addressWait(address, fromAddress));
    return Math.ceil(wait / 1000);
  }

  /** 0 within the address's limit; past it, 0 for the try that opens the next turn (1 s, 2 s, 4 s … a minute), else the
   * rest of this one. */
  private async addressWait(address: string, counted: PromiseSettledResult<RateLimiterRes>): Promise<number> {
    if (counted.status === 'fulfilled') return 0;
    if (!(counted.reason instanceof RateLimiterRes)) throw counted.reason;
    const past = counted.reason.consumedPoints - MAX_FAILURES_PER_ADDRESS;
    const turnSeconds = Math.min(2 ** (past - 1), MAX_ADDRESS_TURN_SECONDS);
    return this.addressTurn.consume(address, 1, { customDuration: turnSeconds }).then(() => 0, refusalWait);
  }

  /** A sign-in that succeeded does not count, and ends this address's run of failures for the account. */
  async succeeded(address: string, email: string): Promise<void> {
    await Promise.all([
      this.consecutive.delete(accountAtAddress(address, email)),
      this.perAccount.reward(email),
      this.perAddress.reward(address),
    ]);
  }
}
