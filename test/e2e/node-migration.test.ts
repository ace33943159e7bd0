// Browser: a self-service admin migrates a business node's campaigns on the partner tree (issue 22 §3; spec 3 §7):
// the conflicts at the target are shown before anything moves (a blocking one keeps Migrate disabled, its tooltip
// says why), the migration is confirmed, its progress followed to the end, and the server holds the campaigns on the
// target. The product's own workers run the migration.
import { describe, expect, it } from 'vitest';
import { MIGRATION_MESSAGES as M } from '../../domain/business-tree/migration';
import { campaignOf, readyConcept } from '../support/campaigns';
import { addNode } from '../support/fixtures';
import { tooltipOf } from './browser';
import { browserSuite } from './suite';

describe('Business node migration', () => {
  const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN'] });

  it("migrates a node's campaigns with a conflict shown first", async () => {
    const { su, acme } = suite;
    const targetId = await addNode(su, acme.partnerId, { parentId: acme.rootNodeId, name: 'France' });
    const concept = await readyConcept(su, 'Migration concept', [acme.childNodeId, targetId], acme.partnerId);
    const spring = (await campaignOf(su, acme, concept, 'Spring')).campaignId;
    const summer = (await campaignOf(su, acme, concept, 'Summer')).campaignId;
    const onBoth = await su.request('PATCH', `/campaigns/${summer}/settings`, {
      businessNodes: [acme.childNodeId, targetId],
    });
    expect(onBoth.status).toBe(200);

    const page = await suite.signedIn('SELF_SERVICE_ADMIN', '/admin/tree');
    const tree = page.getByRole('tree', { name: 'Business nodes' });
    await tree.getByRole('treeitem', { name: 'Germany' }).waitFor();
    await page.getByRole('button', { name: 'Migrate Germany' }).click();
    const dialog = page.getByRole('dialog', { name: 'Migrate Germany' });
    await dialog.waitFor();
    const migrate = dialog.getByRole('button', { name: 'Migrate', exact: true });
    expect(await migrate.isDisabled()).toBe(true);

    const target = async (path: string) => {
      await dialog.getByRole('combobox', { name: 'Target node' }).click();
      await page.getByRole('option', { name: path, exact: true }).click();
    };
    // The node itself: a blocking conflict, and Migrate says why it is disabled.
    await target('EMEA / Germany');
    await dialog.getByText(M.sameNode).waitFor();
    expect(await migrate.isDisabled()).toBe(true);
    expect(await tooltipOf(page, migrate)).toBe(`Resolve the blocking conflict first: ${M.sameNode}`);

    // France: the campaign already there is shown, and does not block.
    await target('EMEA / France');
    await dialog.getByText(M.campaignOnTarget('Summer')).waitFor();
    await dialog.getByLabel('Campaigns (2)').waitFor();
    await expect.poll(() => migrate.isEnabled()).toBe(true);
    await migrate.click();
    const confirm = page.getByRole('dialog', { name: 'Migrate the campaigns of Germany?' });
    await confirm.getByRole('button', { name: 'Migrate' }).click();

    await dialog.getByText('Migration finished: 2 of 2 campaigns moved.').waitFor({ timeout: 30_000 });
    const { rows } = await suite.t.system.deps.pool.query(
      'SELECT id, node_ids FROM campaign WHERE id = ANY($1) ORDER BY id',
      [[spring, summer]],
    );
    expect(rows).toEqual([spring, summer].sort().map((id) => ({ id, node_ids: [targetId] })));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });
});
