// Browser: a scheduled feed (issue 23 §3) on the 'Import feed' dialog. A self-service admin checks a feed file, maps
// its columns, and schedules the same feed from a link every 6 hours; the dialog shows the schedule, and after a run
// (the schedule's own command, fed the link's content) the last run's counts; removing the schedule asks first.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runScheduledFeed } from '../../commands/feed-schedules';
import { FEED_PARSED } from '../../domain/personalise/feed-rows';
import { campaignOf, readyConcept } from '../support/campaigns';
import { browserSuite } from './suite';

describe('Scheduled feeds', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN'] });
  const stamp = Date.now().toString(36);
  const link = 'https://shop.example.com/feeds/products.csv';
  const csv = Buffer.from('SKU,Name,Headline\nA,Product A,Alpha\nB,Product B,Beta');
  let treeId: string;
  let path: string;
  let page: Page;

  beforeAll(async () => {
    const concept = await readyConcept(suite.su, `Feed ${stamp}`, [suite.acme.childNodeId], suite.acme.partnerId);
    const campaign = await campaignOf(suite.su, suite.acme, concept, `Scheduled feed ${stamp}`);
    treeId = campaign.trees.google!;
    path = `/campaigns/${campaign.campaignId}/personalize/${treeId}`;
    page = await suite.signedIn('SELF_SERVICE_ADMIN');
  }, 180_000);

  const openDialog = async () => {
    await page.getByRole('button', { name: 'Import feed' }).click();
    return page.getByRole('dialog', { name: 'Import feed' });
  };

  it('schedules a mapped feed from a link, shows its last run, and removes it after a confirmation', async () => {
    await page.goto(path);
    await page.getByTestId('empty-state').waitFor();
    let dialog = await openDialog();
    const section = dialog.getByTestId('feed-schedule');
    await section.getByText('No schedule').waitFor();

    await dialog.getByTestId('feed-input').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: csv });
    await dialog.getByTestId('feed-check').getByText(FEED_PARSED).waitFor();
    const schedule = section.getByRole('button', { name: 'Schedule', exact: true });
    await expect(schedule.isDisabled()).resolves.toBe(true);
    await section.getByLabel('Feed link').fill(link);
    await section.getByLabel('How often').click();
    await page.getByRole('option', { name: 'Every 6 hours' }).click();
    await schedule.click();
    await expect
      .poll(() => section.getByTestId('feed-schedule-summary').innerText())
      .toMatch(new RegExp(`^Every 6 hours from ${link}; next run `));
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A run, as the schedule's workflow makes one, with the link's content.
    const run = await runScheduledFeed(
      suite.t.system.deps,
      treeId,
      async () => ({ fileName: 'products.csv', bytes: csv }),
      `e2e-${stamp}`,
    );
    expect(run?.result).toEqual({ new: 2, updated: 0, archived: 0, unchanged: 0 });
    await page.reload();
    dialog = await openDialog();
    await expect
      .poll(() => dialog.getByTestId('feed-schedule-last-run').innerText())
      .toMatch(/: 2 new, 0 updated, 0 archived, 0 unchanged$/);

    await dialog.getByRole('button', { name: 'Remove schedule' }).click();
    const confirm = page.getByRole('dialog', { name: "Remove the feed's schedule?" });
    await confirm.getByRole('button', { name: 'Remove schedule' }).click();
    await dialog.getByTestId('feed-schedule').getByText('No schedule').waitFor();
    await expect(dialog.getByTestId('feed-schedule-last-run').innerText()).resolves.toMatch(/2 new/);
  }, 120_000);
});
