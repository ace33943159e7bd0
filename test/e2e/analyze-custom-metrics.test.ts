// Browser: anna, an analyst, adds a custom conversion's metric to a report (issue 21 §3; spec 3 §9): once she chooses
// the Google channel (CM360 counts the floodlight activities), the metric picker offers the partner's conversion by its
// spec endings, and the report shows its column, counted and rated per creative. Seeded through the real path: a CM360
// publish, then three days imported with the activity's conversions (test/support/delivered.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  customConversion,
  delivered,
  importedDays,
  metaCampaign,
  publishedAds,
  RECENT_DAYS,
} from '../support/delivered';
import { browserSuite } from './suite';

const ACTIVITY = '70001';

describe('anna (ANALYST) picks a custom conversion’s metric', () => {
  const suite = browserSuite({}, { roles: ['ANALYST'] });
  let anna: Page;

  beforeAll(async () => {
    const { acme } = suite;
    const made = await metaCampaign(suite, acme, acme.childNodeId, 'Floodlit');
    const on = { campaignId: made.campaignId, partnerId: acme.partnerId, nodeId: acme.childNodeId };
    await publishedAds(suite, { ...on, platform: 'google' }, [{ adId: 'cm-1', treeId: made.treeId, variantId: 'v1' }]);
    await customConversion(suite, acme.partnerId, 'Purchases', ACTIVITY);
    const rows = [delivered('cm-1', '880101', '', 10_000, 200, 20)];
    const conversions = [
      { adId: 'cm-1', placement: '880101', segment: '', activityId: ACTIVITY, clickThrough: 7, viewThrough: 1 },
    ];
    await importedDays(
      suite,
      { ...on, account: '8801', platform: 'google' },
      Object.fromEntries(RECENT_DAYS.map((day) => [day, rows])),
      Object.fromEntries(RECENT_DAYS.map((day) => [day, conversions])),
    );
    anna = await suite.signedIn('ANALYST');
  }, 180_000);

  it('sees the conversion offered with a CM360 channel and its column in the report', async () => {
    await anna.goto('/analyze/new');
    const choose = async (control: string, option: string) => {
      await anna.getByRole('combobox', { name: control }).click();
      await anna.getByRole('option', { name: option, exact: true }).click();
    };
    await choose('Channel', 'Google');
    const metrics = anna.getByRole('combobox', { name: 'Metrics' });
    await expect.poll(() => metrics.isEnabled(), { timeout: 15_000 }).toBe(true);
    await choose('Metrics', 'Purchases Click-through');
    await choose('Metrics', 'Purchases Click-through CVR');
    const table = anna.getByRole('table', { name: 'Report rows' });
    await table.getByRole('columnheader', { name: 'Purchases Click-through CVR' }).waitFor();
    // three days by campaign and day: each 7 click-through conversions of 200 clicks, 3.50%
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: '3.50%' }).count(), { timeout: 15_000 })
      .toBe(RECENT_DAYS.length);
    expect(await table.getByRole('row').nth(1).innerText()).toMatch(/\b7\s+3\.50%/);
  }, 90_000);
});
