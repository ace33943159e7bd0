// Browser: a super user signs in, opens Partners, creates a partner and sees it listed, then archives it
// (gone from the client switcher) and unarchives it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SUPER } from '../support/app';
import { browserSuite } from './suite';

describe('Partners screen', () => {
  const suite = browserSuite();
  let page: Page;

  beforeAll(async () => {
    ({ page } = await suite.newPage());
  });

  it('sends a signed-out visitor to /login and back to Partners after signing in', async () => {
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

  const name = `Acme ${Date.now()}`;

  it('creates a partner and lists it', async () => {
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

  it('archives a partner after a confirmation: hidden from the client switcher until unarchived', async () => {
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    const switcher = page.getByRole('combobox', { name: 'Client Name' });
    const inSwitcher = async () => {
      await switcher.fill(name);
      const found = await page.getByRole('option', { name }).or(page.getByText('No clients found')).textContent();
      await switcher.fill('');
      await page.keyboard.press('Escape');
      return found === name;
    };
    await expect.poll(inSwitcher).toBe(true);

    await row.getByRole('button', { name: `Archive ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Archive ${name}?` });
    await confirm.getByText('Archived partners are hidden from the client switcher.').waitFor();
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await page.getByText(`Partner ${name} archived`).waitFor();
    await row.getByText('Archived', { exact: true }).waitFor();
    await expect.poll(inSwitcher).toBe(false);

    await row.getByRole('button', { name: `Unarchive ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Unarchive ${name}?` })
      .getByRole('button', { name: 'Unarchive' })
      .click();
    await page.getByText(`Partner ${name} unarchived`).waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await expect.poll(inSwitcher).toBe(true);
  });

  it('sends unknown paths to the 404 page', async () => {
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await page.getByText('Sorry, the page you visited does not exist.').waitFor();
  });
});
