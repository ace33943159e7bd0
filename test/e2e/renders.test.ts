// Browser: renders in the UI (issue 19 §1, §4). On a campaign made over HTTP whose template writes its headline into a
// 160 px box that does not wrap, with a variant that fits and one whose headline overflows: the Tools tab renders the
// campaign while the personalise table, open in another tab, shows the thumbnails arrive without a reload (lazily
// loaded, at the chosen preview width, kept in the URL); the overflow's QA finding shows in the QA column, the QA
// filter finds it, the full-size picture names it, and the creatives view shows it before the approval toggle; an
// edited format's picture is dimmed as stale and the refresh button spins while its render runs, then stops.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { HttpClient } from '../support/http';
import {
  BOXED_HEADLINE,
  headedVariants,
  screenshotCampaign,
  setHeadline,
  type ScreenshotCampaign,
} from '../support/screenshots';
import { STALE_SCREENSHOT } from '../../admin-ui/src/screenshots/texts';
import { countNavigations, tooltipOf } from './browser';
import { browserSuite } from './suite';

const FITS = 'Fits';
const OVERFLOWS = 'A headline far too long for its box';

describe('Renders in the UI', () => {
  const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN'] });
  const campaignName = `Renders ${Date.now().toString(36)}`;
  let admin: HttpClient;
  let campaign: ScreenshotCampaign;
  let made: { id: string; formats: string[] }[];
  let table: Page;
  let tools: Page;
  const row = (name: string) =>
    table.getByTestId('variant-row').filter({ has: table.getByRole('button', { name, exact: true }) });
  const shots = (name: string) => row(name).getByTestId('screenshot');
  const statuses = (name: string) => shots(name).evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
  const refresh = () => table.getByRole('button', { name: 'Refresh screenshots' });

  beforeAll(async () => {
    admin = suite.as('SELF_SERVICE_ADMIN');
    campaign = await screenshotCampaign(suite.su, suite.acme, campaignName, BOXED_HEADLINE);
    made = await headedVariants(admin, campaign.treePath, [FITS, OVERFLOWS]);
    table = await suite.signedIn('SELF_SERVICE_ADMIN');
    tools = await suite.signedIn('SELF_SERVICE_ADMIN');
  }, 180_000);

  it('renders the campaign from the Tools tab; the thumbnails arrive live in the table', async () => {
    await table.goto(campaign.treePath);
    await row(FITS).waitFor();
    await expect(statuses(FITS)).resolves.toEqual(['unrendered', 'unrendered']);
    const navigations = countNavigations(table);

    await tools.goto(`/campaigns/${campaign.campaignId}/tools`);
    await tools.getByTestId('empty-state').getByText('No screenshots rendered yet').waitFor();
    await tools.getByRole('button', { name: 'Render screenshots' }).click();
    await tools.getByText('4 screenshots queued').waitFor();

    for (const name of [FITS, OVERFLOWS])
      await expect.poll(() => statuses(name), { timeout: 90_000 }).toEqual(['finished', 'finished']);
    const image = shots(FITS).first().locator('img');
    await expect(image.getAttribute('loading')).resolves.toBe('lazy');
    await expect(image.getAttribute('width')).resolves.toBe('96');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 }).toBe(300);
    expect(navigations.count).toBe(0);

    // The queue in the Tools tab, live too.
    await tools.getByTestId('queue-count-done').getByText('Done 4').waitFor({ timeout: 30_000 });

    await table.getByRole('group', { name: 'Preview width' }).getByRole('button', { name: 'Wide' }).click();
    await expect(image.getAttribute('width')).resolves.toBe('196');
    expect(new URL(table.url()).searchParams.get('preview')).toBe('wide');
  }, 150_000);

  it('shows the overflow in the QA column, the QA filter, the full-size picture and the creatives view', async () => {
    // One overflow per format, at least.
    await row(OVERFLOWS)
      .getByTestId('qa-cell')
      .getByLabel(new RegExp(`^QA of ${OVERFLOWS}: \\d+ QA findings$`))
      .waitFor();
    await row(FITS).getByTestId('qa-cell').getByLabel(`QA of ${FITS}: no findings`).waitFor();

    await table.getByRole('button', { name: 'All filters' }).click();
    const drawer = table.getByRole('dialog', { name: 'All filters' });
    await drawer.getByRole('radio', { name: 'With findings' }).check();
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => table.getByTestId('variant-row').count(), { timeout: 10_000 }).toBe(1);
    await row(OVERFLOWS).waitFor();
    expect(JSON.parse(new URL(table.url()).searchParams.get('filter')!)).toEqual({ qa: 'findings' });

    await shots(OVERFLOWS).first().click();
    const dialog = table.getByRole('dialog', { name: /^Screenshot of / });
    await dialog.getByText(/Headline text overflows its box by \d+ px/).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await table.goto(`/campaigns/${campaign.campaignId}/creatives/${campaign.treeId}`);
    const creative = table.getByTestId(`format-${OVERFLOWS}-300x250`);
    await creative
      .getByTestId('qa-warning')
      .getByText(/Headline text overflows its box/)
      .waitFor();
    await creative.getByRole('img', { name: `Screenshot of ${OVERFLOWS} 300x250` }).waitFor();
    // The warning comes first; approving is still allowed.
    const approve = creative.getByRole('button', { name: 'Approve' });
    await expect(approve.isEnabled()).resolves.toBe(true);
    await expect(table.getByTestId(`format-${FITS}-300x250`).getByTestId('qa-warning').count()).resolves.toBe(0);
  }, 60_000);

  it('dims an edited format as stale; the refresh button spins while its render runs, then stops', async () => {
    await setHeadline(admin, campaign.treePath, made[0]!.formats, 'Fits anew');
    await table.goto(campaign.treePath);
    await row(FITS).waitFor();
    await expect
      .poll(() => shots(FITS).evaluateAll((els) => els.map((e) => e.getAttribute('data-stale'))), { timeout: 10_000 })
      .toEqual(['true', 'true']);
    expect(await tooltipOf(table, shots(FITS).first())).toContain(STALE_SCREENSHOT);

    await row(FITS)
      .getByRole('checkbox', { name: `Select ${FITS}` })
      .check();
    const spun = table.waitForSelector('[aria-label="Refresh screenshots"][data-spinning="true"]');
    await refresh().click();
    await spun;
    await table.getByText('2 screenshots queued').waitFor();
    await table.waitForSelector('[aria-label="Refresh screenshots"][data-spinning="false"]', { timeout: 60_000 });
    await expect
      .poll(
        () =>
          shots(FITS).evaluateAll((els) =>
            els.map((e) => [e.getAttribute('data-status'), e.getAttribute('data-stale')]),
          ),
        { timeout: 30_000 },
      )
      .toEqual([
        ['finished', 'false'],
        ['finished', 'false'],
      ]);
  }, 90_000);
});
