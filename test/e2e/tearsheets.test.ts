// Browser: tearsheets (issue 19 §3, §7). On a campaign made over HTTP with two variants of two banners: the Tools tab
// makes a PDF of every creative and shows its progress until it is ready (the personalise table opens the same
// dialog filled with its own filters); the tearsheet is shared by a public link, shown once, that a signed-out
// browser context opens as a PDF, and the opening is counted; the link is revoked after confirming and then refused
// with 410. A reviewer, who has no Tools tab, finds the list from the campaign's header and downloads the PDF and the
// spreadsheet, but may neither make one nor share it: the controls are disabled and say why.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { LINK_SHOWN_ONCE } from '../../admin-ui/src/tearsheets/texts';
import { expectStatus } from '../api/personalise-fixture';
import { headedVariants, screenshotCampaign, type ScreenshotCampaign } from '../support/screenshots';
import { tooltipOf } from './browser';
import { browserSuite } from './suite';

describe('Tearsheets in the UI', () => {
  const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN', 'REVIEWER'] });
  const campaignName = `Tearsheets ${Date.now().toString(36)}`;
  let campaign: ScreenshotCampaign;
  let admin: Page;
  let publicUrl: string;
  const toolsPath = () => `/campaigns/${campaign.campaignId}/tools`;
  const tearsheet = (page: Page) => page.getByTestId('tearsheet').first();
  /** A GET from a fresh browser context: no session cookie at all. */
  const signedOut = async (url: string) => {
    const { context } = await suite.newPage();
    try {
      const reply = await context.request.get(url);
      return { status: reply.status(), type: reply.headers()['content-type'], body: await reply.body() };
    } finally {
      await context.close();
    }
  };

  beforeAll(async () => {
    campaign = await screenshotCampaign(suite.su, suite.acme, campaignName);
    await headedVariants(suite.as('SELF_SERVICE_ADMIN'), campaign.treePath, ['Lakeside', 'Rooftop']);
    admin = await suite.signedIn('SELF_SERVICE_ADMIN');
  }, 180_000);

  it('opens Create PDF from the personalise table with its filters', async () => {
    const filter = encodeURIComponent(JSON.stringify({ qa: 'findings' }));
    await admin.goto(`${campaign.treePath}?filter=${filter}`);
    await admin.getByRole('link', { name: 'Create PDF of these creatives' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create PDF' });
    await dialog.waitFor();
    expect(new URL(admin.url()).pathname).toBe(toolsPath());
    await expect(dialog.getByRole('checkbox', { name: 'Google Campaign Manager' }).isChecked()).resolves.toBe(true);
    await expect(dialog.getByRole('radio', { name: 'With findings' }).isChecked()).resolves.toBe(true);
    await dialog.getByTestId('pdf-filter-summary').getByText('platforms: google · QA: with findings').waitFor();
    // The campaign's own formats are offered.
    await dialog.getByRole('checkbox', { name: /300x250/ }).waitFor();
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(admin.url()).searchParams.has('createPdf')).toBe(false);
  }, 60_000);

  it('makes a PDF of every creative from the Tools tab and shows its progress until it is ready', async () => {
    await admin.goto(toolsPath());
    await admin.getByTestId('empty-state').getByText('No tearsheets yet').waitFor();
    await admin.getByRole('button', { name: 'Create PDF' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create PDF' });
    await dialog.getByTestId('pdf-filter-summary').getByText('All creatives').waitFor();
    // Four creatives are laid out in a moment: a progress bar may be shown for less than a poll of Playwright's, so
    // the page records each one as it is added.
    await admin.evaluate(() => {
      const bar = '[data-testid="tearsheet"] [role="progressbar"]';
      const page = window as { progressShown?: boolean };
      new MutationObserver(() => {
        page.progressShown ||= !!document.querySelector(bar);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await dialog.getByRole('button', { name: 'Create PDF' }).click();
    await admin.getByText('PDF requested: All creatives').waitFor();
    await admin.waitForSelector('[data-testid="tearsheet"][data-status="ready"]', { timeout: 90_000 });
    await expect(admin.evaluate(() => (window as { progressShown?: boolean }).progressShown)).resolves.toBe(true);
    await expect(tearsheet(admin).getByRole('progressbar').count()).resolves.toBe(0);
    await tearsheet(admin).getByTestId('tearsheet-status').getByText('Ready').waitFor();
    await tearsheet(admin)
      .getByText(/^4 creatives · \d+ pages? · made by /)
      .waitFor();
  }, 200_000);

  it('shares it by a link shown once, which a signed-out browser opens as a PDF', async () => {
    await tearsheet(admin).getByRole('button', { name: 'Share link' }).click();
    const dialog = admin.getByRole('dialog', { name: /^Share the tearsheet of / });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.getByText(LINK_SHOWN_ONCE).waitFor();
    publicUrl = await dialog.getByLabel('Public link (PDF)').inputValue();
    expect(publicUrl).toMatch(new RegExp(`^${suite.t.baseUrl}/api/v1/public/tearsheets/[\\w-]{43}$`));
    await expect(dialog.getByLabel('Spreadsheet link').inputValue()).resolves.toBe(`${publicUrl}.xlsx`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Not shown again.
    await expect(admin.getByText(publicUrl).count()).resolves.toBe(0);

    const link = tearsheet(admin).getByTestId('tearsheet-link');
    await expect(link.getAttribute('data-state')).resolves.toBe('active');
    await link.getByRole('cell', { name: 'Never' }).first().waitFor();

    const pdf = await signedOut(publicUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

    await admin.reload();
    await link.getByText(/^1 time, last /).waitFor();
  }, 60_000);

  it('revokes the link after confirming; the link is then refused', async () => {
    await tearsheet(admin)
      .getByRole('button', { name: /^Revoke link made / })
      .click();
    const confirm = admin.getByRole('dialog', { name: /^Revoke link made .*\?$/ });
    await confirm.getByText('Whoever has the link can no longer open the tearsheet', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await admin.getByText(/^Public link made .* revoked$/).waitFor();
    const link = tearsheet(admin).getByTestId('tearsheet-link');
    await expect.poll(() => link.getAttribute('data-state'), { timeout: 10_000 }).toBe('revoked');
    expect(await tooltipOf(admin, link.getByRole('button', { name: /^Revoke link made / }))).toBe(
      'This link is revoked already',
    );
    expect((await signedOut(publicUrl)).status).toBe(410);
  }, 60_000);

  it('lets a reviewer list and download them, but not make or share one', async () => {
    const reviewer = await suite.signedIn('REVIEWER', `/campaigns/${campaign.campaignId}/creatives/${campaign.treeId}`);
    await expect(reviewer.getByRole('tab', { name: 'Tools' }).count()).resolves.toBe(0);
    await reviewer.getByRole('button', { name: 'Tearsheets', exact: true }).click();
    const dialog = reviewer.getByRole('dialog', { name: `Tearsheets of ${campaignName}` });
    expect(new URL(reviewer.url()).searchParams.get('tearsheets')).toBe('1');
    const item = dialog.getByTestId('tearsheet');
    await item.getByTestId('tearsheet-status').getByText('Ready').waitFor();
    await expect(item.getByTestId('tearsheet-link').getAttribute('data-state')).resolves.toBe('revoked');

    for (const [label, type] of [
      ['Download PDF', 'application/pdf'],
      ['Download XLSX', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ] as const) {
      const download = reviewer.waitForEvent('download');
      await item.getByRole('link', { name: label }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${campaignName} tearsheet.${label.endsWith('PDF') ? 'pdf' : 'xlsx'}`);
      // The same address with the reviewer's session answers the file.
      const reply = await reviewer.context().request.get(file.url());
      expect(reply.status(), label).toBe(200);
      expect(reply.headers()['content-type']).toBe(type);
    }

    const create = dialog.getByRole('button', { name: 'Create PDF' });
    await expect(create.isDisabled()).resolves.toBe(true);
    expect(await tooltipOf(reviewer, create)).toBe(WRONG_ROLES_MESSAGE);
    const share = item.getByRole('button', { name: 'Share link' });
    await expect(share.isDisabled()).resolves.toBe(true);
    expect(await tooltipOf(reviewer, share)).toBe(WRONG_ROLES_MESSAGE);
    // The server refuses the reviewer as the screen says.
    const tearsheetId = (
      expectStatus(await suite.as('REVIEWER').get(`/campaigns/${campaign.campaignId}/tearsheets`), 200).body as {
        id: string;
      }[]
    )[0]!.id;
    expect((await suite.as('REVIEWER').post(`/tearsheets/${tearsheetId}/links`, {})).status).toBe(403);
  }, 60_000);
});
