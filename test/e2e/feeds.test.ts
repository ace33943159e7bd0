// Browser: a feed keeps a tree's variants in step with the data (issue 23 §3, §6). On the personalise screen a
// self-service admin imports a CSV feed through 'Import feed' (checked, its columns mapped as guessed, imported with
// the counts), the creatives are approved, one row of the feed changes, and the re-import lapses exactly that
// variant's approval while the others stay approved.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FEED_PARSED } from '../../domain/personalise/feed-rows';
import { campaignOf, readyConcept } from '../support/campaigns';
import { browserSuite } from './suite';

describe('Feeds into a personalise tree', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN'] });
  const stamp = Date.now().toString(36);
  let path: string;
  let page: Page;
  const row = (name: string) =>
    page.getByTestId('variant-row').filter({ has: page.getByRole('button', { name, exact: true }) });
  /** The approval of each format of the variant, as its chips' titles say. */
  const approvals = async (name: string) =>
    (
      await row(name)
        .locator('.MuiChip-root[title]')
        .evaluateAll((chips) => chips.map((c) => c.getAttribute('title')))
    )
      .filter((title) => title?.includes(' · '))
      .map((title) => title!.split(' · ')[1]);
  const csv = (titles: Record<string, string>) =>
    Buffer.from(
      ['SKU,Name,Headline', ...Object.entries(titles).map(([sku, t]) => `${sku},Product ${sku},${t}`)].join('\n'),
    );

  async function importFeed(file: Buffer, counts: string) {
    await page.getByRole('button', { name: 'Import feed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import feed' });
    await dialog.getByTestId('feed-input').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: file });
    await dialog.getByTestId('feed-check').getByText(FEED_PARSED).waitFor();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const result = dialog.getByTestId('feed-result');
    await result.waitFor();
    await expect(result.innerText().then((t) => t.replace(/\s+/g, ' ').trim())).resolves.toBe(counts);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }

  beforeAll(async () => {
    const concept = await readyConcept(suite.su, `Feed ${stamp}`, [suite.acme.childNodeId], suite.acme.partnerId);
    const campaign = await campaignOf(suite.su, suite.acme, concept, `Feed campaign ${stamp}`);
    path = `/campaigns/${campaign.campaignId}/personalize/${campaign.trees.google!}`;
    page = await suite.signedIn('SELF_SERVICE_ADMIN');
  }, 180_000);

  it('imports a feed, and a re-import lapses the approval of exactly the changed row', async () => {
    await page.goto(path);
    await page.getByTestId('empty-state').waitFor();
    await importFeed(csv({ A: 'Alpha', B: 'Beta', C: 'Gamma' }), '3 New 0 Updated 0 Archived 0 Unchanged');
    for (const name of ['Product A', 'Product B', 'Product C']) await row(name).waitFor();

    const variants = (await suite.su.get(`${path}/variants?range=${encodeURIComponent('[0,9]')}`)).body as {
      formats: { id: string }[];
    }[];
    const approved = await suite.su.request('PATCH', `${path.split('/personalize')[0]}/creatives/approvals`, {
      treeId: path.split('/').pop(),
      approvals: variants.flatMap((v) => v.formats.map((f) => f.id)),
      rejections: [],
      final: true,
    });
    expect(approved.status).toBe(200);
    await page.reload();
    await row('Product B').waitFor();
    await expect(approvals('Product B')).resolves.toEqual(['approved', 'approved']);

    await importFeed(csv({ A: 'Alpha', B: 'Beta again', C: 'Gamma' }), '0 New 1 Updated 0 Archived 2 Unchanged');
    await expect.poll(() => approvals('Product B')).toEqual(['unapproved', 'unapproved']);
    await expect(approvals('Product A')).resolves.toEqual(['approved', 'approved']);
    await expect(approvals('Product C')).resolves.toEqual(['approved', 'approved']);
  }, 120_000);
});
