// Browser: a self-service admin runs the admin commands after a confirmation. Disabled commands say why
// (deactivating oneself, deleting a market in use), and each command refreshes the other screens it
// changes: a renamed market shows in the partner tree without a reload.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tooltipOf } from './browser';
import { browserSuite } from './suite';

const rowOf = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

/** Runs a confirm-and-run button: opens its dialog, confirms, waits for the toast. */
async function confirmCommand(page: Page, button: string, title: string, toast: string) {
  const verb = button.split(' ')[0]!;
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: verb }).click();
  await page.getByText(toast).waitFor();
}

async function openFromUserMenu(page: Page, item: string, heading: string) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

describe('Admin commands', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN', 'MANAGER'], globex: [] });
  let page: Page;

  beforeAll(async () => {
    page = await suite.signedIn('SELF_SERVICE_ADMIN');
  });

  it('deactivates and activates a user; nobody can deactivate themselves', async () => {
    const me = suite.user('SELF_SERVICE_ADMIN').email;
    const manager = suite.user('MANAGER').email;
    await page.goto('/admin/users');
    await rowOf(page, manager).waitFor();

    expect(await page.getByRole('button', { name: `Deactivate ${me}` }).isDisabled()).toBe(true);
    expect(await tooltipOf(page, page.getByRole('button', { name: `Deactivate ${me}` }))).toBe(
      'You cannot deactivate yourself',
    );

    await confirmCommand(page, `Deactivate ${manager}`, `Deactivate ${manager}?`, `User ${manager} deactivated`);
    await rowOf(page, manager).getByText('DEACTIVATED').waitFor();
    await confirmCommand(page, `Activate ${manager}`, `Activate ${manager}?`, `User ${manager} activated`);
    await rowOf(page, manager).getByText('ACTIVE', { exact: true }).waitFor();
  });

  it('keeps a market in use; renaming it shows in the partner tree; an unused one is deleted', async () => {
    await openFromUserMenu(page, 'Partner tree', 'Partner tree');
    const tree = page.getByRole('tree', { name: 'Business nodes' });
    await tree.getByText('Germany', { exact: true }).nth(1).waitFor(); // the node and its market

    await openFromUserMenu(page, 'Markets', 'Markets');
    await rowOf(page, 'Germany').waitFor();
    expect(await page.getByRole('button', { name: 'Delete Germany' }).isDisabled()).toBe(true);
    expect(await tooltipOf(page, page.getByRole('button', { name: 'Delete Germany' }))).toBe(
      'This market is used by business nodes and cannot be deleted',
    );

    await page.getByRole('button', { name: 'Rename Germany' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Germany' });
    await rename.getByLabel('Name').fill('Deutschland');
    await rename.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Market Germany renamed to Deutschland').waitFor();

    await page.getByRole('button', { name: 'New market' }).click();
    const create = page.getByRole('dialog', { name: 'New market' });
    await create.getByLabel('Name').fill('Spain');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Market Spain created').waitFor();
    await confirmCommand(page, 'Delete Spain', 'Delete Spain?', 'Market Spain deleted');
    await rowOf(page, 'Spain').waitFor({ state: 'detached' });

    await openFromUserMenu(page, 'Partner tree', 'Partner tree');
    await tree.getByText('Deutschland', { exact: true }).waitFor();
  });

  it('adds a business node to a user and removes it after a confirmation, keeping one at least', async () => {
    const manager = suite.user('MANAGER');
    await page.goto('/admin/users');
    await rowOf(page, manager.email).getByText('Local', { exact: true }).waitFor(); // the login provider
    await page.goto(`/admin/users/${manager.id}`);
    const nodes = page.getByRole('list', { name: 'Business nodes' });
    await nodes.getByText('EMEA / Germany', { exact: true }).waitFor();
    const removeGermany = page.getByRole('button', { name: 'Remove EMEA / Germany' });
    expect(await removeGermany.isDisabled()).toBe(true);
    expect(await tooltipOf(page, removeGermany)).toBe(
      "The user's only business node: add another one before removing it",
    );
    const add = page.getByRole('button', { name: 'Add', exact: true });
    expect(await tooltipOf(page, add)).toBe('Choose the business nodes to add first');

    await page.getByLabel('Add business nodes').click();
    await page.getByRole('option', { name: 'EMEA', exact: true }).click();
    await add.click();
    await page.getByText(`Business node added to ${manager.email}`).waitFor();
    await nodes.getByText('EMEA', { exact: true }).waitFor();
    expect(await removeGermany.isDisabled()).toBe(false);

    await page.getByRole('button', { name: 'Remove EMEA', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove EMEA?' });
    await confirm.getByText(`${manager.email} will no longer work on EMEA and the nodes below it.`).waitFor();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Business node EMEA removed').waitFor();
    await nodes.getByText('EMEA', { exact: true }).waitFor({ state: 'detached' });
    await page.reload();
    await nodes.getByText('EMEA / Germany', { exact: true }).waitFor();
    await expect(nodes.getByText('EMEA', { exact: true }).count()).resolves.toBe(0);
    const events = await suite.t.system.deps.store.readStream(`User-${manager.id}`);
    expect(events.map((e) => e.type).slice(-2)).toEqual(['UserBusinessNodesAdded', 'UserBusinessNodesRemoved']);
  });

  it('a super user moves a user to another partner, onto one of its nodes', async () => {
    const su = await suite.signedIn('SUPER');
    const manager = suite.user('MANAGER');
    const globex = (await suite.su.get(`/partners/${suite.globex.partnerId}`)).body.name as string;
    await su.goto(`/admin/users/${manager.id}`);
    await su.getByRole('button', { name: 'Move to partner' }).click();
    const dialog = su.getByRole('dialog', { name: `Move ${manager.email}?` });
    expect(await tooltipOf(su, dialog.getByRole('button', { name: 'Move' }))).toBe('Choose a partner');
    await dialog.getByLabel('Partner').click();
    await su.getByRole('option', { name: globex }).click();
    await dialog.getByLabel('Business node').click();
    await su.getByRole('option', { name: 'EMEA / Germany' }).click();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await su.getByText(`User ${manager.email} moved`).waitFor();
    await su.getByText('Business nodes:').locator('..').getByText('Germany').waitFor();
    await su.close();
  });
});
