// Browser: disabled controls say why (spec 1 §6); a record that does not exist shows the 404 page without
// react-admin's generic toast; changing one's own role asks first, shows the server's refusal (no other
// active super user), and once accepted the user continues with the new role.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SUPER } from '../support/app';
import { createPartner, PASSWORD } from '../support/fixtures';
import { signInAs, tooltipOf } from './browser';
import { browserSuite } from './suite';

const NOTHING_CHANGED = 'Nothing to save: change something first';

describe('Forms and controls', () => {
  const suite = browserSuite();
  let page: Page;
  let partnerId: string;
  let superId: string;

  beforeAll(async () => {
    partnerId = await createPartner(suite.su);
    superId = (await suite.su.get('/auth/current-user')).body.id as string;
    ({ page } = await suite.newPage());
  });

  it('says why the login button waits', async () => {
    await page.goto('/login');
    const logIn = page.getByRole('button', { name: 'Log In' });
    expect(await tooltipOf(page, logIn)).toBe('Enter your email first');
    await page.getByLabel('Email').fill(SUPER.email);
    expect(await tooltipOf(page, logIn)).toBe('Enter your password first');
  });

  it('says why list paging, saving, uploading and picking wait', async () => {
    await signInAs(page, SUPER.email, SUPER.password, '/partners');
    await page.getByRole('cell').first().waitFor();
    expect(await tooltipOf(page, page.getByRole('button', { name: 'Previous page' }))).toBe('This is the first page');
    expect(await tooltipOf(page, page.getByRole('button', { name: 'Next page' }))).toBe('This is the last page');

    await page.goto(`/users/${superId}`);
    expect(await tooltipOf(page, page.getByRole('button', { name: 'Save' }))).toBe(NOTHING_CHANGED);

    await page.goto(`/assets-manager?partner=${partnerId}`);
    await page.getByRole('button', { name: 'Upload', exact: true }).first().click();
    const upload = page.getByRole('dialog', { name: 'Upload assets' });
    expect(await tooltipOf(page, upload.getByRole('button', { name: 'Next: Details' }))).toBe(
      'Add files or links first',
    );
    expect(await tooltipOf(page, upload.getByRole('button', { name: 'Add link' }))).toBe('Enter a URL first');
    await upload.getByLabel('Link to URL').fill('not a link');
    expect(await tooltipOf(page, upload.getByRole('button', { name: 'Add link' }))).toBe('Please enter a valid URL');
    await upload.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Pick from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Asset library' });
    expect(await tooltipOf(page, picker.getByRole('button', { name: 'Add' }))).toBe('Select assets first');
    await picker.getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows the 404 page for a record that does not exist, with no generic toast', async () => {
    await page.goto('/users/0123456789abcdef01234567');
    await page.waitForURL('**/404');
    await page.getByText('Sorry, the page you visited does not exist.').waitFor();
    await expect(page.getByText('Element does not exist').count()).resolves.toBe(0);
  });

  it('asks before changing one’s own role, and shows the refusal when no other super user would remain', async () => {
    await page.goto(`/users/${superId}`);
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change your own role?' });
    await confirm.getByText('You are changing your own role from Super admin to Admin.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Change my role' }).click();
    await page.getByText('At least one active super user must remain').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/users/${superId}`);
  });

  it('continues with the new role once the change is accepted', async () => {
    const created = await (
      await suite.app.superClient()
    ).post('/users', { email: 'second-super@example.com', name: 'Second Super', role: 'SUPER', password: PASSWORD });
    expect(created.status).toBe(201);
    await page.goto(`/users/${superId}`);
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('dialog', { name: 'Change your own role?' })
      .getByRole('button', { name: 'Change my role' })
      .click();
    await page.waitForURL((url) => url.pathname === '/concepts');
    await page.getByRole('button', { name: 'User menu' }).getByText('Admin', { exact: true }).waitFor();
  });
});
