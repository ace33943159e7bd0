// Browser: a self-service admin briefs a concept in the 'Request new concept' drawer. Every step holds the
// user back once by its own rule (Next disabled, the spec's message shown), the brief is saved as a draft
// and reopens at its step, is sent (the rocket screen), is storyboardsProgress over HTTP, and reopens
// read-only. Assets come in all three ways: an upload, a link and the library picker.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INVALID_URL } from '../../domain/asset/rules';
import { AGREEMENT_REQUIRED, DESCRIPTION_REQUIRED } from '../../domain/concept/brief-rules';
import { CONCEPT_NAME_USED, LANGUAGES_REQUIRED } from '../../domain/concept/details-rules';
import { CHANNEL_REQUIRED, FORMAT_REQUIRED } from '../../domain/concept/format-rules';
import { CONCEPT_STATUS_LABELS } from '../../domain/concept/status-labels';
import { briefTitle, thanksMessage, WIZARD_TEXTS } from '../../domain/concept/wizard';
import { LEADING_SPACE, REQUIRED } from '../../domain/shared/validation';
import { conceptBrief, createConcept, PASSWORD, partnerFixture } from '../support/fixtures';
import { OUTSIDE_REACH } from '../../admin-ui/src/assets/nodeReach';
import { file, pngImage, settled, uploadedAsset } from '../support/uploads';
import { signInAs, tooltipOf } from './browser';
import { browserSuite } from './suite';

/** The smallest PDF a reader opens: one empty page. */
const PDF = `%PDF-1.4
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj
trailer<</Root 1 0 R>>
%%EOF
`;

describe('The brief wizard', () => {
  const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN'] });
  const stamp = Date.now().toString(36);
  const name = `Spring sale ${stamp}`;
  const logo = `logo-${stamp}.png`;
  /** The logo's bytes again: uploaded in the brief, it merges into the library's logo. */
  const moodboard = `moodboard-${stamp}.png`;
  let logoId: string;
  let page: Page;
  let dir: string;
  let conceptId: string;

  const drawer = () => page.getByRole('dialog', { name: WIZARD_TEXTS.title });
  const footer = () => drawer().getByTestId('wizard-footer');
  const next = (label: string) => footer().getByRole('button', { name: label, exact: true });
  const indicator = () => footer().getByTestId('step-indicator');
  const user = () => suite.user('SELF_SERVICE_ADMIN');

  /** Next is disabled and says why; the message shows on the step too. */
  async function heldBack(label: string, message: string, shownOnStep = true): Promise<void> {
    if (shownOnStep) await drawer().getByTestId('brief-step').getByText(message, { exact: true }).first().waitFor();
    await expect(next(label).isDisabled()).resolves.toBe(true);
    expect(await tooltipOf(page, next(label))).toBe(message);
  }

  async function moveOn(label: string, step: number): Promise<void> {
    await next(label).click();
    await indicator()
      .filter({ hasText: `Step ${step} of 7` })
      .waitFor();
  }

  const concept = async () => (await user().client.get(`/assets/concepts/${conceptId}`)).body;

  beforeAll(async () => {
    await createConcept(user().client, conceptBrief(`Taken ${stamp}`, [suite.acme.childNodeId]));
    const logoBytes = await pngImage();
    logoId = await uploadedAsset(suite.app, user().client, {}, file(logo, logoBytes, 'image/png'));
    dir = await mkdtemp(path.join(os.tmpdir(), 'varia-e2e-brief-'));
    await writeFile(path.join(dir, 'guide.pdf'), PDF);
    await writeFile(path.join(dir, moodboard), logoBytes);
    ({ page } = await suite.newPage());
    await signInAs(page, user().email, PASSWORD);
  }, 120_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('opens from the URL; Esc asks before cancelling; Details holds back a used name, a leading space and no language', async () => {
    await page.goto('/assets-manager?brief=new');
    await drawer().waitFor();
    await expect(indicator().textContent()).resolves.toBe('Step 1 of 7');
    await expect(footer().getByRole('button', { name: WIZARD_TEXTS.back }).count()).resolves.toBe(0);
    const saveDraft = drawer().getByRole('button', { name: WIZARD_TEXTS.saveDraft });
    await expect(saveDraft.isDisabled()).resolves.toBe(true);
    expect(await tooltipOf(page, saveDraft)).toMatch(/second step/);

    await page.keyboard.press('Escape');
    const cancel = page.getByRole('dialog', { name: 'Cancel this brief?' });
    await cancel.getByRole('button', { name: 'Keep editing' }).click();
    await cancel.waitFor({ state: 'detached' });

    const nameField = drawer().getByLabel('Concept name');
    await nameField.fill(name);
    await drawer()
      .getByRole('checkbox', { name: /^Germany/ })
      .check();
    await heldBack('Objectives', LANGUAGES_REQUIRED);
    await drawer().getByRole('combobox', { name: 'Languages' }).fill('Eng');
    await page.getByRole('option', { name: 'English' }).click();
    await nameField.fill(`TAKEN ${stamp}`);
    await heldBack('Objectives', CONCEPT_NAME_USED);
    await nameField.fill(` ${name}`);
    await heldBack('Objectives', LEADING_SPACE);
    await nameField.fill(name);
    await next('Objectives').and(page.locator(':enabled')).waitFor();

    // Enter moves on when the step allows it; the first move creates the concept and the URL names it.
    await nameField.press('Enter');
    await indicator().filter({ hasText: 'Step 2 of 7' }).waitFor();
    await page.waitForURL((url) => /^[0-9a-f]{24}$/.test(url.searchParams.get('brief') ?? ''));
    conceptId = new URL(page.url()).searchParams.get('brief')!;
    const saved = await concept();
    expect(saved.status).toBe('draft');
    expect(saved.brief.meta.currentStep).toBe('OBJECTIVES');
    expect(saved.brief.intro).toEqual({ name, businessNodes: [suite.acme.childNodeId], languages: ['en'] });
  }, 60_000);

  it('Objectives: a custom objective needs a description; the funnel preset is applied', async () => {
    await drawer().getByRole('checkbox', { name: 'Custom' }).check();
    await heldBack('Channels', DESCRIPTION_REQUIRED);
    await drawer().getByLabel('Description').fill('Launch of the spring range');
    await drawer().getByRole('checkbox', { name: 'Action' }).check();
    const recommended = drawer().getByTestId('recommendations');
    await recommended.getByText(/^Google display: 300x250, 120x600/).waitFor();
    await recommended.getByRole('button', { name: 'Apply' }).click();
    await moveOn('Channels', 3);
  });

  it('Channels: at least one', async () => {
    await expect(drawer().getByLabel('Google display').isChecked()).resolves.toBe(true);
    await drawer().getByLabel('Google display').uncheck();
    await drawer().getByLabel('Facebook social').uncheck();
    await heldBack('Formats', CHANNEL_REQUIRED);
    await drawer().getByLabel('Google display').check();
    await drawer().getByLabel('Youtube video').check();
    await moveOn('Formats', 4);
  });

  it('Formats: every chosen channel needs one; eight google formats before Show all; a value within its range', async () => {
    const google = drawer().getByRole('group', { name: 'Google display' });
    await expect(google.getByRole('checkbox').count()).resolves.toBe(8);
    await expect(google.getByRole('checkbox', { checked: true }).count()).resolves.toBe(7);
    await google.getByRole('button', { name: WIZARD_TEXTS.showAll }).click();
    await expect(google.getByRole('checkbox').count()).resolves.toBeGreaterThan(8);

    await heldBack('Assets', FORMAT_REQUIRED, false);
    const youtube = drawer().getByRole('group', { name: 'Youtube video' });
    // Every format has its value dropdown, usable once the format is chosen.
    const banner = google.getByRole('group', { name: '300x250', exact: true });
    await expect(banner.getByRole('combobox').textContent()).resolves.toBe('1');
    const trueview = youtube.getByRole('group', { name: 'Trueview 16:9', exact: true });
    await expect(trueview.getByRole('combobox').getAttribute('aria-disabled')).resolves.toBe('true');
    await trueview.getByRole('checkbox', { name: 'Trueview 16:9' }).check();
    await trueview.getByRole('combobox').click();
    await page.getByRole('option', { name: '30', exact: true }).click();
    await moveOn('Assets', 5);
    expect((await concept()).brief.meta.formatValues).toEqual({ youtube: { video: { trueview16x9: 30 } } });
  });

  it('Assets: brand guidelines, fonts and logos are required; upload, link and library picker add them', async () => {
    await heldBack('Creative Direction', 'Please add at least one Brand Guidelines asset', false);

    const brands = drawer().getByRole('group', { name: 'Brand Guidelines' });
    await brands.getByLabel('Brand Guidelines files to upload').setInputFiles(path.join(dir, 'guide.pdf'));
    await brands.getByText('guide.pdf', { exact: true }).waitFor();
    await heldBack('Creative Direction', 'Please add at least one Font asset');

    const fonts = drawer().getByRole('group', { name: 'Font' });
    const link = fonts.getByLabel('Link to URL');
    await link.fill('not a url');
    await fonts.getByText(INVALID_URL).waitFor();
    await expect(fonts.getByRole('button', { name: 'Add link' }).isDisabled()).resolves.toBe(true);
    await link.fill('https://example.com/fonts/brand.otf');
    await fonts.getByRole('button', { name: 'Add link' }).click();
    await fonts.getByText('brand.otf', { exact: true }).waitFor();

    // An asset is removed from its chip, with the keyboard.
    const other = drawer().getByRole('group', { name: 'Other' });
    await other.getByLabel('Link to URL').fill('https://example.com/moodboard.png');
    await other.getByRole('button', { name: 'Add link' }).click();
    await other.getByRole('button', { name: 'moodboard.png' }).press('Delete');
    await other.getByRole('button', { name: 'moodboard.png' }).waitFor({ state: 'detached' });
    await other.getByLabel('Other files to upload').setInputFiles(path.join(dir, moodboard));
    // An upload joins the brief once its bytes are stored, after any link added meanwhile: wait for its chip, not
    // for the progress row that shows its name while it is sent.
    await other.getByRole('button', { name: moodboard, exact: true }).waitFor();
    await settled(suite.app);
    // Nine links more: thirteen assets in all, of which the summary lists ten.
    for (let i = 1; i <= 9; i++) {
      await other.getByLabel('Link to URL').fill(`https://example.com/reference-${i}.png`);
      await other.getByRole('button', { name: 'Add link' }).click();
    }
    await other.getByText('reference-9.png', { exact: true }).waitFor();

    const logos = drawer().getByRole('group', { name: 'Logo' });
    await logos.getByRole('button', { name: 'Pick from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Asset library' });
    await picker.getByRole('option', { name: logo }).click();
    await picker.getByRole('button', { name: 'Add (1)' }).click();
    await logos.getByText(logo, { exact: true }).waitFor();

    // Markets are fixed once the brief holds assets.
    await drawer().getByRole('navigation', { name: 'Brief steps' }).getByRole('button', { name: 'Details' }).click();
    await indicator().filter({ hasText: 'Step 1 of 7' }).waitFor();
    await expect(
      drawer()
        .getByRole('checkbox', { name: /^Germany/ })
        .isDisabled(),
    ).resolves.toBe(true);
    await drawer().getByText('You cannot change markets once assets have been selected').first().waitFor();
    await drawer()
      .getByRole('navigation', { name: 'Brief steps' })
      .getByRole('button', { name: 'Creative Direction' })
      .click();
    await indicator().filter({ hasText: 'Step 6 of 7' }).waitFor();
  }, 60_000);

  it('Save Draft asks, saves and closes; the draft reopens at its step', async () => {
    await drawer().getByRole('button', { name: WIZARD_TEXTS.saveDraft }).click();
    await page
      .getByRole('dialog', { name: 'Save this brief as a draft?' })
      .getByRole('button', { name: WIZARD_TEXTS.saveDraft })
      .click();
    // While the confirmation is open the drawer is hidden from the accessibility tree: wait for the URL instead.
    await page.waitForURL((url) => !url.searchParams.has('brief'));
    await drawer().waitFor({ state: 'detached' });
    const saved = await concept();
    expect(saved.status).toBe('draft');
    expect(saved.brief.meta.currentStep).toBe('OTHER_BUSINESS');
    expect(saved.brief.assets.brands.map((a: { name: string }) => a.name)).toEqual(['guide.pdf']);
    // The upload merged into the library's logo: the brief points to that asset.
    expect(saved.brief.assets.other[0]).toEqual({ assetId: logoId, name: moodboard, format: 'png', link: null });
    expect(saved.brief.assets.other).toHaveLength(10);
    expect(saved.brief.assets.fonts).toEqual([
      expect.objectContaining({ name: 'brand.otf', link: 'https://example.com/fonts/brand.otf' }),
    ]);

    await page.goto(`/assets-manager?brief=${conceptId}`);
    await indicator().filter({ hasText: 'Step 6 of 7' }).waitFor();
    await expect(drawer().getByLabel('Concept name').count()).resolves.toBe(0);
  });

  it('Creative Direction is required and cut at 1000 characters; Sign Off needs the agreement; the brief is sent', async () => {
    await heldBack('Sign Off', REQUIRED, false);
    const text = drawer().getByLabel('Creative direction');
    await text.fill('x'.repeat(1005));
    await expect(text.inputValue()).resolves.toHaveLength(1000);
    await expect(drawer().getByTestId('creative-direction-count').textContent()).resolves.toBe('1000/1000');
    await moveOn('Sign Off', 7);

    await drawer().getByText(WIZARD_TEXTS.deliveryPromise).waitFor();
    await heldBack(WIZARD_TEXTS.finish, AGREEMENT_REQUIRED, false);
    await drawer().getByRole('checkbox', { name: 'I agree to these terms' }).check();

    await drawer().getByRole('button', { name: WIZARD_TEXTS.summary }).click();
    const summary = drawer().getByRole('complementary', { name: 'Summary' });
    await expect(summary.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe(name);
    await expect(summary.getByLabel('Languages', { exact: true }).inputValue()).resolves.toBe('English');
    await summary.getByText(logo).waitFor();
    const listed = summary.getByTestId('summary-assets');
    await expect(listed.getByText('+ 3 more', { exact: true }).count()).resolves.toBe(1);
    await expect(listed.locator('.MuiChip-root').count()).resolves.toBe(11);
    await drawer().getByRole('button', { name: WIZARD_TEXTS.closeSummary }).click();

    await next(WIZARD_TEXTS.finish).click();
    const thanks = drawer().getByTestId('brief-thanks');
    await thanks.getByText(thanksMessage(name)).waitFor();
    await thanks.getByText(WIZARD_TEXTS.deliveryPromise).waitFor();
    const sent = await concept();
    expect(sent.status).toBe('storyboardsProgress');
    expect(sent.submittedBy).toBe(user().id);
    await thanks.getByRole('button', { name: 'Close' }).click();
    await drawer().waitFor({ state: 'detached' });
  }, 60_000);

  it('a submitted brief opens read-only: titled by its name, no Save Draft, steps finished, nothing editable, Next is Close', async () => {
    await page.goto(`/assets-manager?brief=${conceptId}`);
    const readOnly = page.getByRole('dialog', { name: briefTitle(name) });
    const readOnlyFooter = readOnly.getByTestId('wizard-footer');
    await readOnlyFooter.getByTestId('step-indicator').filter({ hasText: 'Step 1 of 7' }).waitFor();
    await readOnly.getByRole('heading', { name: briefTitle(name) }).waitFor();
    await expect(readOnly.getByText(WIZARD_TEXTS.title, { exact: true }).count()).resolves.toBe(0);
    await expect(readOnly.getByLabel('Concept name').isDisabled()).resolves.toBe(true);
    await expect(
      readOnly.getByRole('navigation', { name: 'Brief steps' }).getByRole('img', { name: 'Finished' }).count(),
    ).resolves.toBe(7);
    await expect(readOnly.getByRole('button', { name: WIZARD_TEXTS.saveDraft }).count()).resolves.toBe(0);
    await readOnly.getByRole('navigation', { name: 'Brief steps' }).getByRole('button', { name: 'Sign Off' }).click();
    await expect(readOnly.getByRole('checkbox', { name: 'I agree to these terms' }).isDisabled()).resolves.toBe(true);
    await readOnlyFooter.getByRole('button', { name: 'Close' }).click();
    await readOnly.waitFor({ state: 'detached' });
  });

  it('the concept list shows the sent brief as StoryboardsInProgress', async () => {
    await page.goto('/concepts');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText(CONCEPT_STATUS_LABELS.storyboardsProgress, { exact: true }).waitFor();
    expect(CONCEPT_STATUS_LABELS.storyboardsProgress).toBe('StoryboardsInProgress');
  });

  it('shows a server refusal on the step it names, and Cancel discards the brief after asking', async () => {
    const raced = `Raced ${stamp}`;
    await page.goto('/assets-manager?brief=new');
    await drawer().getByLabel('Concept name').fill(raced);
    await drawer()
      .getByRole('checkbox', { name: /^Germany/ })
      .check();
    await drawer().getByRole('combobox', { name: 'Languages' }).fill('Ger');
    await page.getByRole('option', { name: 'German' }).click();
    await next('Objectives').and(page.locator(':enabled')).waitFor();
    // Someone else takes the name after the wizard checked it: the server refuses the first save.
    await createConcept(user().client, conceptBrief(raced, [suite.acme.childNodeId]));
    await next('Objectives').click();
    await expect(drawer().getByTestId('refused-step').textContent()).resolves.toBe(CONCEPT_NAME_USED);
    await expect(indicator().textContent()).resolves.toBe('Step 1 of 7');
    expect(new URL(page.url()).searchParams.get('brief')).toBe('new');

    await drawer().getByRole('button', { name: WIZARD_TEXTS.cancel }).click();
    await page.getByRole('dialog', { name: 'Cancel this brief?' }).getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL((url) => !url.searchParams.has('brief'));
    const listed = await user().client.get(
      `/assets/concepts?filter=${encodeURIComponent(JSON.stringify({ search: raced }))}`,
    );
    expect(listed.body.map((c: { name: string }) => c.name)).toEqual([raced]);
  });
  it('offers a manager only the markets within their nodes: the others are disabled and say why', async () => {
    const managers = await partnerFixture(suite.app, suite.su, ['MANAGER']);
    const manager = managers.users.MANAGER!;
    const { page: own } = await suite.newPage();
    await signInAs(own, manager.email, PASSWORD, '/concepts?brief=new');
    const markets = own
      .getByRole('dialog', { name: WIZARD_TEXTS.title })
      .getByRole('group', { name: 'Business nodes' });
    const emea = markets.getByRole('checkbox', { name: /^EMEA/ });
    await emea.waitFor();
    await expect(emea.isDisabled()).resolves.toBe(true);
    expect(await tooltipOf(own, emea)).toBe(OUTSIDE_REACH);
    await expect(markets.getByRole('checkbox', { name: /^Germany/ }).isEnabled()).resolves.toBe(true);
  });
});
