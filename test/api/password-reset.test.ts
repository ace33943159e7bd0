// Password reset through the API (issue 22 §4; spec 1 §2.1 /password, /password/{hash}): a link mailed to an active
// account's e-mail (the SMTP stand-in receives it), the same answer for an e-mail no account uses (and no mail, no
// event); the link sets a new password under the password rules, ends the user's other sessions, and works once; a
// made-up token opens nothing. Without mail set up the request says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGED, RESET_LINK_INVALID, RESET_REQUESTED } from '../../domain/password-reset/messages';
import { useApiTest } from '../support/api-test';
import { eventually } from '../support/eventually';
import { PASSWORD } from '../support/fixtures';
import { smtpStandIn, type SmtpStandIn } from '../support/smtp';

let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await smtpStandIn();
});
afterAll(() => smtp?.close());
const w = useApiTest({ config: () => ({ smtpUrl: smtp.url }), roles: ['REVIEWER'] });
const NEW_PASSWORD = 'Brand-new-password-2026';

/** The token of the link in the latest mail to `email` (quoted-printable soft breaks undone). */
function mailedToken(email: string): string {
  const mail = smtp.mails.filter((m) => m.to.includes(email)).at(-1);
  const text = mail!.raw.replace(/=\r?\n/g, '');
  return /\/password\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;
}

describe('password reset', () => {
  it('mails an active account a link, and answers the same for an e-mail nobody uses, appending nothing', async () => {
    const { email } = w.user('REVIEWER');
    const anon = w.t.client();
    const asked = await anon.post('/auth/password-reset', { email: email.toUpperCase() });
    expect([asked.status, asked.body]).toEqual([202, { message: RESET_REQUESTED }]);
    await eventually(() => expect(smtp.mails.some((m) => m.to.includes(email))).toBe(true));
    expect(mailedToken(email)).toHaveLength(43);

    const head = await w.t.system.deps.store.headPosition();
    const mails = smtp.mails.length;
    const unknown = await anon.post('/auth/password-reset', { email: 'nobody@nowhere.example' });
    expect([unknown.status, unknown.body]).toEqual([202, { message: RESET_REQUESTED }]);
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
    expect(smtp.mails.length).toBe(mails);
  });

  it('sets the new password once, under the rules, and ends the user’s sessions', async () => {
    const { email } = w.user('REVIEWER');
    const before = w.as('REVIEWER');
    expect((await before.get('/auth/current-user')).status).toBe(200);
    const anon = w.t.client();
    await anon.post('/auth/password-reset', { email });
    await eventually(() => expect(smtp.mails.filter((m) => m.to.includes(email)).length).toBeGreaterThan(1));
    const token = mailedToken(email);

    const weak = await anon.post('/auth/password-reset/complete', { token, password: 'short' });
    expect(weak.status).toBe(400);
    const made = await anon.post('/auth/password-reset/complete', { token, password: NEW_PASSWORD });
    expect([made.status, made.body]).toEqual([200, { message: PASSWORD_CHANGED }]);

    expect((await before.get('/auth/current-user')).status).toBe(401);
    await w.t.system.runner.waitFor(await w.t.system.deps.store.headPosition());
    expect((await w.t.client().post('/auth/login', { username: email, password: PASSWORD })).status).toBe(401);
    expect((await w.t.client().post('/auth/login', { username: email, password: NEW_PASSWORD })).status).toBe(200);

    const again = await anon.post('/auth/password-reset/complete', { token, password: 'Another-password-2026' });
    expect([again.status, again.body.message]).toEqual([410, RESET_LINK_INVALID]);
    const madeUp = await anon.post('/auth/password-reset/complete', { token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect([madeUp.status, madeUp.body.message]).toEqual([410, RESET_LINK_INVALID]);
  });
});
