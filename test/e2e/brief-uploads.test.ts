// Browser: the brief wizard’s temporary uploads (spec 1 §7; admin-ui/src/concepts/wizard/briefUploads.ts).
// A self-service admin reopens a draft at its Assets step and drops two files into Logo (each kept as a temporary file
// with its bytes' progress, a PNG logo judged with the server's vector advice) and adds a link; one file's chip is
// deleted before the save, which removes it from the temporary store. Sending the brief makes the other a library
// asset on the brief's market, which the brief then points to; the removed one never reaches the library.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { vectorLogoWarning } from '../../domain/concept/brief-temp-files';
import { WIZARD_TEXTS } from '../../domain/concept/wizard';
import { conceptBrief, createConcept, PASSWORD } from '../support/fixtures';
import { eventually } from '../support/eventually';
import { pngImage, settled } from '../support/uploads';
import { signInAs } from './browser';
import { browserSuite } from './suite';

describe('The brief wizard’s temporary uploads', () => {
  const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN'] });
  const stamp = Date.now().toString(36);
  const kept = `badge-${stamp}.png`;
  const dropped = `sketch-${stamp}.png`;
  const link = `https://example.com/brand-${stamp}.svg`;
  let page: Page;
  let conceptId: string;
  const user = () => suite.user('SELF_SERVICE_ADMIN');
  const drawer = () => page.getByRole('dialog', { name: WIZARD_TEXTS.title });
  const footer = () => drawer().getByTestId('wizard-footer');

  beforeAll(async () => {
    const brief = conceptBrief(`Badges ${stamp}`, [suite.acme.childNodeId], { step: 'ASSETS', complete: true });
    conceptId = await createConcept(user().client, brief);
    ({ page } = await suite.newPage());
    await signInAs(page, user().email, PASSWORD);
  }, 120_000);

  it('drops two files and a link, removes one file before the save, and sends the other to the library', async () => {
    await page.goto(`/assets-manager?brief=${conceptId}`);
    await footer().getByTestId('step-indicator').filter({ hasText: 'Step 5 of 7' }).waitFor();
    const logos = drawer().getByRole('group', { name: 'Logo' });
    const saved = page.waitForResponse((r) => r.url().includes('/brief/save-single-tmp') && r.status() === 201);
    await logos.getByLabel('Logo files to upload').setInputFiles([
      { name: kept, mimeType: 'image/png', buffer: await pngImage() },
      { name: dropped, mimeType: 'image/png', buffer: await pngImage(40, 30) },
    ]);
    await saved;
    await logos.getByText(kept, { exact: true }).waitFor();
    await logos.getByText(dropped, { exact: true }).waitFor();
    // The server judged each file against the category: a PNG logo is taken, with its advice.
    await logos.getByText(`${kept}: ${vectorLogoWarning}`).waitFor();
    await logos.getByLabel('Link to URL').fill(link);
    await logos.getByRole('button', { name: 'Add link' }).click();
    await logos.getByText(`brand-${stamp}.svg`, { exact: true }).waitFor();

    const removal = page.waitForResponse((r) => r.url().includes('/remove-from-s3'));
    await logos.getByRole('button', { name: dropped }).press('Delete');
    const removed = await removal;
    expect(removed.status()).toBe(200);
    expect(((await removed.json()) as { removed: string[] }).removed).toHaveLength(1);
    await logos.getByRole('button', { name: dropped }).waitFor({ state: 'detached' });

    // Moving on saves the brief: its temporary file becomes a library asset on the brief's market.
    await footer().getByRole('button', { name: 'Creative Direction', exact: true }).click();
    await footer().getByTestId('step-indicator').filter({ hasText: 'Step 6 of 7' }).waitFor();
    await footer().getByRole('button', { name: 'Sign Off', exact: true }).click();
    await footer().getByTestId('step-indicator').filter({ hasText: 'Step 7 of 7' }).waitFor();
    await footer().getByRole('button', { name: WIZARD_TEXTS.finish }).click();
    await drawer().getByTestId('brief-thanks').waitFor();

    await settled(suite.app);
    const concept = (await user().client.get(`/assets/concepts/${conceptId}`)).body;
    expect(concept.status).toBe('storyboardsProgress');
    const logosOf = concept.brief.assets.logos as { assetId: string; name: string; link: string | null }[];
    expect(logosOf.map((a) => a.name)).toEqual(['logo.svg', kept, `brand-${stamp}.svg`]);
    const library = async (search: string) =>
      (
        await user().client.get<{ results: { id: string; name: string; businessNodes: string[] }[] }>(
          `/assets/single-files?limit=100&search=${encodeURIComponent(search)}`,
        )
      ).body.results;
    await eventually(async () => {
      const [asset] = await library(kept);
      expect(asset).toMatchObject({ id: logosOf[1]!.assetId, name: kept });
      expect(asset!.businessNodes).toContain(suite.acme.childNodeId);
    }, 60_000);
    expect(await library(dropped)).toEqual([]);
    expect(logosOf[2]!.link).toBe(link);
  }, 120_000);
});
