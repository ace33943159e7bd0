// Contract of the Meta adapter's delivery report (issue 21 §1) against the simulated Meta, through the SDK's insights
// edge: each active ad's day per placement and ad set, the same figures every time, every page read, nothing for an
// ad Meta refused or a day to come, and Meta's rate limit on insights is a throttled PlatformError.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformError, type AdAccount, type CreativeToPublish, type PlatformAd } from '../../platforms/ad-platform';
import { openMeta } from '../../platforms/meta';
import { deliveryRowOf } from '../../platforms/meta/insights';
import type { SimulatedFarEnd } from '../../platforms/simulated';
import { eventually } from '../support/eventually';
import { imageCreative, injectMetaError, metaAccount, metaToken, mp4File, startQuickMeta } from '../support/meta';

let far: SimulatedFarEnd;
let account: AdAccount;
let meta: ReturnType<typeof openMeta>;
let adSet: { id: string; name: string };
let campaignName: string;
const ads: PlatformAd[] = [];
let refused: PlatformAd;

const DAY = '2026-03-04';
const creative = (n: number, overrides: Partial<CreativeToPublish> = {}): CreativeToPublish => ({
  ...imageCreative(`varia-6650f0c1a2b3c4d5e6f70809-d${n}`, adSet.id, `Delivery ${n}`),
  ...overrides,
});
const active = (ad: PlatformAd) =>
  eventually(
    async () => expect((await meta.ads.status(account, ad.externalId)).status).not.toMatch(/PROCESSING|PENDING/),
    5_000,
  );

beforeAll(async () => {
  far = await startQuickMeta();
  meta = openMeta({ graphUrl: far.url, videoPollMs: 25, videoTimeoutMs: 5_000, insightsPageSize: 3 });
  account = metaAccount(await metaToken(far), '3003');
  const [campaign] = await meta.lookups.campaigns(account, true);
  campaignName = campaign!.name;
  adSet = campaign!.adSets!.find((a) => !a.completed)!;
  ads.push(await meta.ads.create(account, creative(1)));
  ads.push(await meta.ads.create(account, creative(2, { format: 'fbSingleVideo', files: [mp4File('spring.mp4')] })));
  refused = await meta.ads.create(account, creative(3, { fields: { Text: 'A miracle cure', Headline: 'Spring' } }));
  for (const ad of [...ads, refused]) await active(ad);
}, 60_000);
afterAll(() => far?.close());

describe('a Meta account’s delivery of a day', () => {
  it('has a row per active ad and placement, its ad set as the segment, read over every page', async () => {
    const rows = await meta.ads.deliveryReport(account, DAY);
    expect(rows.length).toBe(2 * 4); // 3 rows a page: three pages
    expect(new Set(rows.map((r) => r.adId))).toEqual(new Set(ads.map((a) => a.externalId)));
    expect(new Set(rows.map((r) => r.placement))).toEqual(
      new Set(['facebook:feed', 'facebook:facebook_stories', 'instagram:feed', 'instagram:instagram_stories']),
    );
    expect(new Set(rows.map((r) => r.segment))).toEqual(new Set([adSet.name]));
    // where the ad runs: its campaign by name and its ad set by id (the report filters' values)
    expect(new Set(rows.map((r) => [r.mediaCampaign, r.adGroupId, r.adGroupName].join('|')))).toEqual(
      new Set([[campaignName, adSet.id, adSet.name].join('|')]),
    );
    for (const row of rows) {
      expect(row.impressions).toBeGreaterThan(0);
      expect(row.clicks).toBeLessThan(row.impressions);
      expect(row.viewThroughConversions).toBeLessThanOrEqual(row.conversions);
      expect(row.mediaSpend).toBeGreaterThan(0);
      expect(Number(row.mediaSpend.toFixed(2))).toBe(row.mediaSpend); // to the cent
    }
  });

  it('counts video views and completions for a video ad only', async () => {
    const rows = await meta.ads.deliveryReport(account, DAY);
    const video = rows.filter((r) => r.adId === ads[1]!.externalId);
    const image = rows.filter((r) => r.adId === ads[0]!.externalId);
    expect(video.every((r) => r.videoViews > 0 && r.completions > 0 && r.completions <= r.videoViews)).toBe(true);
    expect(image.every((r) => r.videoViews === 0 && r.completions === 0)).toBe(true);
  });

  it('answers the same figures for the same day, and others for another day', async () => {
    const first = await meta.ads.deliveryReport(account, DAY);
    expect(await meta.ads.deliveryReport(account, DAY)).toEqual(first);
    expect(await meta.ads.deliveryReport(account, '2026-03-05')).not.toEqual(first);
  });

  it('has nothing of an ad Meta refused, nor of a day to come', async () => {
    expect((await meta.ads.deliveryReport(account, DAY)).map((r) => r.adId)).not.toContain(refused.externalId);
    expect(await meta.ads.deliveryReport(account, '2999-01-01')).toEqual([]);
  });

  it('reads conversions from the pixel’s actions, the 1-day view window as view-through, and the purchase value', () => {
    const row = deliveryRowOf({
      ad_id: '42',
      campaign_name: 'Spring sale',
      adset_id: '6001',
      adset_name: 'Women 25-34',
      impressions: '1000',
      clicks: '12',
      spend: '4.56',
      actions: [
        { action_type: 'link_click', value: '12' },
        { action_type: 'offsite_conversion.fb_pixel_purchase', value: '3', '1d_view': '1', '7d_click': '2' },
        { action_type: 'offsite_conversion.fb_pixel_lead', value: '2', '7d_click': '2' },
      ],
      action_values: [{ action_type: 'offsite_conversion.fb_pixel_purchase', value: '89.70' }],
      publisher_platform: 'instagram',
      platform_position: 'feed',
    });
    expect(row).toEqual({
      adId: '42',
      placement: 'instagram:feed',
      segment: 'Women 25-34',
      mediaCampaign: 'Spring sale',
      adGroupId: '6001',
      adGroupName: 'Women 25-34',
      impressions: 1000,
      clicks: 12,
      conversions: 5,
      viewThroughConversions: 1,
      conversionValue: 89.7,
      videoViews: 0,
      completions: 0,
      viewableImpressions: 0,
      mediaSpend: 4.56,
    });
  });

  it('is throttled when Meta limits the account’s insights calls (17/2446079)', async () => {
    await injectMetaError(far.url, { path: 'act_3003/insights', code: 17, subcode: 2446079, regainAccessMinutes: 1 });
    const error = await meta.ads.deliveryReport(account, DAY).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PlatformError);
    expect([(error as PlatformError).kind, (error as PlatformError).retryAfterMs]).toEqual(['throttled', 60_000]);
  });
});
