// Failed sign-ins are throttled (DESIGN §6) in a way a client cannot sidestep: X-Forwarded-For counts only
// behind a configured proxy (TRUST_PROXY), the count keys on the email as sign-in reads it, and one
// account's failures from any address add up; an address past its limit is slowed, never shut.
import { describe, expect, it } from 'vitest';
import {
  MAX_ADDRESS_TURN_SECONDS,
  MAX_CONSECUTIVE_FAILURES,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
} from '../../api/auth/login-throttle';
import { useApiTest } from '../support/api-test';
import { SUPER, type TestApp } from '../support/app';

const direct = useApiTest();
const proxied = useApiTest({ config: { trustProxy: true } });

let addresses = 0;
/** A client address nobody has used yet in this file. */
const freshAddress = () => `198.51.100.${++addresses}`;

function signIn(t: TestApp, username: string, password: string, forwardedFor = freshAddress()) {
  return fetch(`${t.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ username, password }),
  });
}

/** The statuses of `tries` wrong passwords for one email, each from an address of its own. */
async function wrongPasswords(t: TestApp, email: string, tries: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) statuses.push((await signIn(t, email, 'not-the-password')).status);
  return statuses;
}

describe('without a trusted proxy', () => {
  it('ignores X-Forwarded-For: wrong passwords from "different" addresses reach 429', async () => {
    const statuses = await wrongPasswords(direct.t, 'spoofer@example.com', MAX_CONSECUTIVE_FAILURES + 1);
    expect(statuses).toEqual([...Array<number>(MAX_CONSECUTIVE_FAILURES).fill(401), 429]);
  });

  it('counts " Email@Example.com " as the email sign-in reads', async () => {
    for (let i = 0; i < MAX_CONSECUTIVE_FAILURES; i++)
      expect((await signIn(direct.t, 'spaced@example.com', 'x')).status).toBe(401);
    for (const variant of ['spaced@example.com ', ' Spaced@Example.COM'])
      expect((await signIn(direct.t, variant, 'x')).status).toBe(429);
  });

  it("answers 429 'Too Many Requests' with Retry-After", async () => {
    await wrongPasswords(direct.t, 'waiting@example.com', MAX_CONSECUTIVE_FAILURES);
    const blocked = await signIn(direct.t, 'waiting@example.com', 'x');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      statusCode: 429,
      code: 'DEFAULT_ERROR',
      error: 'Too Many Requests',
      message: 'Too Many Requests',
    });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(
      Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 15 * 60,
      `Retry-After: ${blocked.headers.get('retry-after')}`,
    ).toBe(true);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  it("keeps one account's limit whatever address the tries come from", async () => {
    const statuses = await wrongPasswords(proxied.t, 'target@example.com', 40);
    expect(statuses.indexOf(429)).toBe(MAX_FAILURES_PER_ACCOUNT);
    expect(statuses.slice(MAX_FAILURES_PER_ACCOUNT).every((s) => s === 429)).toBe(true);
  });

  it('slows one address across accounts, turn by longer turn, without shutting out a right password behind it', async () => {
    const address = freshAddress();
    const sprayed = (i: number) => signIn(proxied.t, `sprayed-${i}@example.com`, 'x', address);
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) expect((await sprayed(i)).status).toBe(401);
    // Past the limit the address has one try per turn: the first turn is a second long.
    expect((await sprayed(MAX_FAILURES_PER_ADDRESS)).status).toBe(401);
    const waiting = await signIn(proxied.t, SUPER.email, SUPER.password, address);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('1');
    // A colleague behind the same address (the super here) signs in once the turn is over.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn(proxied.t, SUPER.email, SUPER.password, address)).status).toBe(200);
    // The turns grow with every try past the limit, up to a minute.
    const slower = await sprayed(0);
    expect(slower.status).toBe(429);
    const retryAfter = Number(slower.headers.get('retry-after'));
    expect(retryAfter > 1 && retryAfter <= MAX_ADDRESS_TURN_SECONDS, `Retry-After: ${retryAfter}`).toBe(true);
    expect((await signIn(proxied.t, 'sprayed-0@example.com', 'x')).status, 'from another address').toBe(401);
  });

  it('counts consecutive failures per account and address, and a success clears them', async () => {
    const address = freshAddress();
    const tryWrong = () => signIn(proxied.t, SUPER.email, 'not-the-password', address);
    for (let i = 1; i < MAX_CONSECUTIVE_FAILURES; i++) expect((await tryWrong()).status).toBe(401);
    expect((await signIn(proxied.t, SUPER.email, SUPER.password, address)).status).toBe(200);
    for (let i = 0; i < MAX_CONSECUTIVE_FAILURES; i++) expect((await tryWrong()).status).toBe(401);
    expect((await tryWrong()).status).toBe(429);
    // Another address is not blocked by this one's run of failures.
    expect((await signIn(proxied.t, SUPER.email, SUPER.password)).status).toBe(200);
  });
});
