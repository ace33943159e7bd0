// Browser: the session-expiry warning (spec 1 §9) with shortened timings. Production waits 900 s with a
// 300 s countdown; here the session lasts 12 s and the countdown 5 s, so the warning shows 2 s after the
// last API call and the automatic logout follows 1 s after the countdown reaches zero.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, SUPER, type TestApp } from '../support/app';
import { openBrowser, signIn, type BrowserSession } from './browser';
import { assertUiBuilt } from './ui-built';

const TIMINGS = { sessionMaxAgeMs: 12_000, countdownSeconds: 5 };

describe('Session expiry warning', () => {
  let app: TestApp;
  let browser: BrowserSession;

  beforeAll(async () => {
    assertUiBuilt();
    app = await startTestApp();
    browser = await openBrowser(app.baseUrl, { timings: TIMINGS });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('warns with a countdown; confirming keeps the session', async () => {
    const { page } = browser;
    await signIn(page, SUPER.email, SUPER.password);
    await page.goto('/partners');
    const dialog = page.getByTestId('session-expiry-dialog').getByRole('dialog');
    await dialog.waitFor({ timeout: 10_000 });
    await expect(dialog.getByText('Your session is about to expire').count()).resolves.toBe(1);
    expect(await page.getByTestId('session-countdown').textContent()).toMatch(/^0:0[1-5]$/);

    const slid = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/current-user') && r.status() === 200);
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await slid;
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/partners');
  });

  it('logs out automatically when not confirmed, and returns to the page after signing in again', async () => {
    const { page } = browser;
    const dialog = page.getByTestId('session-expiry-dialog').getByRole('dialog');
    await dialog.waitFor({ timeout: 10_000 });
    await page.waitForURL('**/login', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('varia.session'))).toBeNull();

    // The server session is gone too.
    const status = await page.evaluate(async () => (await fetch('/api/v1/auth/current-user')).status);
    expect(status).toBe(401);

    await page.getByLabel('Password', { exact: true }).fill(SUPER.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/partners');
  });
});
