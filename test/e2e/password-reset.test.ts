// Browser: a password reset through the mail (issue 22 §4, §5; spec 1 §2.1 /password and /password/{hash}; spec 3 §3
// token validity). A user asks on /password, the mail reaches the SMTP stand-in, and its link opens the form (VALID);
// the new password signs in. The used link then says it is invalid, and a link past its hour says it has expired,
// neither offering the form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGED, RESET_LINK_VALIDITY_TEXT, RESET_REQUESTED } from '../../domain/password-reset/messages';
import { eventually } from '../support/eventually';
import { recordExpiredResetLink } from '../support/reset-links';
import { smtpStandIn, type SmtpStandIn } from '../support/smtp';
import { signIn } from './browser';
import { browserSuite } from './suite';

let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await smtpStandIn();
});
afterAll(() => smtp?.close());
const suite = browserSuite(() => ({ smtpUrl: smtp.url }), { roles: ['REVIEWER', 'MANAGER'] });
const NEW_PASSWORD = 'Through-the-mail-2026';

describe('Password reset through the mail', () => {
  it('asks for a link, opens it from the mail, sets a new password and signs in with it; the used link is invalid', async () => {
    const { email } = suite.user('REVIEWER');
    const { page } = await suite.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(RESET_REQUESTED).waitFor();

    await eventually(() => expect(smtp.mails.some((m) => m.to.includes(email))).toBe(true));
    const mail = smtp.mails.find((m) => m.to.includes(email))!.raw.replace(/=\r?\n/g, '');
    const link = new URL(/https?:\/\/\S+\/password\/[A-Za-z0-9_-]{43}/.exec(mail)![0]);
    await page.goto(link.pathname);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText(PASSWORD_CHANGED).waitFor();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await signIn(page, email, NEW_PASSWORD);
    expect(new URL(page.url()).pathname).not.toBe('/login');

    const { page: again } = await suite.newPage();
    await again.goto(link.pathname);
    await again.getByText(RESET_LINK_VALIDITY_TEXT.INVALID).waitFor();
    await expect(again.locator('input[type=password]').count()).resolves.toBe(0);
    await again.getByRole('link', { name: 'Send a new link' }).click();
    await again.getByRole('heading', { name: 'Reset your password', exact: true }).waitFor();
  });

  it('says a link past its hour has expired, without the form', async () => {
    const token = 'expired-in-the-browser-'.padEnd(43, 'x');
    const { id: userId } = suite.user('MANAGER');
    await recordExpiredResetLink(suite.t.system.deps.store, userId, token);
    const { page } = await suite.newPage();
    await page.goto(`/password/${token}`);
    await page.getByText(RESET_LINK_VALIDITY_TEXT.EXPIRED).waitFor();
    await expect(page.locator('input[type=password]').count()).resolves.toBe(0);
  });
});
