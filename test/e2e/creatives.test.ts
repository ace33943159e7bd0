// Browser: the creatives screen (issue 10 §1, §5). On a campaign made over HTTP with a filled variant, a REVIEWER
// gives interim approval with the three-way toggle and a comment (the bulk submit then says how many were
// updated), a MANAGER the final one; an edit made on the personalise side lapses it, the reviewer's
// page shows 'changed since the last approval' live and the diff of the change; after a new final approval the
// variant can be turned on again.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHANGED_SINCE_APPROVAL } from '../../domain/personalise/approvals';
import { updated } from '../../domain/personalise/messages';
import { campaignOf, readyConcept } from '../support/campaigns';
import type { HttpClient } from '../support/http';
import { file, pngImage, uploadedAsset } from '../support/uploads';
import { expectStatus, fill, newVariant, patch } from '../api/personalise-fixture';
import { browserSuite } from './suite';

describe('Creatives screen', () => {
  const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN', 'MANAGER', 'REVIEWER'] });
  const stamp = Date.now().toString(36);
  let owner: HttpClient;
  let campaignId: string;
  let treeId: string;
  let variantId: string;
  let formats: string[];
  let reviewer: Page;
  let manager: Page;
  const tree = () => `/campaigns/${campaignId}/personalize/${treeId}`;
  const screen = () => `/campaigns/${campaignId}/creatives/${treeId}`;
  const format = (p: Page, size: string) => p.getByTestId(`format-Berlin-${size}`);
  const SIZES = ['300x250', '728x90'];

  async function decideAll(p: Page, comment: string | null) {
    for (const size of SIZES) await format(p, size).getByRole('button', { name: 'Approve' }).click();
    const bar = p.getByTestId('approval-submit-bar');
    await expect(bar.textContent()).resolves.toContain('2 to approve, 0 to reject');
    if (comment) await bar.getByLabel('Comment (optional)').fill(comment);
    await bar.getByRole('button', { name: 'Submit decisions' }).click();
    await p.getByText(updated(2)).waitFor();
  }

  beforeAll(async () => {
    owner = suite.as('SELF_SERVICE_ADMIN');
    const concept = await readyConcept(suite.su, `Creatives ${stamp}`, [suite.acme.childNodeId], suite.acme.partnerId);
    const campaign = await campaignOf(suite.su, suite.acme, concept, `Creatives campaign ${stamp}`);
    campaignId = campaign.campaignId;
    treeId = campaign.trees.google!;
    const image = await uploadedAsset(
      suite.app,
      owner,
      {},
      file(`hero-${stamp}.png`, await pngImage(300, 250), 'image/png'),
      { nodeIds: JSON.stringify([suite.acme.childNodeId]) },
    );
    variantId = await newVariant(owner, tree(), 'Berlin');
    formats = await fill(owner, tree(), variantId, image);
    expectStatus(await patch(owner, `${tree()}/variants/${variantId}/fallback`), 200);
    reviewer = await suite.signedIn('REVIEWER');
    manager = await suite.signedIn('MANAGER');
  }, 240_000);

  it('a reviewer gives interim approval with a comment, a manager the final one', async () => {
    await reviewer.goto(screen());
    await expect(format(reviewer, '300x250').getByTestId('format-status').textContent()).resolves.toBe('unapproved');
    await reviewer.getByText('Interim approval').waitFor();
    await decideAll(reviewer, 'Looks right');
    for (const size of SIZES)
      await format(reviewer, size).getByTestId('format-status').getByText('interim approved').waitFor();

    await manager.goto(screen());
    await manager.getByText('Final approval').waitFor();
    await decideAll(manager, null);
    for (const size of SIZES)
      await format(manager, size).getByTestId('format-status').getByText('approved', { exact: true }).waitFor();
  }, 90_000);

  it('an edit lapses the approval; the reviewer sees it live with the diff', async () => {
    expectStatus(
      await patch(owner, `${tree()}/formats/dynamic-elements`, {
        formats: [formats[0]],
        elements: { headline: { value: 'Autumn sale' } },
      }),
      200,
    );
    const badge = format(reviewer, '300x250').getByRole('button', {
      name: /Show what changed since the last approval/,
    });
    await badge.waitFor();
    await expect(badge.textContent()).resolves.toBe(CHANGED_SINCE_APPROVAL);
    await expect(format(reviewer, '300x250').getByTestId('format-status').textContent()).resolves.toBe('unapproved');
    await badge.click();
    const dialog = reviewer.getByRole('dialog', { name: /Changes since the last approval/ });
    const changed = dialog
      .getByRole('table', { name: 'Changed elements' })
      .getByRole('row')
      .filter({ hasText: 'headline' });
    await expect(changed.getByTestId('diff-removed').allTextContents()).resolves.toEqual(['headline value']);
    await expect(changed.getByTestId('diff-added').allTextContents()).resolves.toEqual(['Autumn sale']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The variant stays off until the changed format has a final approval again.
    expect((await patch(owner, `${tree()}/variants/${variantId}/activate`)).status).toBe(422);
  }, 60_000);

  it('after a new final approval the variant can be turned on', async () => {
    await manager.reload();
    await format(manager, '300x250').getByRole('button', { name: 'Approve' }).click();
    await manager.getByTestId('approval-submit-bar').getByRole('button', { name: 'Submit decisions' }).click();
    await manager.getByText(updated(1)).waitFor();
    await format(manager, '300x250').getByTestId('format-status').getByText('approved', { exact: true }).waitFor();
    await expect(
      format(manager, '300x250')
        .getByRole('button', { name: /Show what changed/ })
        .count(),
    ).resolves.toBe(0);
    expectStatus(await patch(owner, `${tree()}/variants/${variantId}/activate`), 200);
  }, 60_000);
});
