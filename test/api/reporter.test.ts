// /reporter and the lift of personalisation over HTTP (issue 21 §3, §4), delivery seeded through the real path
// (test/support/delivered.ts): acme's analyst sees the stat boxes and creatives of the campaigns on the node they
// reach, never a campaign on another node of acme nor globex's; the lift says which variant beats the fallback on the
// same days and placements, and another partner's analyst may not read it.
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_ACCESS_DENIED } from '../../domain/campaign/messages';
import type { LiftAnswer, ReporterAnswer } from '../../domain/report/reporter-answers';
import { MESSAGES } from '../../domain/shared/errors';
import { expectStatus } from './personalise-fixture';
import { useApiTest } from '../support/api-test';
import {
  delivered,
  importedDays,
  liftCampaign,
  metaCampaign,
  publishedAds,
  RECENT_DAYS,
  type LiftCampaign,
} from '../support/delivered';
import { addNode } from '../support/fixtures';

const api = useApiTest({ roles: ['ANALYST'], globex: ['ANALYST'] });
const DAYS = RECENT_DAYS;
let lift: LiftCampaign;
let elsewhere: string;
let foreign: string;

/** One ad of a variant-less campaign that delivered `impressions` and `clicks` on each day. */
async function oneAd(partner: typeof api.acme, nodeId: string, name: string, account: string, clicks: number) {
  const { campaignId, treeId } = await metaCampaign(api, partner, nodeId, name);
  const on = { campaignId, partnerId: partner.partnerId, nodeId };
  await publishedAds(api, on, [{ adId: `${account}-ad`, treeId, variantId: 'v' }]);
  const rows = delivered(`${account}-ad`, 'feed', '', 1000, clicks);
  await importedDays(api, { ...on, account }, Object.fromEntries(DAYS.map((day) => [day, [rows]])));
  return campaignId;
}

beforeAll(async () => {
  const { su, acme } = api;
  lift = await liftCampaign(api);
  const france = await addNode(su, acme.partnerId, {
    parentId: acme.rootNodeId,
    name: 'France',
    marketId: acme.marketId,
  });
  elsewhere = await oneAd(acme, france, 'Elsewhere', '9002', 90);
  foreign = await oneAd(api.globex, api.globex.childNodeId, 'Foreign', '9003', 80);
}, 240_000);

const facebookBox = (answer: ReporterAnswer, metric: string) =>
  answer.channels.find((c) => c.channel === 'facebook')!.boxes.find((b) => b.metric === metric)!.value;

describe('GET /report/reporter', () => {
  it("gives the analyst each channel's stat boxes over the campaigns on the nodes they reach", async () => {
    const answer = expectStatus(await api.as('ANALYST').get<ReporterAnswer>('/report/reporter?days=7'), 200).body;
    expect(answer.partnerId).toBe(api.acme.partnerId);
    expect(answer.campaigns).toBe(1);
    expect(answer.channels.map((c) => [c.channel, c.boxes.map((b) => b.label)])).toEqual([
      ['facebook', ['Impressions', 'CTR', 'Clicks', 'Total conversions']],
      ['google', ['Impressions', 'CTR', 'Clicks', 'CVR']],
      ['youtube', ['Impressions', 'Clicks', 'Video views', 'View-through conversions']],
    ]);
    expect(facebookBox(answer, 'impressions')).toBe(3 * 45_000);
    expect(facebookBox(answer, 'clicks')).toBe(3 * 860);
    expect(facebookBox(answer, 'CTR')).toBeCloseTo((860 / 45_000) * 100, 10);
    expect(facebookBox(answer, 'conversions')).toBe(3 * 41);
    expect(answer.channels[0]!.daily).toEqual(DAYS.map((day) => ({ day, impressions: 45_000, clicks: 860 })));
    // Google delivered nothing: counts are 0, rates have no value ('No data')
    expect(answer.channels[1]!.boxes.map((b) => b.value)).toEqual([0, null, 0, null]);
  });

  it('ranks the top and worst creatives by click-through, leaving out those still gathering data', async () => {
    const answer = expectStatus(await api.as('ANALYST').get<ReporterAnswer>('/report/reporter'), 200).body;
    expect(answer.top.map((c) => c.variantName)).toEqual(['Winner', 'Fallback', 'Loser']);
    expect(answer.worst.map((c) => c.variantName)).toEqual(['Loser', 'Fallback', 'Winner']);
    expect(answer.top[0]).toMatchObject({
      campaignId: lift.campaignId,
      campaignName: 'Lift',
      adId: 'ad-Winner',
      variantId: lift.variants.Winner,
      fingerprint: 'fp-ad-Winner',
      performance: { state: 'MEASURED', metric: 'CTR', text: `CTR ${((2100 / 45_000) * 100).toFixed(2)}%` },
    });
  });

  it('counts the whole partner for a top admin who names it, and refuses one who does not', async () => {
    const answer = expectStatus(
      await api.su.get<ReporterAnswer>(`/report/reporter?partnerId=${api.acme.partnerId}&days=7`),
      200,
    ).body;
    expect(answer.campaigns).toBe(2);
    expect(facebookBox(answer, 'impressions')).toBe(3 * 46_000);
    expect(answer.top.map((c) => c.campaignId)).toContain(elsewhere);
    const refused = await api.su.get('/report/reporter');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MESSAGES.partnerRequired);
  });

  it("keeps another partner's analyst to their own partner", async () => {
    const globex = api.globex.users.ANALYST!.client;
    expect((await globex.get(`/report/reporter?partnerId=${api.acme.partnerId}`)).status).toBe(403);
    const own = expectStatus(await globex.get<ReporterAnswer>('/report/reporter'), 200).body;
    expect(own.top.map((c) => c.campaignId)).toEqual([foreign]);
    expect(facebookBox(own, 'impressions')).toBe(3_000);
  });

  it('refuses a date range the spec does not offer', async () =>
    expect((await api.as('ANALYST').get('/report/reporter?days=5')).status).toBe(400));
});

describe('GET /report/lift/{campaignId}', () => {
  it('says which variant beats the fallback on the same days and placements', async () => {
    const answer = expectStatus(await api.as('ANALYST').get<LiftAnswer>(`/report/lift/${lift.campaignId}`), 200).body;
    const tree = answer.trees.find((t) => t.treeId === lift.treeId)!;
    expect(tree.fallback).toEqual({ variantId: lift.variants.Fallback, name: 'Fallback' });
    expect(tree.variants.map((v) => [v.name, v.verdict, v.verdictText, v.sharedCells])).toEqual([
      ['Winner', 'WINS', 'wins', 3],
      ['Loser', 'LOSES', 'loses', 3],
      ['Quiet', 'NOT_ENOUGH_DATA', 'not enough data yet', 3],
    ]);
    const winner = tree.variants[0]!;
    // stories, where the fallback did not run, is left out
    expect(winner.variant.impressions).toBe(30_000);
    expect(winner.rates.CTR).toMatchObject({ variant: 2, fallback: 1, difference: 1, relative: 100, verdict: 'WINS' });
    expect(winner.rates.CTR.interval!.low).toBeGreaterThan(0);
    // 30 conversions of the fallback are still 'Gathering data'
    expect(winner.rates.CVR.verdict).toBe('NOT_ENOUGH_DATA');
    expect(winner.roas).toEqual({ variant: 50, fallback: 25 });
    expect(tree.segments.map((s) => [s.segment, s.variants.map((v) => v.verdict)])).toEqual([
      ['women 25-34', ['WINS', 'LOSES', 'NOT_ENOUGH_DATA']],
    ]);
  });

  it("says it again on each schedule's days: the tree's schedule of its last delivered day", async () => {
    const last = RECENT_DAYS[RECENT_DAYS.length - 1]!;
    const schedule = { startsAt: `${last}T00:00:00Z`, endsAt: `${last}T23:59:00Z`, weekdays: [] };
    const signal = { name: 'Last day', type: 'schedule', schedule: { ...schedule, dailyFrom: null, dailyTo: null } };
    expectStatus(await api.su.post(`/campaigns/${lift.campaignId}/personalize/${lift.treeId}/signal`, signal), 201);
    const answer = expectStatus(await api.as('ANALYST').get<LiftAnswer>(`/report/lift/${lift.campaignId}`), 200).body;
    const tree = answer.trees.find((t) => t.treeId === lift.treeId)!;
    expect(tree.schedules.map((s) => [s.schedule, s.variants.map((v) => [v.name, v.sharedCells])])).toEqual([
      [
        'Last day',
        [
          ['Winner', 1],
          ['Loser', 1],
          ['Quiet', 1],
        ],
      ],
    ]);
    expect(tree.schedules[0]!.variants[0]!.variant.impressions).toBe(10_000);
  });

  it("refuses another partner's analyst and a campaign on a node the analyst does not reach", async () => {
    const globex = await api.globex.users.ANALYST!.client.get(`/report/lift/${lift.campaignId}`);
    expect(globex.status).toBe(403);
    expect(globex.body.message).toBe(CAMPAIGN_ACCESS_DENIED);
    const outOfReach = await api.as('ANALYST').get(`/report/lift/${elsewhere}`);
    expect(outOfReach.status).toBe(403);
    expect(outOfReach.body.message).toBe(CAMPAIGN_ACCESS_DENIED);
    expect((await api.as('ANALYST').get('/report/lift/0123456789abcdef01234567')).status).toBe(404);
  });
});

describe('GET /report/screenshot/{campaignId}/{fingerprint}', () => {
  const unpublished = 'a'.repeat(64);

  it('serves no picture of content the campaign never published', async () =>
    expect((await api.as('ANALYST').get(`/report/screenshot/${lift.campaignId}/${unpublished}`)).status).toBe(404));

  it("refuses another partner's analyst", async () => {
    const refused = await api.globex.users.ANALYST!.client.get(`/report/screenshot/${lift.campaignId}/${unpublished}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CAMPAIGN_ACCESS_DENIED);
  });
});
