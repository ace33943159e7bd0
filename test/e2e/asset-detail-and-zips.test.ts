// Browser: an asset opened under another client switches the client to the asset's own partner (its node
// tree, its saves); a zip being expanded reads 'Unpacking' (spec 1 §3), and its entries of an unsupported
// type are rows of their own, 'Invalid file format' (spec 1 §5).
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addNode, createPartner } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { file, pngImage, uploadedAsset, zipOf } from '../support/uploads';
import { chooseClient } from './browser';
import { browserSuite } from './suite';

async function partnerWithNode(client: HttpClient, name: string, node: string): Promise<string> {
  const partnerId = await createPartner(client, name);
  await addNode(client, partnerId, { parentId: null, name: node, type: 'region' });
  return partnerId;
}

describe('Asset detail and zips', () => {
  const suite = browserSuite({ runWorker: true });
  let page: Page;
  let demo: string;
  let northwind: string;
  let assetId: string;
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    demo = await partnerWithNode(suite.su, `Demo Motors ${stamp}`, 'Demo EMEA');
    northwind = await partnerWithNode(suite.su, `Northwind ${stamp}`, 'Northwind EMEA');
    assetId = await uploadedAsset(
      suite.app,
      suite.su,
      { partnerId: northwind },
      file(`northwind-${stamp}.png`, await pngImage(), 'image/png'),
    );
    page = await suite.signedIn('SUPER');
  }, 120_000);

  it("switches to the asset's own partner when another client is chosen; its nodes save", async () => {
    await page.goto('/assets-manager');
    await chooseClient(page, `Demo Motors ${stamp}`);
    await page.getByText(`Asset library of Demo Motors ${stamp}`).waitFor();
    await page.goto(`/assets-manager/${assetId}`);
    await page.getByText(`This asset belongs to Northwind ${stamp}: the client was switched to it.`).waitFor();
    expect(new URL(page.url()).searchParams.get('partner')).toBe(northwind);
    await expect(page.getByRole('combobox', { name: 'Client Name' }).inputValue()).resolves.toBe(`Northwind ${stamp}`);

    const nodes = page.getByRole('group', { name: 'Business nodes' });
    await nodes.getByText('Northwind EMEA').waitFor();
    await expect(nodes.getByText('Demo EMEA').count()).resolves.toBe(0);
    await nodes.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Save nodes' }).click();
    await page.getByText(`Business nodes of northwind-${stamp}.png saved`).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/assets-manager/${assetId}`);
  });

  it("shows 'Unpacking' while a zip is expanded, and its unsupported entries as 'Invalid file format' rows", async () => {
    // A large entry keeps the zip in expansion long enough to be seen.
    const zip = await zipOf({
      [`photo-${stamp}.png`]: await pngImage(),
      [`notes-${stamp}.txt`]: Buffer.from('not an asset'),
      'brochure.pdf': randomBytes(24 * 1024 * 1024),
    });

    await page.goto(`/assets-manager?partner=${demo}`);
    await page.getByRole('button', { name: 'Upload', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload assets' });
    // 24 MB cross into the page over the DevTools protocol: on a busy two-core machine that takes longer than a click.
    await dialog
      .getByTestId('upload-input')
      .setInputFiles({ name: `bundle-${stamp}.zip`, mimeType: 'application/zip', buffer: zip }, { timeout: 60_000 });
    for (const step of ['Next: Details', 'Next: Tags', 'Next: Permissions'])
      await dialog.getByRole('button', { name: step }).click();
    // Every label the zip's row shows, however briefly.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenLabels: string[] }).seenLabels = seen;
      new MutationObserver(() =>
        document.querySelectorAll('[data-testid="upload-status"]').forEach((s) => seen.push(s.textContent ?? '')),
      ).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

    const row = (name: string) => dialog.getByTestId('upload-row').filter({ hasText: name });
    await row(`bundle-${stamp}.zip`).and(page.locator('[data-status="EXPANDED"]')).waitFor({ timeout: 60_000 });
    await row(`notes-${stamp}.txt`).getByText('Invalid file format').waitFor();
    await row(`photo-${stamp}.png`).and(page.locator('[data-status="DONE"]')).waitFor({ timeout: 60_000 });
    const labels = await page.evaluate(() => (window as unknown as { seenLabels: string[] }).seenLabels);
    expect(labels).toContain('Unpacking');
  }, 90_000);
});
