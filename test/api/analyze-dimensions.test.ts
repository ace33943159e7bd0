// POST /report/relevant-dimensions over HTTP (spec 3 §7; issue 21 §2), and the report filters it shares with POST
// /report/analyze. Delivery is seeded through the real path (test/support/delivered.ts) on two of acme's campaigns, one
// on the node its analyst reaches and one on a node only its admins reach, and none on globex's. Each role sees what
// it may: the analyst its campaign, the self-service admin both, the super user the partner it names; another
// partner's campaigns and partner are refused, and a bad date range is 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CAMPAIGNS } from '../../domain/campaign/messages';
import { MESSAGES } from '../../domain/shared/errors';
import { useApiTest } from '../support/api-test';
import { delivered, importedDays, metaCampaign, publishedAds, RECENT_DAYS } from '../support/delivered';
import { addNode } from '../support/fixtures';
import type { HttpClient, Reply } from '../support/http';
import { expectStatus } from './personalise-fixture';

const api = useApiTest({ roles: ['ANALYST', 'SELF_SERVICE_ADMIN'], globex: ['ANALYST'] });
let reached: string;
let elsewhere: string;
let foreign: string;
let frenchMarket: string;

type Where = { id: string; values: string[] }[];
const ask = (
  client: HttpClient,
  groupBy: string,
  where: Where = [],
  access: { campaignIds?: string[]; partnerIds?: string[] } = {},
  select?: string[],
) =>
  client.post('/report/relevant-dimensions', {
    from: 'delivery',
    groupBy,
    query: { where, ...(select && { select }) },
    accessCheckFilters: { campaignIds: access.campaignIds ?? [], partnerIds: access.partnerIds ?? [] },
  });
const ids = async (reply: Promise<Reply>) => (expectStatus(await reply, 200).body as { id: string }[]).map((e) => e.id);

beforeAll(async () => {
  frenchMarket = expectStatus(await api.su.post(`/markets/create/${api.acme.partnerId}`, { name: 'FR' }), 201).body.id;
  const france = await addNode(api.su, api.acme.partnerId, {
    parentId: api.acme.rootNodeId,
    name: 'France',
    marketId: frenchMarket,
  });
  const mine = await metaCampaign(api, api.acme, api.acme.childNodeId, 'Reached');
  const theirs = await metaCampaign(api, api.acme, france, 'Elsewhere');
  reached = mine.campaignId;
  elsewhere = theirs.campaignId;
  foreign = (await metaCampaign(api, api.globex, api.globex.childNodeId, 'Foreign')).campaignId;
  const acme = { partnerId: api.acme.partnerId };
  await publishedAds(api, { ...acme, campaignId: reached, nodeId: api.acme.childNodeId }, [
    { adId: 'ad-a', treeId: mine.treeId, variantId: 'va' },
    { adId: 'ad-b', treeId: mine.treeId, variantId: 'vb' },
  ]);
  await publishedAds(api, { ...acme, campaignId: elsewhere, nodeId: france }, [
    { adId: 'ad-f', treeId: theirs.treeId, variantId: 'vf' },
  ]);
  const rows = [
    delivered('ad-a', 'feed', 'women 25-34', 1000, 20),
    delivered('ad-a', 'stories', 'men 18-24', 500, 5),
    delivered('ad-b', 'feed', 'women 25-34', 800, 0),
    delivered('ad-f', 'reels', 'all', 300, 3),
    // delivered nothing: not relevant
    delivered('ad-b', 'marketplace', 'seniors', 0, 0),
  ];
  await importedDays(api, { ...acme, nodeId: api.acme.childNodeId, account: 'acct-d' }, { [RECENT_DAYS[2]!]: rows });
}, 240_000);

describe('POST /report/relevant-dimensions', () => {
  it('answers the analyst the values its campaigns delivered, and the metrics they hold', async () => {
    const analyst = api.as('ANALYST');
    await expect(ids(ask(analyst, 'segment'))).resolves.toEqual(['men 18-24', 'women 25-34']);
    await expect(ids(ask(analyst, 'placement'))).resolves.toEqual(['feed', 'stories']);
    await expect(ids(ask(analyst, 'variant'))).resolves.toEqual(['va', 'vb']);
    await expect(ids(ask(analyst, 'creative', [], {}, ['clicks']))).resolves.toEqual(['ad-a']);
    const metrics = await ids(ask(analyst, 'statNames', [{ id: 'campaignIds', values: [reached] }]));
    expect(metrics).toEqual(expect.arrayContaining(['impressions', 'clicks', 'CTR', 'viewabilityRate', 'ROAS']));
    // Meta reports no video: neither the measure nor the rates over it.
    expect(metrics).not.toContain('videoViews');
    expect(metrics).not.toContain('conversions');
    // A channel the campaigns did not deliver on, or a day before, holds nothing.
    await expect(ids(ask(analyst, 'statNames', [{ id: 'channel', values: ['google'] }]))).resolves.toEqual([]);
    const before = [{ id: 'dateRange', values: ['2020-01-01', '2020-01-31'] }];
    await expect(ids(ask(analyst, 'segment', before))).resolves.toEqual([]);
    const audience = [{ id: 'audienceNames', values: ['men 18-24'] }];
    await expect(ids(ask(analyst, 'placement', audience))).resolves.toEqual(['stories']);
  });

  it('answers the self-service admin every campaign of the partner, the super user the partner it names', async () => {
    await expect(ids(ask(api.as('SELF_SERVICE_ADMIN'), 'placement'))).resolves.toEqual(['feed', 'reels', 'stories']);
    await expect(ids(ask(api.as('SELF_SERVICE_ADMIN'), 'campaign', [], { campaignIds: [elsewhere] }))).resolves.toEqual(
      [elsewhere],
    );
    const partnerIds = [api.acme.partnerId];
    await expect(ids(ask(api.su, 'creative', [], { partnerIds }))).resolves.toEqual(['ad-a', 'ad-b', 'ad-f']);
    const unnamed = expectStatus(await ask(api.su, 'creative'), 400);
    expect(unnamed.body.message).toBe(MESSAGES.partnerRequired);
  });

  it('refuses campaigns the caller may not analyze, and another partner', async () => {
    const analyst = api.as('ANALYST');
    for (const campaignIds of [[elsewhere], [foreign], [reached, foreign]]) {
      const refused = expectStatus(await ask(analyst, 'segment', [], { campaignIds }), 403);
      expect(refused.body.message).toBe(WRONG_CAMPAIGNS);
    }
    const named = expectStatus(await ask(analyst, 'segment', [{ id: 'campaignIds', values: [elsewhere] }]), 403);
    expect(named.body.message).toBe(WRONG_CAMPAIGNS);
    const partner = expectStatus(await ask(analyst, 'segment', [], { partnerIds: [api.globex.partnerId] }), 403);
    expect(partner.body.message).toBe(MESSAGES.accessDenied);
    const globex = api.globex.users.ANALYST!.client;
    expect(expectStatus(await ask(globex, 'segment', [], { campaignIds: [reached] }), 403).body.message).toBe(
      WRONG_CAMPAIGNS,
    );
    await expect(ids(ask(globex, 'segment', [], { campaignIds: [foreign] }))).resolves.toEqual([]);
  });

  it('refuses a date range that is not two days in order, and an unknown dimension', async () => {
    const analyst = api.as('ANALYST');
    for (const values of [
      ['2026-02-30', '2026-03-01'],
      ['2026-03-02', '2026-03-01'],
      ['7'],
      ['2024-01-01', '2026-01-01'],
    ])
      expect(expectStatus(await ask(analyst, 'segment', [{ id: 'dateRange', values }]), 400).body.message).toBe(
        MESSAGES.wrongParams,
      );
    expectStatus(await ask(analyst, 'market'), 400);
  });
});

describe('POST /report/analyze applies the filters the facts hold', () => {
  const report = (where: Where) => ({
    dateRange: 7,
    filters: where,
    splits: [{ field: 'placement', sortIndex: 0 }],
    metrics: [
      { field: 'impressions', sortIndex: 0 },
      { field: 'clicks', sortIndex: 1 },
    ],
    granularity: { field: 'timestamp', value: 'ALL', sortIndex: 0 },
    sort: { field: 'placement', direction: 'ASC' },
    areBenchmarksShown: false,
  });

  it('reads only the audiences, channel, days, markets, delivery types and metrics named', async () => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    const rows = async (where: Where) =>
      expectStatus(await admin.post('/report/analyze', report(where)), 200).body.rows as Record<string, unknown>[];
    await expect(rows([{ id: 'audiences', values: ['women 25-34'] }])).resolves.toEqual([
      { placement: 'feed', impressions: 1800, clicks: 20 },
    ]);
    await expect(rows([{ id: 'channel', values: ['facebook'] }])).resolves.toHaveLength(4);
    await expect(rows([{ id: 'channel', values: ['youtube'] }])).resolves.toEqual([]);
    const day = RECENT_DAYS[2]!;
    await expect(rows([{ id: 'dateRange', values: [day, day] }])).resolves.toHaveLength(4);
    await expect(rows([{ id: 'dateRange', values: ['2020-01-01', '2020-01-02'] }])).resolves.toEqual([]);
    await expect(rows([{ id: 'marketIds', values: [frenchMarket] }])).resolves.toEqual([
      { placement: 'reels', impressions: 300, clicks: 3 },
    ]);
    await expect(rows([{ id: 'deliveryType', values: ['ASSEMBLY'] }])).resolves.toEqual([]);
    await expect(rows([{ id: 'deliveryType', values: ['DECISION_TREE'] }])).resolves.toHaveLength(4);
    const clicksOnly = await rows([
      { id: 'statNames', values: ['clicks'] },
      { id: 'campaignIds', values: [elsewhere] },
    ]);
    expect(clicksOnly).toEqual([{ placement: 'reels', clicks: 3 }]);
  });

  it('names what each creative of its rows carried, to lead on from a row', async () => {
    const byCreative = {
      ...report([]),
      splits: [{ field: 'creative', sortIndex: 0 }],
      sort: { field: 'creative', direction: 'ASC' },
    };
    const shown = expectStatus(await api.as('ANALYST').post('/report/analyze', byCreative), 200).body;
    expect(shown.rows.map((r: { creative: string }) => r.creative)).toEqual(['ad-a', 'ad-b']);
    expect(shown.creatives).toEqual([
      { adId: 'ad-a', campaignId: reached, variantId: 'va', variantName: null, screenshot: null },
      { adId: 'ad-b', campaignId: reached, variantId: 'vb', variantName: null, screenshot: null },
    ]);
    const byPlacement = expectStatus(await api.as('ANALYST').post('/report/analyze', report([])), 200).body;
    expect(byPlacement.creatives).toEqual([]);
  });
});
