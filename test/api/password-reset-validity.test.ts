// A password reset link's token validity (spec 3 §3: INVALID, EXPIRED, VALID) through POST
// /auth/password-reset/validity, which the link's page asks before it offers the form: a mailed link is VALID until it
// is used (then INVALID), a made-up token INVALID, a link past its hour EXPIRED, and the link of a user deactivated
// since INVALID. Asking writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApiTest } from '../support/api-test';
import { eventually } from '../support/eventually';
import { recordExpiredResetLink } from '../support/reset-links';
import { smtpStandIn, type SmtpStandIn } from '../support/smtp';

let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await smtpStandIn();
});
afterAll(() => smtp?.close());
const w = useApiTest({ config: () => ({ smtpUrl: smtp.url }), roles: ['REVIEWER', 'MANAGER', 'SELF_SERVICE_ADMIN'] });

async function mailedToken(email: string): Promise<string> {
  const before = smtp.mails.filter((m) => m.to.includes(email)).length;
  expect((await w.t.client().post('/auth/password-reset', { email })).status).toBe(202);
  await eventually(() => expect(smtp.mails.filter((m) => m.to.includes(email)).length).toBe(before + 1));
  const text = smtp.mails
    .filter((m) => m.to.includes(email))
    .at(-1)!
    .raw.replace(/=\r?\n/g, '');
  return /\/password\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;
}

const validity = async (token: string) => {
  const answer = await w.t.client().post('/auth/password-reset/validity', { token });
  expect(answer.status).toBe(200);
  return answer.body.tokenValidity as string;
};

describe('password reset token validity', () => {
  it('is VALID for a mailed link until it is used, then INVALID; a made-up token is INVALID; asking writes nothing', async () => {
    const token = await mailedToken(w.user('REVIEWER').email);
    const head = await w.t.system.deps.store.headPosition();
    expect(await validity(token)).toBe('VALID');
    expect(await validity('x'.repeat(43))).toBe('INVALID');
    expect(await w.t.system.deps.store.headPosition()).toBe(head);

    const used = await w.t
      .client()
      .post('/auth/password-reset/complete', { token, password: 'Brand-new-password-2026' });
    expect(used.status).toBe(200);
    expect(await validity(token)).toBe('INVALID');
  });

  it('is EXPIRED for a link past its hour', async () => {
    const token = 'expired-token-'.padEnd(43, 'e');
    const { id: userId } = w.user('MANAGER');
    await recordExpiredResetLink(w.t.system.deps.store, userId, token);
    expect(await validity(token)).toBe('EXPIRED');
  });

  it('is INVALID for the link of a user deactivated since it was mailed', async () => {
    const manager = w.user('MANAGER');
    const token = await mailedToken(manager.email);
    expect(await validity(token)).toBe('VALID');
    expect((await w.as('SELF_SERVICE_ADMIN').post(`/users/${manager.id}/deactivate`)).status).toBe(200);
    await w.t.system.runner.waitFor(await w.t.system.deps.store.headPosition());
    expect(await validity(token)).toBe('INVALID');
  });

  it('refuses a body without a token', async () => {
    expect((await w.t.client().post('/auth/password-reset/validity', {})).status).toBe(400);
    expect((await w.t.client().post('/auth/password-reset/validity', { token: '' })).status).toBe(400);
  });
});
