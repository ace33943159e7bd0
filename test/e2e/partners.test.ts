// Browser: a super user signs in, opens Partners, creates a partner and sees it listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, SUPER, type TestApp } from '../support/app';
import { openBrowser, signIn, type BrowserSession } from './browser';
import { assertUiBuilt } from './ui-built';

describe('Partners screen', () => {
  let app: TestApp;
  let browser: BrowserSession;

  beforeAll(async () => {
    assertUiBuilt();
    app = await startTestApp();
    browser = await openBrowser(app.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('sends a signed-out visitor to /login and back to Partners after signing in', async () => {
    const { page } = browser;
    await page.goto('/partners');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').waitFor();
    expect(await page.title()).toBe('Login - Video & Display');
    await page.getByLabel('Email').fill(SUPER.email);
    await page.getByLabel('Password', { exact: true }).fill(SUPER.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/partners');
    await page.getByRole('heading', { name: 'Partners', exact: true }).waitFor();
    expect(await page.title()).toBe('Partners - Video & Display');
  });

  it('creates a partner and lists it', async () => {
    const { page } = browser;
    const name = `Acme ${Date.now()}`;
    await page.getByRole('button', { name: 'New partner' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Demo' }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await row.waitFor();
    await expect(row.getByRole('cell', { name: 'Demo', exact: true }).count()).resolves.toBe(1);
    await expect(row.getByText('Active').count()).resolves.toBe(1);

    // Read your own writes: the list still shows it after a reload.
    await page.reload();
    await page.getByRole('cell', { name, exact: true }).waitFor();
  });

  it('sends unknown paths to the 404 page', async () => {
    const { page } = browser;
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await page.getByText('Sorry, the page you visited does not exist.').waitFor();
  });
});

