// Browser: anna, an analyst, analyzes (issue 21 §2, §6): from her home /reporter she goes to Analyze, finds no saved
// report, builds one (Facebook, split by creative, ROAS added to the metrics offered), sees its charts and its rows
// ('Gathering data' where a creative has 50 clicks or fewer), saves it ('{name} was created'), copies it, exports it as
// CSV through the server's stream (its header line and every row), deletes the copy after a confirmation, opens it
// again to show benchmarks and update it ('{name} was updated'), and follows a creative row on to the lift of
// personalisation, where each variant has its verdict, overall and on the days of the tree's schedule; then filters a
// report by the platform campaigns, ad groups and objectives, and keeps a report's unsaved choices in its URL
// through a reload and a shared link. Delivery is seeded through the real path
// (test/support/delivered.ts): a Meta campaign's four variants over the three days before today.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GATHERING_DATA } from '../../domain/report/messages';
import { liftCampaign, RECENT_DAYS, type LiftCampaign } from '../support/delivered';
import { browserSuite } from './suite';
import { tooltipOf } from './browser';

const NAME = 'Meta by creative';

describe('anna (ANALYST) on /analyze', () => {
  const suite = browserSuite({}, { roles: ['ANALYST', 'SELF_SERVICE_ADMIN'] });
  let lift: LiftCampaign;
  let anna: Page;

  beforeAll(async () => {
    lift = await liftCampaign(suite);
    // A schedule of the tree over its last delivered day: the lift says it again on that day.
    const last = RECENT_DAYS[RECENT_DAYS.length - 1]!;
    const schedule = { startsAt: `${last}T00:00:00Z`, endsAt: `${last}T23:59:00Z`, weekdays: [], dailyFrom: null };
    const signal = { name: 'Last day', type: 'schedule', schedule: { ...schedule, dailyTo: null } };
    const made = await suite.su.post(`/campaigns/${lift.campaignId}/personalize/${lift.treeId}/signal`, signal);
    expect(made.status).toBe(201);
    anna = await suite.signedIn('ANALYST');
  }, 180_000);

  const choose = async (control: string, option: string) => {
    await anna.getByRole('combobox', { name: control }).click();
    await anna.getByRole('option', { name: option, exact: true }).click();
  };
  const reportRows = () => anna.getByRole('table', { name: 'Report rows' }).getByRole('row');

  it('goes from her home to Analyze, where no report is saved yet', async () => {
    await anna.goto('/');
    await anna.waitForURL('**/reporter');
    await anna.getByRole('tab', { name: 'Analyze' }).click();
    await anna.waitForURL('**/analyze');
    await anna.getByText('No saved report yet').waitFor();
    await anna.getByRole('link', { name: 'New report' }).first().click();
    await anna.waitForURL('**/analyze/new');
  }, 60_000);

  it('builds a report: the metrics wait for a channel, then the charts and rows show', async () => {
    const metrics = anna.getByRole('combobox', { name: 'Metrics' });
    await expect(metrics.isDisabled()).resolves.toBe(true);
    await expect(tooltipOf(anna, metrics)).resolves.toMatch(/Choose a channel first/);
    await choose('Channel', 'Facebook');
    await expect.poll(() => metrics.isEnabled(), { timeout: 15_000 }).toBe(true);
    await choose('Metrics', 'ROAS');
    await choose('Split by', 'Creative');
    await anna.getByRole('textbox', { name: 'Report name' }).fill(NAME);

    await anna.getByRole('figure', { name: 'Impressions over time' }).locator('svg').first().waitFor();
    await anna.getByRole('figure', { name: 'Impressions by campaign' }).locator('svg').first().waitFor();
    // 3 days × 4 creatives, and the header
    await expect.poll(() => reportRows().count(), { timeout: 15_000 }).toBe(13);
    const quiet = await reportRows().filter({ hasText: 'Quiet' }).first().innerText();
    expect(quiet).toContain(GATHERING_DATA);
    const fallback = await reportRows().filter({ hasText: 'Fallback' }).first().innerText();
    // 10,000 impressions and 100 clicks a day; 10 conversions worth 250 over a spend of 10
    expect(fallback).toMatch(/10,000\s+100\s+1\.00%\s+25\.00/);
  }, 90_000);

  it('saves it, copies it, exports it and deletes the copy', async () => {
    await anna.getByRole('button', { name: 'Save', exact: true }).click();
    await anna.getByText(`${NAME} was created`).waitFor();
    await anna.waitForURL(/\/analyze\/[0-9a-f]{24}\/overview$/);

    const [download] = await Promise.all([
      anna.waitForEvent('download'),
      (async () => {
        await anna.getByRole('button', { name: 'Export' }).click();
        await anna.getByRole('menuitem', { name: /^CSV/ }).click();
      })(),
    ]);
    await anna.getByText('Analyze CSV was exported').waitFor();
    const day = new Date().toISOString().slice(0, 10).split('-').reverse().join('-');
    expect(download.suggestedFilename()).toBe(`video-and-display-report-${day}.csv`);
    const lines = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('timestamp,campaign,creative,impressions,clicks,CTR,ROAS');
    expect(lines).toHaveLength(1 + RECENT_DAYS.length * 4);

    await anna.getByRole('link', { name: 'Saved reports' }).click();
    await anna.waitForURL('**/analyze');
    await anna.getByRole('button', { name: `Copy ${NAME}` }).click();
    await anna.getByText(`${NAME} copy was created`).waitFor();
    const saved = anna.getByRole('table', { name: 'Saved reports' });
    await expect.poll(() => saved.getByRole('row').count()).toBe(3);

    await anna.getByRole('button', { name: `Delete ${NAME} copy` }).click();
    const confirm = anna.getByRole('dialog', { name: 'Delete the report?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await anna.getByText('Complete', { exact: true }).waitFor();
    await expect.poll(() => saved.getByRole('row').count()).toBe(2);
    await expect(saved.innerText()).resolves.not.toContain(`${NAME} copy`);
  }, 90_000);

  it('opens the saved report, shows its benchmarks and updates it', async () => {
    await anna.getByRole('link', { name: NAME, exact: true }).click();
    await anna.waitForURL(/\/overview$/);
    await expect(anna.getByRole('textbox', { name: 'Report name' }).inputValue()).resolves.toBe(NAME);
    const update = anna.getByRole('button', { name: 'Update' });
    await expect(update.isDisabled()).resolves.toBe(true);
    await expect(tooltipOf(anna, update)).resolves.toMatch(/^Nothing to save/);
    await anna.getByLabel('Show benchmarks').check();
    const header = anna.getByRole('table', { name: 'Report rows' }).getByRole('row').first();
    await header.getByText('CTR Benchmark Difference').waitFor();
    await update.click();
    await anna.getByText(`${NAME} was updated`).waitFor();
  }, 60_000);

  it('follows a creative row on to the lift verdicts', async () => {
    const winner = reportRows().filter({ hasText: 'Winner' }).first();
    await winner.getByRole('link', { name: 'Lift' }).click();
    await anna.waitForURL(`**/reporter/lift/${lift.campaignId}`);
    const rows = anna.getByRole('row');
    await rows.filter({ hasText: 'Winner' }).first().getByText('wins').waitFor();
    await rows.filter({ hasText: 'Loser' }).first().getByText('loses').waitFor();
    const lastDay = anna.getByRole('group', { name: 'On schedule Last day' });
    await lastDay.getByText('On the days of schedule Last day').waitFor();
    await lastDay.getByRole('row').filter({ hasText: 'Winner' }).first().waitFor();
  }, 60_000);

  it("leads from a concept to its campaigns' results: a new report of them", async () => {
    const admin = await suite.signedIn('SELF_SERVICE_ADMIN', `/concepts/${lift.conceptId}`);
    await admin.getByTestId('concept-campaigns').getByRole('link', { name: 'Results' }).click();
    await admin.waitForURL((url) => url.pathname === '/analyze/new');
    expect(new URL(admin.url()).searchParams.get('campaignIds')).toBe(lift.campaignId);
    await admin.getByRole('combobox', { name: 'Campaigns' }).locator('..').getByText('Lift').waitFor();
    // Split by campaign over 3 days: its rows only, and the header.
    const rows = admin.getByRole('table', { name: 'Report rows' }).getByRole('row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(4);
    for (const row of (await rows.allInnerTexts()).slice(1)) expect(row).toContain('Lift');
  }, 60_000);

  it('filters a report by the ad groups and platform campaigns the imports read, and by objectives', async () => {
    await anna.goto('/analyze/new');
    await choose('Split by', 'Creative');
    // 3 days × 4 creatives, and the header
    await expect.poll(() => reportRows().count(), { timeout: 15_000 }).toBe(13);
    await choose('Platform campaigns', 'Lift always-on');
    await choose('Objectives', 'Action');
    await expect.poll(() => reportRows().count(), { timeout: 15_000 }).toBe(13);
    await choose('Ad groups', 'Lift ad set 2');
    // the winner and the loser of ad set 2 only
    await expect.poll(() => reportRows().count(), { timeout: 15_000 }).toBe(7);
    const shown = (await reportRows().allInnerTexts()).slice(1).join('\n');
    expect(shown).toContain('Winner');
    expect(shown).not.toContain('Fallback');
    // a new report may start on an ad group named in the URL
    await anna.goto('/analyze/new?adGroupIds=as-1');
    await anna.getByRole('combobox', { name: 'Ad groups' }).locator('..').getByText('Lift ad set 1').waitFor();
    await choose('Objectives', 'Awareness');
    await anna.getByText('No delivery in these days for the chosen campaigns and filters.').waitFor();
  }, 90_000);

  it('keeps the unsaved choices in the URL: a reload and a shared link show the same report', async () => {
    await anna.goto('/analyze/new');
    await choose('Date range', 'Last 14 days');
    await choose('Channel', 'Facebook');
    await choose('Split by', 'Creative');
    await choose('Objectives', 'Action');
    await choose('Granularity', 'Week');
    await choose('Order', 'Descending');
    await anna.getByLabel('Show benchmarks').check();
    // Typing replaces the URL, it does not add one history entry a key.
    const entries = await anna.evaluate(() => history.length);
    await anna.getByRole('textbox', { name: 'Report name' }).fill('');
    await anna.getByRole('textbox', { name: 'Report name' }).pressSequentially('Shared view');
    await expect.poll(() => new URL(anna.url()).searchParams.get('name')).toBe('Shared view');
    await expect(anna.evaluate(() => history.length)).resolves.toBe(entries);

    const shows = async (page: Page) => {
      const control = (name: string) => page.getByRole('combobox', { name });
      await expect.poll(() => page.getByRole('textbox', { name: 'Report name' }).inputValue()).toBe('Shared view');
      await expect(control('Date range').innerText()).resolves.toBe('Last 14 days');
      await expect(control('Channel').innerText()).resolves.toBe('Facebook');
      await control('Split by').locator('..').getByText('Creative').waitFor();
      await control('Split by').locator('..').getByText('Campaign').waitFor();
      await control('Objectives').locator('..').getByText('Action').waitFor();
      await expect(control('Granularity').innerText()).resolves.toBe('Week');
      await expect(control('Order').innerText()).resolves.toBe('Descending');
      await expect(page.getByLabel('Show benchmarks').isChecked()).resolves.toBe(true);
      // 2 weeks × 4 creatives at most, and the header: the creatives' rows, by week
      const rows = page.getByRole('table', { name: 'Report rows' }).getByRole('row');
      await rows.filter({ hasText: 'Winner' }).first().waitFor();
      await expect(rows.first().innerText()).resolves.toContain('CTR Benchmark Difference');
    };
    await anna.reload();
    await shows(anna);
    const link = anna.url().replace(/^https?:\/\/[^/]+/, '');
    await shows(await suite.signedIn('ANALYST', link));
  }, 90_000);

  it("opens a saved report's own URL with its definition, and the URL's changes on top", async () => {
    await anna.goto('/analyze');
    await anna.getByRole('link', { name: NAME, exact: true }).click();
    await anna.waitForURL(/\/overview$/);
    const saved = anna.url();
    await expect(anna.getByRole('combobox', { name: 'Granularity' }).innerText()).resolves.toBe('Day');
    await anna.goto(`${saved}?granularity=MONTH&splits=creative&metrics=clicks,nonsense`);
    await expect(anna.getByRole('textbox', { name: 'Report name' }).inputValue()).resolves.toBe(NAME);
    await expect(anna.getByRole('combobox', { name: 'Granularity' }).innerText()).resolves.toBe('Month');
    // a part the settings cannot hold stays as saved, and leaves the URL
    await anna.getByRole('combobox', { name: 'Metrics' }).locator('..').getByText('ROAS').waitFor();
    await expect.poll(() => new URL(anna.url()).searchParams.has('metrics')).toBe(false);
    const update = anna.getByRole('button', { name: 'Update' });
    await expect(update.isEnabled()).resolves.toBe(true);
    await anna.goto(saved);
    await expect(anna.getByRole('combobox', { name: 'Granularity' }).innerText()).resolves.toBe('Day');
    await expect(update.isDisabled()).resolves.toBe(true);
  }, 60_000);
});
