// Browser: two-factor sign-in (issue 22 §4). A user enrols on the Security page from the user menu (the code
// computed here from the shown key with the product's TOTP library), signs out, and signs in again: the password
// step asks for the 6-digit code, a wrong one is refused, the right one signs in. A super user requires it of a
// partner with the switch of the partner's edit dialog.
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { WRONG_CODE } from '../../commands/two-factor';
import { SUPER } from '../support/app';
import { eventually } from '../support/eventually';
import { PASSWORD } from '../support/fixtures';
import { signIn } from './browser';
import { browserSuite } from './suite';

const suite = browserSuite({}, { roles: ['REVIEWER'] });
const PERIOD = 30;

describe('Two-factor sign-in', () => {
  it('enrols from the Security page and signs in with a code', async () => {
    // The test's codes are of this step and the next, both within the product's tolerance: start early in a step.
    while (Math.floor(Date.now() / 1000) % PERIOD > 20) await new Promise((resolve) => setTimeout(resolve, 500));
    const step = Math.floor(Date.now() / 1000 / PERIOD);
    const codeAt = (secret: string, offset: number) => generate({ secret, epoch: (step + offset) * PERIOD + 1 });

    const { email } = suite.user('REVIEWER');
    const { page } = await suite.newPage();
    await signIn(page, email, PASSWORD);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Security' }).click();
    await expect(page.getByTestId('totp-state').textContent()).resolves.toBe('Off');
    await page.getByRole('button', { name: 'Set up' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = /key: ([A-Z2-7]+)/.exec((await page.getByTestId('totp-secret').textContent())!)![1]!;
    await page.getByLabel('6-digit code').fill(await codeAt(secret, 0));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByTestId('totp-state').getByText('On').waitFor();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
    const wrong = String((Number(await codeAt(secret, 1)) + 1) % 1e6).padStart(6, '0');
    await page.getByLabel('6-digit code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').getByText(WRONG_CODE).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('6-digit code').fill(await codeAt(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.getByRole('button', { name: 'User menu' }).waitFor();
  });

  it("a super user requires it of a partner from the partner's edit dialog", async () => {
    const { partnerId } = suite.acme;
    const partnerOf = async () => (await suite.su.get(`/partners/${partnerId}`)).body;
    const { name } = await partnerOf();
    const { page } = await suite.newPage();
    await signIn(page, SUPER.email, SUPER.password);
    await page.goto('/partners');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const requirement = page.getByRole('dialog').getByLabel(/Require two-factor sign-in/);
    await expect(requirement.isChecked()).resolves.toBe(false);
    // The switch shows what the server holds: it turns once the change is saved and the list read again.
    await requirement.click();
    await eventually(async () => expect(await requirement.isChecked()).toBe(true));
    expect((await partnerOf()).twoFactorRequired).toBe(true);
    await requirement.click();
    await eventually(async () => expect(await requirement.isChecked()).toBe(false));
    expect((await partnerOf()).twoFactorRequired).toBe(false);
  });
});
