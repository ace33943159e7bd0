// Browser: a variant's previews (issue 19 §2) and the approval trail's pictures (issue 19 §1). On a campaign whose
// template writes its headline from its values: a variant's templatePreview shows its headline inside the sandboxed
// frame, a wide format is scaled to 600 px on its longest side ('Preview options' chooses it), the arrows move to the
// next variant, previewWithoutTemplate lays its values out, Esc closes; an unfilled variant says 'Fill out all required
// fields to preview.'; the manager's approval trail shows the approved picture beside the current one after an edit,
// 'not rendered' until the new content is rendered.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NOT_RENDERED } from '../../admin-ui/src/approval-trail/TrailPictures';
import { FILL_REQUIRED_TO_PREVIEW, PREVIEW_OPTIONS_TITLE } from '../../domain/personalise/preview';
import { expectStatus, patch } from '../api/personalise-fixture';
import { PREVIEW_HTML, renderCampaign } from '../support/previews';
import { headedVariants, screenshotCampaign, setHeadline, type ScreenshotCampaign } from '../support/screenshots';
import { browserSuite } from './suite';

describe('Previews', () => {
  const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN', 'MANAGER'] });
  let campaign: ScreenshotCampaign;
  let variants: { id: string; formats: string[] }[];
  let page: Page;
  const dialog = (name: 'templatePreview' | 'previewWithoutTemplate') => page.getByTestId(name);
  const frame = () => page.frameLocator('[data-testid="templatePreview"] iframe');

  beforeAll(async () => {
    campaign = await screenshotCampaign(suite.su, suite.acme, 'Previewed', PREVIEW_HTML);
    const admin = suite.as('SELF_SERVICE_ADMIN');
    variants = await headedVariants(admin, campaign.treePath, ['Berlin summer', 'Paris summer']);
    expectStatus(await admin.post(`${campaign.treePath}/variant`, { name: 'Unfilled one' }), 201);
    page = await suite.signedIn('SELF_SERVICE_ADMIN');
    await page.goto(`/campaigns/${campaign.campaignId}/personalize/${campaign.treeId}`);
    await page.getByTestId('variant-row').nth(2).waitFor();
  }, 240_000);

  it("shows a variant's format live in the sandboxed frame, scaled to 600 px, and moves to the next variant", async () => {
    await page.getByRole('button', { name: 'Preview Berlin summer' }).click();
    await dialog('templatePreview').waitFor();
    await expect(page.locator('[data-testid="templatePreview"] iframe').getAttribute('sandbox')).resolves.toBe(
      'allow-scripts',
    );
    await expect.poll(() => frame().locator('#headline').textContent()).toBe('Berlin summer');
    expect(page.url()).toContain(`previewVariant=${variants[0]!.id}`);

    // The 728x90 leaderboard, chosen in the sidebar, is scaled to 600 px wide.
    await dialog('templatePreview').getByRole('button', { name: PREVIEW_OPTIONS_TITLE }).click();
    const options = page.getByRole('dialog', { name: PREVIEW_OPTIONS_TITLE });
    await options.getByRole('radio', { name: /728x90/ }).check();
    await page.keyboard.press('Escape');
    await options.waitFor({ state: 'hidden' });
    await expect.poll(() => frame().locator('#headline').textContent()).toBe('Berlin summer');
    const box = (await page.getByTestId('template-preview-frame').boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([600, Math.round((90 * 600) / 728)]);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frame().locator('#headline').textContent()).toBe('Paris summer');
    expect(page.url()).toContain(`previewVariant=${variants[1]!.id}`);

    await dialog('templatePreview').getByRole('button', { name: 'Without template' }).click();
    await expect(dialog('previewWithoutTemplate').getByRole('listitem').first().textContent()).resolves.toContain(
      'Paris summer',
    );
    await page.keyboard.press('Escape');
    await dialog('previewWithoutTemplate').waitFor({ state: 'hidden' });
    expect(page.url()).not.toContain('previewVariant');
  }, 120_000);

  it('says an unfilled variant cannot be previewed', async () => {
    await page.getByRole('button', { name: 'Preview Unfilled one' }).click();
    await expect(dialog('previewWithoutTemplate').getByText(FILL_REQUIRED_TO_PREVIEW).count()).resolves.toBe(1);
    await dialog('previewWithoutTemplate').getByRole('button', { name: 'With template' }).click();
    await dialog('templatePreview').getByText(FILL_REQUIRED_TO_PREVIEW).waitFor();
    await expect(dialog('templatePreview').locator('iframe').count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
  }, 60_000);

  it('shows in the approval trail the approved picture beside the current one after an edit', async () => {
    const admin = suite.as('SELF_SERVICE_ADMIN');
    const berlin = variants[0]!;
    expectStatus(
      await patch(suite.su, `/campaigns/${campaign.campaignId}/creatives/approvals`, {
        treeId: campaign.treeId,
        approvals: berlin.formats,
        rejections: [],
        final: true,
      }),
      200,
    );
    const render = () => renderCampaign(admin, { campaignId: campaign.campaignId, partnerId: suite.acme.partnerId });
    await render();
    await setHeadline(admin, campaign.treePath, berlin.formats, 'Berlin autumn');

    const manager = await suite.signedIn('MANAGER', `/campaigns/${campaign.campaignId}/approvals`);
    const approved = manager.getByTestId('trail-row').filter({ hasText: 'Final approved' }).first();
    const pictures = approved.getByTestId('trail-pictures');
    await pictures.getByRole('img', { name: 'As decided screenshot' }).waitFor();
    await expect(pictures.textContent()).resolves.toContain(`Changed since: now${NOT_RENDERED}`);

    await render();
    await manager.reload();
    const decided = pictures.getByRole('img', { name: 'As decided screenshot' });
    const now = pictures.getByRole('img', { name: 'Changed since: now screenshot' });
    await now.waitFor();
    const loaded = (img: typeof now) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth);
    await expect.poll(() => loaded(decided)).toBeGreaterThan(0);
    await expect.poll(() => loaded(now)).toBeGreaterThan(0);
    expect(await decided.getAttribute('src')).not.toBe(await now.getAttribute('src'));
  }, 240_000);
});
