// A custom conversion's metrics in an analyze report (issue 21 §3; spec 3 §9): its floodlight activity's conversions,
// imported with the delivery, summed on the report's keys beside the delivery and rated over its clicks or
// impressions; sorted by; offered by the relevant dimensions only with a CM360 channel; another partner's conversion
// refused 404 'Entity not found'. Seeded through the real path: a CM360 publish, then days imported with conversions.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzeViewSettings } from '../../domain/analyze-view/answers';
import {
  CUSTOM_CONVERSION_NOT_FOUND,
  CUSTOM_METRIC_KINDS,
  customConversionMetrics,
  customMetricId,
} from '../../domain/custom-conversion';
import type { ConversionRow } from '../../domain/delivery';
import { useApiTest } from '../support/api-test';
import { customConversion, delivered, importedDays, metaCampaign, publishedAds } from '../support/delivered';
import { caughtUp } from '../support/uploads';
import { expectStatus } from './personalise-fixture';

const api = useApiTest({ roles: ['ANALYST'], globex: ['ANALYST'] });
const DAYS = [1, 2].map((n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10));
const PURCHASE = '70001';
let campaignId: string;
let purchases: string;
let foreign: string;

const converted = (adId: string, activityId: string, clickThrough: number, viewThrough: number): ConversionRow => ({
  adId,
  placement: 'feed',
  segment: 'all',
  activityId,
  clickThrough,
  viewThrough,
});

const report = (metrics: string[], extra: Partial<AnalyzeViewSettings> = {}) => ({
  dateRange: 7,
  filters: [{ id: 'campaignIds', values: [campaignId] }],
  splits: [{ field: 'creative', sortIndex: 0 }],
  metrics: metrics.map((field, sortIndex) => ({ field, sortIndex })),
  granularity: { field: 'timestamp', value: 'ALL', sortIndex: 0 },
  sort: { field: 'creative', direction: 'ASC' },
  areBenchmarksShown: false,
  ...extra,
});

beforeAll(async () => {
  const made = await metaCampaign(api, api.acme, api.acme.childNodeId, 'Converting');
  campaignId = made.campaignId;
  const on = { campaignId, partnerId: api.acme.partnerId, nodeId: api.acme.childNodeId, platform: 'google' as const };
  await publishedAds(api, on, [
    { adId: 'ad-a', treeId: made.treeId, variantId: 'v1' },
    { adId: 'ad-b', treeId: made.treeId, variantId: 'v2' },
  ]);
  purchases = await customConversion(api, api.acme.partnerId, 'Purchases', PURCHASE);
  foreign = await customConversion(api, api.globex.partnerId, 'Theirs', PURCHASE);
  const rows = [delivered('ad-a', 'feed', 'all', 10_000, 200, 40), delivered('ad-b', 'feed', 'all', 5_000, 40, 9)];
  // per day: ad-a 6 after a click and 2 after a view of the purchase, another activity's 5 not counted; ad-b none
  const day = [converted('ad-a', PURCHASE, 6, 2), converted('ad-a', '70002', 5, 0)];
  await importedDays(
    api,
    { ...on, account: 'acct-conv' },
    Object.fromEntries(DAYS.map((d) => [d, rows])),
    Object.fromEntries(DAYS.map((d) => [d, day])),
  );
  await caughtUp(api.t);
}, 240_000);

describe('a custom conversion’s metrics in a report', () => {
  it('count the activity’s conversions per row and rate them over the row’s clicks or impressions', async () => {
    const ids = CUSTOM_METRIC_KINDS.map((k) => customMetricId(purchases, k));
    const shown = expectStatus(await api.as('ANALYST').post('/report/analyze', report(['clicks', ...ids])), 200).body;
    expect(shown.columns).toEqual(['creative', 'clicks', ...ids]);
    const values = (creative: string) =>
      ids.map((id) => shown.rows.find((r: Record<string, unknown>) => r.creative === creative)[id]);
    // ad-a over two days: 12 click-through of 400 clicks (3%), 4 view-through of 20,000 impressions (0.02%), 16 in all
    expect(values('ad-a')).toEqual([12, 3, 4, 0.02, 16, 0.08]);
    expect(values('ad-b')).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('sort the rows', async () => {
    const total = customMetricId(purchases, 'totalConversions');
    const asc = expectStatus(
      await api.as('ANALYST').post('/report/analyze', report([total], { sort: { field: total, direction: 'DESC' } })),
      200,
    ).body;
    expect(asc.rows.map((r: { creative: string }) => r.creative)).toEqual(['ad-a', 'ad-b']);
  });

  it('refuse another partner’s conversion, 404 as the conversion routes answer it', async () => {
    const reply = await api.as('ANALYST').post('/report/analyze', report([customMetricId(foreign, 'CVR')]));
    expect(expectStatus(reply, 404).body.message).toBe(CUSTOM_CONVERSION_NOT_FOUND);
  });

  it('are offered with their titles once CM360 is the channel, and not otherwise', async () => {
    const dimensions = (channel: string) =>
      api.as('ANALYST').post('/report/relevant-dimensions', {
        from: 'delivery',
        groupBy: 'statNames',
        query: { where: [{ id: 'channel', values: [channel] }] },
        accessCheckFilters: { campaignIds: [campaignId], partnerIds: [] },
      });
    const cm360 = expectStatus(await dimensions('google'), 200).body as { id: string; title?: string }[];
    expect(cm360.map((m) => m.id)).toContain('CVR');
    // the six metrics named by the spec's endings (domain/custom-conversion/metrics.ts), with their titles
    expect(cm360.filter((m) => m.id.startsWith(`custom:${purchases}:`))).toEqual(
      customConversionMetrics({ id: purchases, name: 'Purchases' }),
    );
    expect(cm360.some((m) => m.id.includes(foreign))).toBe(false);
    const meta = expectStatus(await dimensions('facebook'), 200).body as { id: string }[];
    expect(meta.some((m) => m.id.startsWith('custom:'))).toBe(false);
  });
});
