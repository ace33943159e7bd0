// Browser: a self-service admin edits a business node's subscribers on the partner tree (issue 22 §3; spec 3 §3, §6
// "edit subscribers"): chooses users of the partner from the autocomplete, saves, sees the inherited subscriber of the
// node above, and removes one; the server holds what the dialog showed.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inviteAndAccept } from '../support/fixtures';
import { browserSuite } from './suite';

describe('Business node subscribers', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN', 'MANAGER', 'REVIEWER'] });

  const subscribersOf = async (nodeId: string) =>
    (await suite.su.get<{ id: string }[]>(`/business-nodes/${nodeId}/subscribers`)).body.map((r) => r.id);

  async function openDialog(page: Page, node: string) {
    await page.getByRole('button', { name: `Subscribers of ${node}` }).click();
    const dialog = page.getByRole('dialog', { name: `Subscribers of ${node}` });
    await dialog.waitFor();
    return dialog;
  }

  async function choose(page: Page, dialog: ReturnType<Page['getByRole']>, search: string, option: string) {
    await dialog.getByRole('combobox', { name: 'Subscribers', exact: true }).fill(search);
    await page.getByRole('option', { name: option }).click();
  }

  it('chooses subscribers of the partner, saves them, shows the inherited ones and removes one', async () => {
    const { partnerId, rootNodeId, childNodeId } = suite.acme;
    const regional = await inviteAndAccept(suite.t, suite.su, partnerId, rootNodeId, 'ANALYST');
    expect((await suite.su.put(`/business-nodes/${rootNodeId}`, { subscribers: [regional.id] })).status).toBe(200);
    const manager = suite.user('MANAGER');
    const reviewer = suite.user('REVIEWER');

    const page = await suite.signedIn('SELF_SERVICE_ADMIN', '/admin/tree');
    const tree = page.getByRole('tree', { name: 'Business nodes' });
    await tree.getByRole('treeitem', { name: 'Germany' }).waitFor(); // the tree opens expanded

    let dialog = await openDialog(page, 'Germany');
    await dialog.getByText('ANALYST user').waitFor(); // inherited from EMEA
    await dialog.getByText('Subscriber of EMEA').waitFor();
    await choose(page, dialog, 'manager', `MANAGER user (${manager.email})`);
    await choose(page, dialog, 'reviewer', `REVIEWER user (${reviewer.email})`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Subscribers of Germany saved').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await subscribersOf(childNodeId)).sort()).toEqual([manager.id, reviewer.id].sort());

    // Opened again it shows what is saved; removing the manager's chip and saving keeps the reviewer only.
    dialog = await openDialog(page, 'Germany');
    const managerChip = dialog.locator('.MuiChip-root', { hasText: `MANAGER user (${manager.email})` });
    await managerChip.waitFor();
    await managerChip.locator('.MuiChip-deleteIcon').click();
    await managerChip.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Subscribers of Germany saved').waitFor();
    await expect.poll(() => subscribersOf(childNodeId)).toEqual([reviewer.id]);
    await page.close();
  });
});
