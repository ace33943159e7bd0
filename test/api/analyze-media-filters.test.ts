// The report filters of spec 3 §3 that name where an ad runs on its platform, its campaign's objectives and the time
// period, over HTTP (issue 21 §2). Delivery is seeded through the real path (test/support/delivered.ts), its rows
// naming their platform campaign and ad group as the adapters read them (one ad's rows naming none, as imports
// recorded before they did): acme's analyst reaches one campaign, its self-service admin two, and globex has its own.
// POST /report/relevant-dimensions looks the names and ad groups up from what was imported, each caller seeing only
// its campaigns' (another partner's never); POST /report/analyze reads only the rows of those named.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/shared/errors';
import { useApiTest } from '../support/api-test';
import { delivered, importedDays, metaCampaign, publishedAds, RECENT_DAYS, runningIn } from '../support/delivered';
import { addNode } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { expectStatus } from './personalise-fixture';

const api = useApiTest({ roles: ['ANALYST', 'SELF_SERVICE_ADMIN'], globex: ['ANALYST'] });
const DAY = RECENT_DAYS[2]!;
type Where = { id: string; values: string[] }[];

const lookUp = async (client: HttpClient, groupBy: string, campaignIds: string[] = []) =>
  expectStatus(
    await client.post('/report/relevant-dimensions', {
      from: 'delivery',
      groupBy,
      query: { where: [] },
      accessCheckFilters: { campaignIds, partnerIds: [] },
    }),
    200,
  ).body as { id: string; title?: string }[];

const report = (where: Where, granularity = 'ALL') => ({
  dateRange: 7,
  filters: where,
  splits: [{ field: 'creative', sortIndex: 0 }],
  metrics: [{ field: 'impressions', sortIndex: 0 }],
  granularity: { field: 'timestamp', value: granularity, sortIndex: 0 },
  sort: { field: 'creative', direction: 'ASC' },
  areBenchmarksShown: false,
});

beforeAll(async () => {
  const france = await addNode(api.su, api.acme.partnerId, { parentId: api.acme.rootNodeId, name: 'France' });
  const mine = await metaCampaign(api, api.acme, api.acme.childNodeId, 'Reached');
  const theirs = await metaCampaign(api, api.acme, france, 'Elsewhere');
  const foreign = await metaCampaign(api, api.globex, api.globex.childNodeId, 'Foreign');
  const acme = { partnerId: api.acme.partnerId };
  await publishedAds(api, { ...acme, campaignId: mine.campaignId, nodeId: api.acme.childNodeId }, [
    { adId: 'ad-a', treeId: mine.treeId, variantId: 'va' },
    { adId: 'ad-b', treeId: mine.treeId, variantId: 'vb' },
    { adId: 'ad-o', treeId: mine.treeId, variantId: 'vo' },
  ]);
  await publishedAds(api, { ...acme, campaignId: theirs.campaignId, nodeId: france }, [
    { adId: 'ad-f', treeId: theirs.treeId, variantId: 'vf' },
  ]);
  const globex = { partnerId: api.globex.partnerId, nodeId: api.globex.childNodeId };
  await publishedAds(api, { ...globex, campaignId: foreign.campaignId }, [
    { adId: 'ad-g', treeId: foreign.treeId, variantId: 'vg' },
  ]);
  await importedDays(
    api,
    { ...acme, nodeId: api.acme.childNodeId, account: 'act_acme' },
    {
      [DAY]: [
        runningIn(delivered('ad-a', 'feed', 'Prospecting', 1000, 20), 'Always-on display', '111', 'Prospecting'),
        runningIn(delivered('ad-b', 'feed', 'Retargeting', 800, 8), 'Always-on display', '112', 'Retargeting'),
        runningIn(delivered('ad-f', 'reels', 'all', 300, 3), 'France launch', '211', 'France all'),
        delivered('ad-o', 'feed', 'all', 50, 1),
      ],
    },
  );
  await importedDays(
    api,
    { ...globex, account: 'act_globex' },
    { [DAY]: [runningIn(delivered('ad-g', 'feed', 'all', 700, 7), 'Globex secret', '911', 'Globex group')] },
  );
}, 240_000);

describe('the look-ups of platform campaigns and ad groups', () => {
  it('offer what the caller’s campaigns’ ads ran in, never another partner’s', async () => {
    await expect(lookUp(api.as('ANALYST'), 'mediaCampaignNames')).resolves.toEqual([{ id: 'Always-on display' }]);
    await expect(lookUp(api.as('ANALYST'), 'adGroupIds')).resolves.toEqual([
      { id: '111', title: 'Prospecting' },
      { id: '112', title: 'Retargeting' },
    ]);
    await expect(lookUp(api.as('SELF_SERVICE_ADMIN'), 'mediaCampaignNames')).resolves.toEqual([
      { id: 'Always-on display' },
      { id: 'France launch' },
    ]);
    const globex = api.globex.users.ANALYST!.client;
    await expect(lookUp(globex, 'mediaCampaignNames')).resolves.toEqual([{ id: 'Globex secret' }]);
    await expect(lookUp(globex, 'adGroupIds')).resolves.toEqual([{ id: '911', title: 'Globex group' }]);
  });
});

describe('POST /report/analyze', () => {
  const creatives = async (where: Where) =>
    (
      expectStatus(await api.as('SELF_SERVICE_ADMIN').post('/report/analyze', report(where)), 200).body.rows as {
        creative: string;
      }[]
    ).map((r) => r.creative);

  it('reads only the ads of the platform campaigns and ad groups named', async () => {
    await expect(creatives([])).resolves.toEqual(['ad-a', 'ad-b', 'ad-f', 'ad-o']);
    await expect(creatives([{ id: 'mediaCampaignNames', values: ['Always-on display'] }])).resolves.toEqual([
      'ad-a',
      'ad-b',
    ]);
    await expect(creatives([{ id: 'mediaCampaignNames', values: ['France launch'] }])).resolves.toEqual(['ad-f']);
    await expect(creatives([{ id: 'adGroupIds', values: ['112', '211'] }])).resolves.toEqual(['ad-b', 'ad-f']);
    await expect(
      creatives([
        { id: 'mediaCampaignNames', values: ['Always-on display'] },
        { id: 'adGroupIds', values: ['211'] },
      ]),
    ).resolves.toEqual([]);
    await expect(creatives([{ id: 'mediaCampaignNames', values: ['Globex secret'] }])).resolves.toEqual([]);
    // without a split by creative too: the campaign rollup gives way to the creatives'
    const total = { ...report([{ id: 'adGroupIds', values: ['111'] }]), splits: [] };
    const rows = expectStatus(await api.as('SELF_SERVICE_ADMIN').post('/report/analyze', total), 200).body.rows;
    expect(rows).toEqual([{ impressions: 1000 }]);
  });

  it('reads only the campaigns whose concept’s brief has one of the objectives named', async () => {
    // The seeded concepts' briefs ask for action alone.
    await expect(creatives([{ id: 'objectives', values: ['action'] }])).resolves.toHaveLength(4);
    await expect(creatives([{ id: 'objectives', values: ['awareness', 'action'] }])).resolves.toHaveLength(4);
    await expect(creatives([{ id: 'objectives', values: ['awareness'] }])).resolves.toEqual([]);
  });

  it('buckets its rows by the time period named, in place of the granularity', async () => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    const byDay = expectStatus(
      await admin.post('/report/analyze', report([{ id: 'timePeriod', values: ['DAY'] }], 'ALL')),
      200,
    ).body;
    expect(byDay.columns).toEqual(['timestamp', 'creative', 'impressions']);
    expect(byDay.rows[0]).toEqual({ timestamp: DAY, creative: 'ad-a', impressions: 1000 });
    const refused = expectStatus(
      await admin.post('/report/analyze', report([{ id: 'timePeriod', values: ['FORTNIGHT'] }])),
      400,
    );
    expect(refused.body.message).toBe(MESSAGES.wrongParams);
  });
});
