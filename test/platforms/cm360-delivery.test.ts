// Contract of the CM360 adapter's delivery report (issue 21 §1) against the simulated Campaign Manager 360, through a
// standard report of one day (dfareporting v5: made, run, its file polled until available, downloaded, deleted):
// each active creative of the advertiser per placement, CM360's CSV read by column position, the same figures every
// time, none of another advertiser or a day to come, and a network without Varia refused. A second report counts each
// floodlight activity's conversions on the same creatives and placements (what custom conversions count).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cm360ConversionRows, cm360DeliveryRows } from '../../platforms/cm360/delivery';
import { simulatedFloodlightActivities } from '../../platforms/cm360/simulated-floodlight';
import { readRow } from '../support/delivery-row';
import { creativeOf, keyOf, MP4, PNG, refused, startGooglePlatform } from '../support/google-platform';

const DAY = '2026-03-04';
const account = { ids: { dcmNetworkId: '4001', dcmAdvertiserId: '8801' }, token: null };

describe('a CM360 advertiser’s delivery of a day', () => {
  let g: Awaited<ReturnType<typeof startGooglePlatform>>;
  let image: string;
  let video: string;
  beforeAll(async () => {
    g = await startGooglePlatform({ cm360Networks: ['4001'] });
    const cm360 = g.adapters({ cm360Rate: null }).google;
    image = (await cm360.create(account, creativeOf(keyOf(), [PNG]))).externalId;
    video = (await cm360.create(account, creativeOf(keyOf(), [MP4], { format: 'trueView' }))).externalId;
    const other = { ...account, ids: { ...account.ids, dcmAdvertiserId: '8802' } };
    await cm360.create(other, creativeOf(keyOf(), [PNG]));
  });
  afterAll(() => g?.close());

  it('has a row per creative and placement, with video figures for the video only', async () => {
    const rows = await g.adapters({ cm360Rate: null }).google.deliveryReport(account, DAY);
    const placements = ['880101', '880102', '880103'];
    expect(rows.map((r) => [r.adId, r.placement, r.segment])).toEqual(
      [image, video].flatMap((id) => placements.map((p) => [id, p, ''])),
    );
    for (const row of rows) {
      expect(row.impressions).toBeGreaterThan(0);
      expect(row.viewableImpressions).toBeLessThanOrEqual(row.impressions);
      expect(row.viewThroughConversions).toBeLessThanOrEqual(row.conversions);
      expect(row.mediaSpend).toBeGreaterThan(0);
    }
    expect(rows.filter((r) => r.adId === image).every((r) => r.videoViews === 0 && r.completions === 0)).toBe(true);
    expect(rows.filter((r) => r.adId === video).every((r) => r.videoViews > 0)).toBe(true);
  });

  it('answers the same figures for the same day, others for another, none for a day to come', async () => {
    const cm360 = g.adapters({ cm360Rate: null }).google;
    const first = await cm360.deliveryReport(account, DAY);
    expect(await cm360.deliveryReport(account, DAY)).toEqual(first);
    expect(await cm360.deliveryReport(account, '2026-03-05')).not.toEqual(first);
    expect(await cm360.deliveryReport(account, '2999-01-01')).toEqual([]);
  });

  it('reads CM360’s file by position: header block, Report Fields, rows, Grand Total', () => {
    const file = [
      'Varia delivery 8801 2026-03-04',
      'Date Range,2026-03-04 - 2026-03-04',
      '',
      'Report Fields',
      'Date,Creative ID,Placement ID,Impressions,Clicks,Total Conversions,View-through Conversions,Total Revenue,Video Views,Video Completions,Active View: Viewable Impressions,Media Cost',
      '2026-03-04,901,77,"2,000",31,4,1,123.45,800,500,1500,7.25',
      'Grand Total:,,,2000,31,4,1,123.45,800,500,1500,7.25',
    ].join('\n');
    expect(cm360DeliveryRows(file)).toEqual([readRow('77', '')]);
  });

  it('counts each floodlight activity’s conversions on the delivery’s rows, never more than were converted', async () => {
    const cm360 = g.adapters({ cm360Rate: null }).google;
    const rows = await cm360.deliveryReport(account, DAY);
    const conversions = await cm360.conversionsReport(account, DAY);
    const activities = new Set(simulatedFloodlightActivities('4001', '8801').map((a) => a.id));
    expect(conversions.length).toBeGreaterThan(0);
    for (const row of rows) {
      const mine = conversions.filter((c) => c.adId === row.adId && c.placement === row.placement);
      expect(mine.every((c) => activities.has(c.activityId) && c.segment === '')).toBe(true);
      expect(mine.reduce((sum, c) => sum + c.viewThrough, 0)).toBeLessThanOrEqual(row.viewThroughConversions);
      expect(mine.reduce((sum, c) => sum + c.clickThrough + c.viewThrough, 0)).toBeLessThanOrEqual(row.conversions);
    }
    expect(await cm360.conversionsReport(account, DAY)).toEqual(conversions);
    expect(await cm360.conversionsReport(account, '2999-01-01')).toEqual([]);
  });

  it('reads a conversions file by position, leaving out activities that converted nothing', () => {
    const file = [
      'Varia conversions 8801 2026-03-04',
      '',
      'Report Fields',
      'Date,Creative ID,Placement ID,Activity ID,Click-through Conversions,View-through Conversions',
      '2026-03-04,901,77,5001,"1,204",3',
      '2026-03-04,901,77,5002,0,0',
      'Grand Total:,,,,1204,3',
    ].join('\n');
    expect(cm360ConversionRows(file)).toEqual([
      { adId: '901', placement: '77', segment: '', activityId: '5001', clickThrough: 1204, viewThrough: 3 },
    ]);
  });

  it('refuses a network that gave Varia no access as an account error', async () => {
    const cm360 = g.adapters({ cm360Rate: null }).google;
    const wrong = { ...account, ids: { ...account.ids, dcmNetworkId: '4999' } };
    expect(await refused(cm360.deliveryReport(wrong, DAY))).toMatchObject({ kind: 'account' });
  });
});
