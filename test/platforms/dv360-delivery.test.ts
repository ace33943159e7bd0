// Contract of the DV360 adapter's delivery report (issue 21 §1) against the simulated Bid Manager
// (doubleclickbidmanager v2) with a node's DV360 token: a one-time query of the day on the advertiser, run, its report
// polled until DONE, its CSV read from the Cloud Storage path it names: each approved creative per exchange and line
// item in flight that day (the line item being the segment), the same figures every time, nothing of a creative in
// review or rejected, or of a day to come, and a token without Bid Manager's scope refused as an auth error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dv360DeliveryRows } from '../../platforms/dv360/delivery';
import { readRow } from '../support/delivery-row';
import { eventually } from '../support/eventually';
import { creativeOf, keyOf, MP4, PNG, refused, startGooglePlatform } from '../support/google-platform';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const EXCHANGES = ['Google Ad Manager', 'OpenX', 'PubMatic'];

describe('a DV360 advertiser’s delivery of a day', () => {
  let g: Awaited<ReturnType<typeof startGooglePlatform>>;
  let account: { ids: Record<string, string>; token: string };
  let image: string;
  let video: string;
  let lineItems: { name: string; campaignId: string }[];
  beforeAll(async () => {
    g = await startGooglePlatform({ reviewMs: 300 });
    account = { ids: { dv360AdvertiserId: '6101' }, token: await g.connect('dv360Token') };
    const { dv360, dv360Lookups } = g.adapters();
    image = (await dv360.create(account, creativeOf(keyOf(), [PNG]))).externalId;
    video = (await dv360.create(account, creativeOf(keyOf(), [MP4], { format: 'trueView' }))).externalId;
    await eventually(async () => expect((await dv360.status(account, video)).status).toBe('ACTIVE'));
    const campaigns = await dv360Lookups.campaigns(account);
    lineItems = await dv360Lookups.lineItems(
      account,
      campaigns.map((c) => c.campaignId),
      false,
    );
  });
  afterAll(() => g?.close());

  it('has a row per approved creative, exchange and line item in flight, the line item as the segment', async () => {
    const { dv360 } = g.adapters();
    const rows = await dv360.deliveryReport(account, daysAgo(10));
    const keys = (ids: string[], names: string[]) =>
      ids.flatMap((id) => names.flatMap((name) => EXCHANGES.map((exchange) => [id, exchange, name].join('|'))));
    expect(rows.map((r) => [r.adId, r.placement, r.segment].join('|')).sort()).toEqual(
      keys(
        [image, video],
        lineItems.map((l) => l.name),
      ).sort(),
    );
    for (const row of rows) {
      expect(row.impressions).toBeGreaterThan(0);
      expect(row.viewableImpressions).toBeLessThanOrEqual(row.impressions);
      expect(row.mediaSpend).toBeGreaterThan(0);
      expect(row.videoViews > 0).toBe(row.adId === video);
    }
    // Today the first campaign's first line item has ended (its flight ended yesterday).
    const today = await dv360.deliveryReport(account, daysAgo(0));
    expect(new Set(today.map((r) => r.segment)).size).toBe(lineItems.length - 1);
  });

  it('reports a year back, every line item in flight since then (issue 21 §6)', async () => {
    const { dv360 } = g.adapters();
    const yearAgo = await dv360.deliveryReport(account, daysAgo(365));
    expect(new Set(yearAgo.map((r) => r.segment))).toEqual(new Set(lineItems.map((l) => l.name)));
    expect(await dv360.deliveryReport(account, daysAgo(366))).toEqual([]);
  });

  it('answers the same figures for the same day, others for another, none for a day to come', async () => {
    const { dv360 } = g.adapters();
    const first = await dv360.deliveryReport(account, daysAgo(10));
    expect(await dv360.deliveryReport(account, daysAgo(10))).toEqual(first);
    expect(await dv360.deliveryReport(account, daysAgo(11))).not.toEqual(first);
    expect(await dv360.deliveryReport(account, '2999-01-01')).toEqual([]);
  });

  it('leaves out a creative DV360 does not serve: in review, then rejected', async () => {
    const { dv360 } = g.adapters();
    // A landing page that is not https fails the simulated review: never served, however long the report takes.
    const refusedAd = creativeOf(keyOf(), [PNG], { clickUrl: 'http://northwind.example/summer' });
    const notServed = (await dv360.create(account, refusedAd)).externalId;
    const rows = await dv360.deliveryReport(account, daysAgo(10));
    expect(rows.map((r) => r.adId)).not.toContain(notServed);
  });

  it('reads Bid Manager’s file by position, up to the totals row', () => {
    const file = [
      'Date,Creative ID,Exchange,Line Item,Impressions,Clicks,Total Conversions,Post-View Conversions,CM360 Post-Click Revenue,CM360 Post-View Revenue,Video Plays,Video Completions,Active View: Viewable Impressions,Media Cost (Advertiser Currency)',
      '2026/03/04,901,OpenX,Summer — Retargeting,2000,31,4,1,100.00,23.45,800,500,1500,7.25',
      ',,,,2000,31,4,1,100.00,23.45,800,500,1500,7.25',
      '',
      'Report Time:,2026-03-05T00:00:00Z',
    ].join('\n');
    expect(dv360DeliveryRows(file)).toEqual([readRow('OpenX', 'Summer — Retargeting')]);
  });

  it('refuses a token granted before Bid Manager’s scope was asked for as an auth error', async () => {
    const { dv360 } = g.adapters();
    const response = await fetch(`${g.sim.url}/v2/queries`, {
      method: 'POST',
      headers: { authorization: 'Bearer ya29.unknown', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
    const wrong = { ...account, token: await g.connect('youtubeToken') };
    expect(await refused(dv360.deliveryReport(wrong, daysAgo(10)))).toMatchObject({ kind: 'auth' });
  });
});
