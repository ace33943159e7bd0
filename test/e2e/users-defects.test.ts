// Browser: defects found using the product as its users would (issue 17 §5). On a tree with 60 user segments, the
// segments dialog has 'New user segment' and 'Import CSV' above its rows, searches and pages them on the server, and
// offers the CSV template; the filter drawer searches its segments. The top bar shows the user's name, not the
// e-mail. Request approval is disabled on an archived campaign, saying why.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CAMPAIGN_ARCHIVED_FOR_REVIEW } from '../../domain/campaign';
import { signalsCsvHeader } from '../../domain/personalise/signals-csv';
import { campaignOf, readyConcept } from '../support/campaigns';
import { tooltipOf } from './browser';
import { browserSuite } from './suite';

describe('defects found as a user', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN'] });
  const stamp = Date.now().toString(36);
  let campaignId: string;
  let treeId: string;
  let page: Page;
  const screen = () => `/campaigns/${campaignId}/personalize/${treeId}`;
  const segmentName = (i: number) => `Segment ${String(i).padStart(2, '0')}`;

  beforeAll(async () => {
    const concept = await readyConcept(suite.su, `Defects ${stamp}`, [suite.acme.childNodeId], suite.acme.partnerId);
    const campaign = await campaignOf(suite.su, suite.acme, concept, `Defects campaign ${stamp}`);
    campaignId = campaign.campaignId;
    treeId = campaign.trees.google!;
    const csvData = `Segment name,Value\n${Array.from({ length: 60 }, (_, i) => `${segmentName(i)},${i}`).join('\n')}\n`;
    const imported = await suite
      .as('SELF_SERVICE_ADMIN')
      .post(`${screen()}/signals/upload`, { csvData, segmentType: 'Custom' });
    if (imported.status !== 200) throw new Error(`import: ${JSON.stringify(imported.body)}`);
    const variant = await suite.as('SELF_SERVICE_ADMIN').post(`${screen()}/variant`, { name: 'Berlin' });
    if (variant.status !== 201) throw new Error(`variant: ${JSON.stringify(variant.body)}`);
    page = await suite.signedIn('SELF_SERVICE_ADMIN');
  }, 180_000);

  it('the top bar shows the user’s name, not the e-mail', async () => {
    const menu = page.getByRole('button', { name: 'User menu' });
    await menu.getByText('SELF_SERVICE_ADMIN user', { exact: true }).waitFor();
    await expect(menu.getByText(suite.user('SELF_SERVICE_ADMIN').email).count()).resolves.toBe(0);
  });

  it('the segments dialog has its actions on top, searches and pages its rows, and offers the CSV template', async () => {
    await page.goto(screen());
    await page.getByRole('checkbox', { name: 'Select Berlin', exact: true }).check();
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'User segments' }).click();
    const dialog = page.getByRole('dialog', { name: 'User segments' });
    const list = dialog.getByRole('list', { name: 'User segments' });
    await list.getByText(segmentName(0), { exact: true }).waitFor();
    // One page of 20, the actions above the first row.
    await expect(list.getByRole('listitem').count()).resolves.toBe(20);
    const firstRow = (await list.getByRole('listitem').first().boundingBox())!;
    for (const action of ['New user segment', 'Import CSV'])
      expect((await dialog.getByRole('button', { name: action }).boundingBox())!.y).toBeLessThan(firstRow.y);
    await dialog.getByText('Page', { exact: true }).waitFor();
    await dialog.getByText('of 3', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Next page' }).click();
    await list.getByText(segmentName(20), { exact: true }).waitFor();
    await expect(list.getByText(segmentName(0), { exact: true }).count()).resolves.toBe(0);
    // The search goes to the server and starts again at page 1.
    await dialog.getByLabel('Search user segments').fill('segment 4');
    await list.getByText(segmentName(49), { exact: true }).waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(10);
    await dialog.getByLabel('Search user segments').fill('nothing like it');
    await dialog.getByTestId('signals-empty').waitFor();
    // The template has the columns the chosen segment type needs.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('user-segments-cm-ad-template.csv');
    expect(await readFile((await download.path())!, 'utf8')).toBe(`${signalsCsvHeader('CM Ad').join(',')}\r\n`);
    expect(signalsCsvHeader('CM Ad')).toEqual(['Segment name', 'Ad ID']);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }, 60_000);

  it('the filter drawer searches its segments', async () => {
    await page.goto(screen());
    await page.getByRole('button', { name: 'All filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'All filters' });
    const segments = drawer.getByRole('group', { name: 'Segments' });
    await segments.getByLabel(segmentName(0), { exact: true }).waitFor();
    await expect(segments.getByRole('checkbox').count()).resolves.toBe(50);
    await segments.getByText('Showing 50 of 60: search to find the others').waitFor();
    await drawer.getByLabel('Search segments').fill('segment 5');
    await segments.getByLabel(segmentName(59), { exact: true }).waitFor();
    await expect(segments.getByRole('checkbox').count()).resolves.toBe(10);
  }, 60_000);

  it('request approval is disabled on an archived campaign, saying why', async () => {
    const archived = await suite.as('SELF_SERVICE_ADMIN').request('PUT', `/campaigns/${campaignId}/archive`, {
      archived: true,
    });
    expect(archived.status).toBe(200);
    await page.goto(`/campaigns/${campaignId}`);
    const button = page.getByRole('button', { name: 'Request approval' });
    await button.waitFor();
    await expect(button.isDisabled()).resolves.toBe(true);
    expect(await tooltipOf(page, button)).toBe(`${CAMPAIGN_ARCHIVED_FOR_REVIEW}: restore it first`);
  });
});
