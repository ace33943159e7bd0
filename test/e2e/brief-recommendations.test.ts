// Browser: "Recommended from your library" in the brief wizard's Assets step (spec 1 §7 recommendations;
// admin-ui/src/concepts/wizard/steps/RecommendedAssets.tsx). A self-service admin reopens a draft named after its
// theme at the Assets step and sees the library assets that share its words and market, best first, each saying why;
// a thumbs down sinks the first below the next; Add puts one in the brief with origin 'recommendation', and it leaves
// the list.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WIZARD_TEXTS } from '../../domain/concept/wizard';
import { conceptBrief, createConcept, PASSWORD } from '../support/fixtures';
import { file, pngImage, settled, uploadedAsset } from '../support/uploads';
import { signInAs } from './browser';
import { browserSuite } from './suite';

describe('Recommended from your library', () => {
  const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN'] });
  const stamp = Date.now().toString(36);
  const logo = `summer-logo-${stamp}.png`;
  const bottle = `cola-bottle-${stamp}.png`;
  const beach = `beach-${stamp}.png`;
  const ids: Record<string, string> = {};
  let page: Page;
  let conceptId: string;
  const user = () => suite.user('SELF_SERVICE_ADMIN');
  const drawer = () => page.getByRole('dialog', { name: WIZARD_TEXTS.title });
  const footer = () => drawer().getByTestId('wizard-footer');
  const panel = () => drawer().getByRole('region', { name: 'Recommended from your library' });
  const card = (name: string) => panel().getByRole('listitem', { name });

  /** The recommended names, once the list shows exactly these (it is asked again after each change). */
  async function shows(names: string[]): Promise<void> {
    await expect
      .poll(
        () =>
          panel()
            .getByTestId('recommendation')
            .evaluateAll((cards) => cards.map((c) => c.ariaLabel)),
        {
          timeout: 15_000,
        },
      )
      .toEqual(names);
  }

  beforeAll(async () => {
    const client = user().client;
    const node = suite.acme.childNodeId;
    const picture = async (name: string, fields: Record<string, string>) =>
      uploadedAsset(suite.app, client, {}, file(name, await pngImage(), 'image/png'), fields);
    ids.logo = await picture(logo, { nodeIds: node, tags: 'summer,cola' });
    ids.bottle = await picture(bottle, { nodeIds: node, tags: 'cola' });
    ids.beach = await picture(beach, { tags: 'summer' });
    const brief = conceptBrief(`Summer cola ${stamp}`, [node], { step: 'ASSETS', complete: true });
    conceptId = await createConcept(client, brief);
    ({ page } = await suite.newPage());
    await signInAs(page, user().email, PASSWORD);
  }, 120_000);

  it('recommends by shared words and market with a reason, learns from a thumbs down, and adds one to the brief', async () => {
    await page.goto(`/assets-manager?brief=${conceptId}`);
    await footer().getByTestId('step-indicator').filter({ hasText: 'Step 5 of 7' }).waitFor();
    await shows([logo, bottle, beach]);
    await card(logo).getByText("Shares tags cola, summer; on the brief's business node", { exact: true }).waitFor();
    await card(beach).getByText('Shares tag summer', { exact: true }).waitFor();
    await card(logo).getByText('Logo · PNG').waitFor();
    await card(logo).getByRole('img', { name: logo }).waitFor();

    // A thumbs down sinks the logo below the bottle, and stays pressed.
    const voted = page.waitForResponse((r) => r.url().includes('/recommendation/feedback'));
    await card(logo)
      .getByRole('button', { name: `Thumbs down for ${logo}` })
      .click();
    expect((await voted).status()).toBe(200);
    await shows([bottle, logo, beach]);
    await card(logo)
      .getByText(/; 1 thumb down$/)
      .waitFor();
    await expect(
      card(logo)
        .getByRole('button', { name: `Thumbs down for ${logo}` })
        .getAttribute('aria-pressed'),
    ).resolves.toBe('true');

    // Add: the bottle joins the brief's Other assets and leaves the recommendations.
    await card(bottle).getByRole('button', { name: 'Add' }).click();
    await drawer().getByRole('group', { name: 'Other' }).getByText(bottle, { exact: true }).waitFor();
    await shows([logo, beach]);

    // Moving on saves the brief: the bottle is there, from a recommendation.
    await footer().getByRole('button', { name: 'Creative Direction', exact: true }).click();
    await footer().getByTestId('step-indicator').filter({ hasText: 'Step 6 of 7' }).waitFor();
    await settled(suite.app);
    const concept = (await user().client.get(`/assets/concepts/${conceptId}`)).body;
    expect(concept.brief.assets.other).toEqual([
      { assetId: ids.bottle, name: bottle, format: 'png', link: null, origin: 'recommendation' },
    ]);
  });
});
