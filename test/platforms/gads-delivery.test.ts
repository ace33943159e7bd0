// Contract of the Google Ads adapter's delivery report (issue 21 §1) against the simulated Google Ads, through a GAQL
// metrics query on googleAds:search: each serving ad's day per ad network with its ad group as the segment, Google's
// int64 strings, cost micros and quartile rate made into counts and money, the same figures every time, nothing of a
// disapproved ad or a day to come, and Google's refusal of a bad customer id as an account PlatformError.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryRowOfGaql } from '../../platforms/gads/delivery';
import { readRow } from '../support/delivery-row';
import { eventually } from '../support/eventually';
import { creativeOf, keyOf, PNG, refused, startGooglePlatform } from '../support/google-platform';

const DAY = '2026-03-04';

describe('a Google Ads customer’s delivery of a day', () => {
  let g: Awaited<ReturnType<typeof startGooglePlatform>>;
  let account: { ids: Record<string, string>; token: string };
  let served: string;
  let refusedAd: string;
  beforeAll(async () => {
    g = await startGooglePlatform({ reviewMs: 100 });
    account = { ids: { gadsCustomerAccountId: '123-456-4321' }, token: await g.connect('gadsToken') };
    const { gads } = g.adapters();
    served = (await gads.create(account, creativeOf(keyOf(), [PNG], { placementId: '4321011' }))).externalId;
    refusedAd = (
      await gads.create(
        account,
        creativeOf(keyOf(), [PNG], { placementId: '4321011', clickUrl: 'http://northwind.example/summer' }),
      )
    ).externalId;
    await eventually(async () => expect((await gads.status(account, served)).status).toBe('ACTIVE'));
  });
  afterAll(() => g?.close());

  it('has a row per serving ad and ad network, its ad group as the segment', async () => {
    const { gads, gadsLookups } = g.adapters();
    const rows = await gads.deliveryReport(account, DAY);
    const [group] = await gadsLookups.adGroups(account, '432101');
    expect(rows.map((r) => [r.adId, r.placement, r.segment])).toEqual(
      ['CONTENT', 'YOUTUBE', 'DISCOVER'].map((network) => [served, network, group!.name]),
    );
    for (const row of rows) {
      expect(row.impressions).toBeGreaterThan(0);
      expect(row.viewableImpressions).toBeLessThanOrEqual(row.impressions);
      expect(row.mediaSpend).toBeGreaterThan(0);
      expect([row.videoViews, row.completions]).toEqual([0, 0]); // an image ad
    }
    expect(rows.map((r) => r.adId)).not.toContain(refusedAd);
    // where the ad runs: its campaign by name and its ad group by id (the report filters' values)
    const [campaign] = (await gadsLookups.campaigns(account)).filter((c) => c.id === '432101');
    for (const row of rows)
      expect(row).toMatchObject({ mediaCampaign: campaign!.name, adGroupId: group!.id, adGroupName: group!.name });
  });

  it('answers the same figures for the same day, others for another, and none for a day to come', async () => {
    const { gads } = g.adapters();
    const first = await gads.deliveryReport(account, DAY);
    expect(await gads.deliveryReport(account, DAY)).toEqual(first);
    expect(await gads.deliveryReport(account, '2026-03-05')).not.toEqual(first);
    expect(await gads.deliveryReport(account, '2999-01-01')).toEqual([]);
  });

  it('reads Google’s shapes: int64 strings, cost in micros, completions from the 100% quartile rate', () => {
    expect(
      deliveryRowOfGaql({
        adGroupAd: { ad: { id: '901' } },
        campaign: { name: 'Summer launch' },
        adGroup: { id: '55', name: 'Lake lovers' },
        segments: { date: DAY, adNetworkType: 'YOUTUBE' },
        metrics: {
          impressions: '2000',
          clicks: '31',
          conversions: 4.0,
          viewThroughConversions: '1',
          conversionsValue: 123.45,
          videoViews: '800',
          videoQuartileP100Rate: 0.25,
          activeViewImpressions: '1500',
          costMicros: '7250000',
        },
      }),
    ).toEqual({
      ...readRow('YOUTUBE', 'Lake lovers'),
      mediaCampaign: 'Summer launch',
      adGroupId: '55',
      adGroupName: 'Lake lovers',
    });
  });

  it('refuses a customer id Google Ads does not take as an account error', async () => {
    const { gads } = g.adapters();
    const wrong = { ...account, ids: { gadsCustomerAccountId: '12345' } };
    expect(await refused(gads.deliveryReport(wrong, DAY))).toMatchObject({ kind: 'account' });
  });
});
