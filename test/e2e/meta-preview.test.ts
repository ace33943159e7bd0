// Browser: a Meta tree (issue 20 §4, §6). Before Meta is connected the Facebook segment CSV import is disabled and says
// what to connect; a self-service admin connects the node's Meta through the simulated consent page; a filled feed
// variant's preview shows the Square/Vertical/Horizontal toggles, the feed (1080x1080) as Square inside Meta's own
// preview frame, the missing shapes disabled with their tooltip; the Facebook segment CSV imported from the User
// segments dialog adds a Meta Ad Set segment per row, and a file whose ad set is not the campaign's shows the server's
// message and adds nothing. A single-video variant's toggle is disabled, saying why, while the simulated Meta reports
// its video processing, shows Meta's preview once Meta reports it ready, and is disabled again, saying so, when Meta
// reports the video failed or refuses the video itself (Meta's reason in the tooltip).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NO_META_ACCOUNT } from '../../admin-ui/src/personalise/meta/FacebookCsvImport';
import { PREVIEW_MESSAGES } from '../../domain/meta/messages';
import { csvCheckColumn } from '../../domain/personalise/csv-table';
import { expectStatus, fill, newVariant } from '../api/personalise-fixture';
import { campaignOf, readyConcept } from '../support/campaigns';
import { clearMetaErrors, holdMetaVideos, injectMetaError } from '../support/meta';
import { uploadTemplate } from '../support/templates';
import { file, mp4Video, pngImage, uploadedAsset } from '../support/uploads';
import { tooltipOf } from './browser';
import { connectPlatform } from './connect-platform';
import { browserSuite } from './suite';

const AD_ACCOUNT = 'act_6006';
const HEADER =
  'UserSegment,FB Campaign ID,Ad Set ID,Ad Name,Square video,Horizontal video,Vertical video,Primary text,Website URL,CTA';
const rowOf = (segment: string, campaignId: string, adSetId: string) =>
  `${segment},${campaignId},${adSetId},Ad ${segment},,,,Cold drinks,https://acme.example,Shop now`;

describe('A Meta tree', () => {
  const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN'] });
  let page: Page;
  let treeUrl: string;
  let storiesUrl: string;
  const segmentsDialog = () => page.getByRole('dialog', { name: 'User segments' });
  const importButton = () => segmentsDialog().getByRole('button', { name: 'Import Facebook CSV' });

  beforeAll(async () => {
    const concept = await readyConcept(suite.su, 'Meta concept', [suite.acme.childNodeId], suite.acme.partnerId);
    const { campaignId, trees } = await campaignOf(suite.su, suite.acme, concept, 'Meta summer', {
      platforms: ['facebook'],
      templates: ['feed'],
    });
    const treePath = `/campaigns/${campaignId}/personalize/${trees.facebook!}`;
    const admin = suite.as('SELF_SERVICE_ADMIN');
    const png = file('square.png', await pngImage(1080, 1080), 'image/png');
    const image = await uploadedAsset(suite.t, admin, {}, png);
    await fill(admin, treePath, await newVariant(admin, treePath, 'Berlin feed'), image);
    treeUrl = `${suite.t.baseUrl}${treePath}`;

    // A vertical single-video format (a story) in a campaign of its own, each variant with its own library video.
    const story = expectStatus(
      await uploadTemplate(suite.su, concept.conceptId, '1080x1920-Story.mp4', await mp4Video()),
      201,
    ).body.templates[0].id as string;
    expectStatus(
      await suite.su.request('PATCH', `/assets/concepts/${concept.conceptId}/templates/${story}`, {
        suitableChannels: ['social'],
      }),
      200,
    );
    const stories = await campaignOf(suite.su, suite.acme, concept, 'Meta stories', {
      platforms: ['facebook'],
      templates: [],
      templateIds: [story],
    });
    const storiesPath = `/campaigns/${stories.campaignId}/personalize/${stories.trees.facebook!}`;
    for (const city of ['Berlin', 'Hamburg', 'Munich']) {
      const clip = file(`${city}.mp4`, await mp4Video(), 'video/mp4');
      const video = await uploadedAsset(suite.t, admin, {}, clip);
      await fill(admin, storiesPath, await newVariant(admin, storiesPath, `${city} story`), image, video);
    }
    storiesUrl = `${suite.t.baseUrl}${storiesPath}`;
    page = await suite.signedIn('SELF_SERVICE_ADMIN');
  }, 240_000);

  it('disables the Facebook segment CSV import while no Meta account is connected, saying what to connect', async () => {
    await page.goto(treeUrl);
    await page.getByRole('button', { name: 'User segments' }).click();
    await expect.poll(() => importButton().isDisabled()).toBe(true);
    await expect.poll(() => tooltipOf(page, importButton())).toBe(NO_META_ACCOUNT);
    await page.keyboard.press('Escape');
  }, 60_000);

  it("connects the node's Meta and shows a variant's Meta preview with its toggles", async () => {
    await page.goto(`${suite.t.baseUrl}/admin/integration/${suite.acme.childNodeId}`);
    await connectPlatform(page, 'Meta', 'Meta', { 'Ad account ID': AD_ACCOUNT, 'Page ID': '4242' });

    await page.goto(treeUrl);
    await page.getByRole('button', { name: 'Preview Berlin feed' }).click();
    const dialog = page.getByTestId('metaPreview');
    const toggles = dialog.getByRole('group', { name: 'Meta format' }).getByRole('button');
    await expect.poll(() => toggles.allTextContents()).toEqual(['Square', 'Vertical', 'Horizontal']);
    const square = dialog.getByRole('button', { name: 'Square' });
    await expect.poll(() => square.getAttribute('aria-pressed')).toBe('true');
    expect(await dialog.getByRole('button', { name: 'Vertical' }).isDisabled()).toBe(true);
    expect(await tooltipOf(page, dialog.getByRole('button', { name: 'Vertical' }))).toBe(
      'This variant has no Vertical format',
    );

    // Our sandboxed frame holds Meta's answer, an iframe of Meta's page drawing the ad from the variant's values.
    const meta = page.frameLocator('[data-testid="metaPreview"] iframe').frameLocator('iframe');
    await meta
      .getByText('Simulated Meta preview (MOBILE_FEED_STANDARD)', { exact: false })
      .waitFor({ timeout: 20_000 });
    await meta.getByText('Page 4242').waitFor();
    await meta.getByText('primaryText value').waitFor();
    await meta.getByRole('button', { name: 'Shop now' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }, 120_000);

  it("disables a video's toggle while Meta processes it, previews it once ready, and says when Meta failed", async () => {
    const farEnd = () => suite.t.system.deps.oauth.simulated!.meta;
    const hold = (status: 'processing' | 'ready' | 'error' | null) => holdMetaVideos(farEnd(), AD_ACCOUNT, status);
    const dialog = page.getByTestId('metaPreview');
    const vertical = dialog.getByRole('button', { name: 'Vertical' });
    try {
      await hold('processing');
      await page.goto(storiesUrl);
      await page.getByRole('button', { name: 'Preview Berlin story' }).click();
      await dialog.getByText(PREVIEW_MESSAGES.availableSoon).waitFor({ timeout: 20_000 });
      expect(await vertical.isDisabled()).toBe(true);
      expect(await tooltipOf(page, vertical)).toBe(PREVIEW_MESSAGES.videoProcessing('vertical'));
      expect(await dialog.getByRole('button', { name: 'Square' }).isDisabled()).toBe(true);

      // Meta finishes: the dialog, asking again every 2 s, enables the toggle and shows Meta's preview of the video.
      await hold('ready');
      await expect.poll(() => vertical.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
      expect(await vertical.isDisabled()).toBe(false);
      const meta = page.frameLocator('[data-testid="metaPreview"] iframe').frameLocator('iframe');
      await meta.getByText('Simulated Meta preview', { exact: false }).waitFor({ timeout: 20_000 });
      await meta.getByText('primaryText value').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // Meta fails to process the other variant's video: its toggle says so, and there is nothing to preview.
      await hold('error');
      await page.getByRole('button', { name: 'Preview Hamburg story' }).click();
      await expect
        .poll(() => tooltipOf(page, vertical), { timeout: 20_000 })
        .toBe(PREVIEW_MESSAGES.videoFailed('vertical'));
      expect(await vertical.isDisabled()).toBe(true);
      await dialog.getByText(PREVIEW_MESSAGES.notAvailable).waitFor();
      expect(await dialog.locator('iframe').count()).toBe(0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // Sending the third variant's video to Meta fails: its toggle stays disabled, giving Meta's reason.
      await hold(null);
      await injectMetaError(farEnd(), { path: `${AD_ACCOUNT}/advideos`, code: 100, times: 20 });
      await page.getByRole('button', { name: 'Preview Munich story' }).click();
      // The simulated Meta's own words for code 100, passed through by the server.
      await expect
        .poll(() => tooltipOf(page, vertical), { timeout: 20_000 })
        .toBe('One of the parameters of the request is invalid.');
      expect(await vertical.isDisabled()).toBe(true);
      expect(await dialog.locator('iframe').count()).toBe(0);
      await page.keyboard.press('Escape');
    } finally {
      await hold(null);
      await clearMetaErrors(farEnd());
    }
  }, 120_000);

  it('imports the Facebook segment CSV from the User segments dialog', async () => {
    const campaigns = expectStatus(
      await suite.as('SELF_SERVICE_ADMIN').get(`/facebook/${AD_ACCOUNT}/campaigns?expanded=true`),
      200,
    ).body as { id: string; adSets: { id: string }[] }[];
    const [first, second] = [campaigns[0]!, campaigns[1]!];
    await page.goto(treeUrl);
    await page.getByRole('button', { name: 'User segments' }).click();
    await expect.poll(() => importButton().isEnabled()).toBe(true);
    await expect(segmentsDialog().getByLabel('Meta ad account').textContent()).resolves.toBe(AD_ACCOUNT);

    const upload = (name: string, rows: string[]) =>
      segmentsDialog()
        .getByTestId('facebook-csv-input')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows, ''].join('\n')) });
    await upload('astray.csv', [rowOf('Astray', first.id, second.adSets[0]!.id)]);
    await expect
      .poll(() => segmentsDialog().getByTestId('facebook-csv-refusal').textContent())
      .toBe(csvCheckColumn('Ad Set ID', [2]));

    await upload('meta-segments.csv', [
      rowOf('Launch buyers', first.id, first.adSets[0]!.id),
      rowOf('Lookalike fans', first.id, first.adSets[1]!.id),
    ]);
    await page.getByText('2 Meta Ad Set segment(s) imported from meta-segments.csv').waitFor();
    const list = segmentsDialog().getByRole('list', { name: 'User segments' });
    await list.getByText('Launch buyers').waitFor();
    await list.getByText('Lookalike fans').waitFor();
    expect(await list.getByText('Astray').count()).toBe(0);
    expect(await list.getByText('Meta Ad Set', { exact: false }).count()).toBe(2);
  }, 120_000);
});
