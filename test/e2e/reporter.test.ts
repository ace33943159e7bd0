// Browser: anna, an analyst, opens her home /reporter (issue 21 §3, §4): the stat boxes of each channel over her
// campaigns, the top and worst creatives, her recent saved reports, and the lift of personalisation with a verdict per
// variant; the lift's own screen draws each variant's interval and says which variant wins and which loses, and the
// campaign's page leads to it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { liftCampaign, type LiftCampaign } from '../support/delivered';
import { browserSuite } from './suite';

describe('anna (ANALYST) on /reporter', () => {
  const suite = browserSuite({}, { roles: ['ANALYST', 'SELF_SERVICE_ADMIN'] });
  let lift: LiftCampaign;
  let anna: Page;

  beforeAll(async () => {
    lift = await liftCampaign(suite);
    const saved = await suite.as('ANALYST').post('/report/analyze-view', {
      name: 'Weekly Meta',
      dateRange: 7,
      default: false,
      filters: [{ id: 'campaignIds', values: [lift.campaignId] }],
      splits: [{ field: 'creative', sortIndex: 0 }],
      metrics: [{ field: 'CTR', sortIndex: 0 }],
      granularity: { field: 'timestamp', value: 'DAY', sortIndex: 0 },
      sort: { field: 'CTR', direction: 'DESC' },
      areBenchmarksShown: false,
    });
    expect(saved.status).toBe(201);
    anna = await suite.signedIn('ANALYST');
  }, 180_000);

  it('sees the stat boxes of each channel, the top and worst creatives, her saved reports and a lift verdict', async () => {
    await anna.goto('/');
    await anna.waitForURL('**/reporter');
    const facebook = anna.getByLabel('Facebook stats');
    // 3 days × 45,000 impressions, 860 clicks a day
    await expect(facebook.getByRole('group', { name: 'Impressions' }).innerText()).resolves.toContain('135,000');
    await expect(facebook.getByRole('group', { name: 'CTR' }).innerText()).resolves.toContain('1.91%');
    await expect(facebook.getByRole('group', { name: 'Total conversions' }).innerText()).resolves.toContain('123');
    await expect(anna.getByLabel('Google stats').getByRole('group', { name: 'CVR' }).innerText()).resolves.toContain(
      'No data',
    );
    await expect(anna.getByLabel('Top creatives').getByRole('listitem').first().innerText()).resolves.toContain(
      'Winner',
    );
    await expect(anna.getByLabel('Worst creatives').getByRole('listitem').first().innerText()).resolves.toContain(
      'Loser',
    );
    await anna.getByLabel('Recent saved reports').getByRole('link', { name: 'Weekly Meta' }).waitFor();
    const summary = anna.getByLabel('Lift of Lift');
    await summary.getByText('wins').waitFor();
    await summary.getByText('loses').waitFor();
  }, 60_000);

  it('opens the lift: each variant against the fallback, its interval drawn, and a plain verdict', async () => {
    await anna.getByRole('link', { name: 'Lift', exact: true }).first().click();
    await anna.waitForURL(`**/reporter/lift/${lift.campaignId}`);
    await anna.getByRole('img', { name: /CTR lift of each variant/ }).waitFor();
    const rows = anna.getByRole('row');
    await expect(rows.filter({ hasText: 'Winner' }).first().innerText()).resolves.toMatch(/2\.00% vs 1\.00%.*wins/s);
    await expect(rows.filter({ hasText: 'Loser' }).first().innerText()).resolves.toMatch(/loses/);
    await expect(rows.filter({ hasText: 'Quiet' }).first().innerText()).resolves.toMatch(/not enough data yet/);
  }, 60_000);

  it("is reachable from the campaign's page", async () => {
    const admin = await suite.signedIn('SELF_SERVICE_ADMIN', `/campaigns/${lift.campaignId}`);
    await admin.getByRole('link', { name: 'Lift', exact: true }).click();
    await admin.waitForURL(`**/reporter/lift/${lift.campaignId}`);
    await admin.getByRole('row').filter({ hasText: 'Winner' }).getByText('wins').waitFor();
  }, 60_000);
});
