// Repeated failed sign-ins are refused with 429 'Too Many Requests': per email and client address, and
// per client address across emails, within a sliding window. Kept in memory: one process serves sign-in.
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;
export const FAILURE_WINDOW_MS = 15 * 60_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private recent(key: string): number[] {
    const since = this.now() - FAILURE_WINDOW_MS;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  isBlocked(address: string, email: string): boolean {
    return (
      this.recent(`${address}|${email.toLowerCase()}`).length >= MAX_FAILURES_PER_ACCOUNT ||
      this.recent(address).length >= MAX_FAILURES_PER_ADDRESS
    );
  }

  recordFailure(address: string, email: string): void {
    for (const key of [`${address}|${email.toLowerCase()}`, address]) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  recordSuccess(address: string, email: string): void {
    this.failures.delete(`${address}|${email.toLowerCase()}`);
  }
}
