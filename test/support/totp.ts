// TOTP codes in tests (issue 22 §4), computed from an enrolled secret with the product's library (otplib). A test
// uses codes of the steps around one 30 s step, so it starts early in a step: the clock stays there meanwhile.
import { generate } from 'otplib';
import { beforeEach, expect } from 'vitest';
import type { ApiTest } from './api-test';
import { PASSWORD } from './fixtures';
import type { HttpClient } from './http';

const PERIOD = 30;
export type CodeAt = (secret: string, offset: number) => Promise<string>;

/** Waits until early in a step; the answer gives the code of the step `offset` steps from it (-1, 0 and +1 are within
 * the product's tolerance). */
export async function earlyInStep(): Promise<CodeAt> {
  while (Math.floor(Date.now() / 1000) % PERIOD > 20) await new Promise((resolve) => setTimeout(resolve, 500));
  const step = Math.floor(Date.now() / 1000 / PERIOD);
  return (secret, offset) => generate({ secret, epoch: (step + offset) * PERIOD + 1 });
}

/** A 6-digit code other than `code`. */
export const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1e6).padStart(6, '0');
export const secretOf = (otpauthUrl: string) => new URL(otpauthUrl).searchParams.get('secret')!;

/** Sets up and confirms two-factor sign-in for the client's user: the secret and the recovery codes answered. */
export async function enrolTotp(client: HttpClient, codeAt: CodeAt, offset = -1) {
  const setup = await client.post('/auth/totp/setup');
  expect(setup.status).toBe(200);
  const secret = secretOf(setup.body.otpauthUrl);
  const confirmed = await client.post('/auth/totp/confirm', { code: await codeAt(secret, offset) });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

/** An API test file's TOTP helpers: each test starts early in a step, and codes are of that step. */
export function useTotp(w: ApiTest) {
  let stepCode: CodeAt;
  beforeEach(async () => {
    stepCode = await earlyInStep();
  });
  const codeAt: CodeAt = (secret, offset) => stepCode(secret, offset);
  return {
    codeAt,
    enrol: (client: HttpClient) => enrolTotp(client, codeAt),
    /** The password step of a sign-in, from a new client (202 with a challenge when a code comes next). */
    passwordStep: (email: string) => w.t.client().post('/auth/login', { username: email, password: PASSWORD }),
    userStream: (userId: string) => w.t.system.deps.store.readStream(`User-${userId}`),
  };
}
