// Who sees and changes which campaigns (spec 2 §5, §6; spec 3 §6): the role gates, the partner scope ('Wrong
// campaigns. User do not have access for requested campaigns'), the node scope below the self-service admin; and the
// list's filters (status, q, nodeIds, platform, archived), sort and paging (react-admin simple-rest).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_NOT_FOUND, WRONG_CAMPAIGNS } from '../../domain/campaign';
import { WRONG_ROLES_MESSAGE, type Role } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import { startTestApp, type TestApp } from '../support/app';
import { readyConcept, type ReadyConcept } from '../support/campaigns';
import { partnerFixture, type PartnerFixture } from '../support/fixtures';
import { q, type HttpClient } from '../support/http';

let t: TestApp;
let su: HttpClient;
let acme: PartnerFixture;
let globex: PartnerFixture;
let france: string;
let concept: ReadyConcept;
/** Acme's campaigns by name, and globex's one. */
const campaign: Record<string, string> = {};
const as = (role: Role) => acme.users[role]!.client;
const head = () => t.system.deps.store.headPosition();

beforeAll(async () => {
  t = await startTestApp();
  su = await t.superClient();
  acme = await partnerFixture(t, su, ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'MANAGER', 'REVIEWER', 'ANALYST']);
  globex = await partnerFixture(t, su, ['SELF_SERVICE_ADMIN']);
  // EMEA ─┬─ Germany (every acme user's node)
  //       └─ France
  france = (
    await su.post(`/business-nodes?partnerId=${acme.partnerId}`, {
      parentId: acme.rootNodeId,
      name: 'France',
      type: 'market',
      marketId: null,
    })
  ).body.id;
  concept = await readyConcept(su, 'Seasons', [acme.rootNodeId], acme.partnerId);
  const create = async (client: HttpClient, name: string, fields: Record<string, unknown>) => {
    const reply = await client.post('/campaigns', {
      conceptId: concept.conceptId,
      name,
      platforms: ['google'],
      templateIds: [concept.templates.banner],
      ...fields,
    });
    if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
    return reply.body.id as string;
  };
  campaign.alpha = await create(su, 'Alpha', { businessNodes: [acme.childNodeId] });
  campaign.bravo = await create(su, 'Bravo', {
    businessNodes: [france],
    platforms: ['facebook'],
    templateIds: [concept.templates.feed],
  });
  campaign.charlie = await create(su, 'Charlie', {
    businessNodes: [acme.childNodeId, france],
    platforms: ['google', 'facebook'],
    templateIds: [concept.templates.banner, concept.templates.feed],
  });
  campaign.delta = await create(su, 'Delta', { businessNodes: [acme.childNodeId] });
  await su.put(`/campaigns/${campaign.delta}/archive`, { archived: true });
  const other = await readyConcept(su, 'Echo concept', [globex.childNodeId], globex.partnerId);
  campaign.echo = await create(su, 'Echo', {
    conceptId: other.conceptId,
    businessNodes: [globex.childNodeId],
    templateIds: [other.templates.banner],
  });
}, 180_000);
afterAll(() => t?.close());

const names = async (client: HttpClient, query = '') => {
  const reply = await client.get(`/campaigns?${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { name: string }[]).map((c) => c.name);
};
const filter = (value: Record<string, unknown>) => `filter=${q(value)}`;

describe('roles', () => {
  it('the REVIEWER and the MANAGER read campaigns; the ANALYST reads none', async () => {
    expect(await names(as('REVIEWER'))).toEqual(['Alpha', 'Charlie', 'Delta']);
    expect((await as('MANAGER').get(`/campaigns/${campaign.alpha}`)).status).toBe(200);
    for (const reply of [
      await as('ANALYST').get('/campaigns'),
      await as('ANALYST').get(`/campaigns/${campaign.alpha}`),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(WRONG_ROLES_MESSAGE);
    }
  });

  it('signed out, campaign calls answer 401', async () => {
    for (const reply of [
      await t.client().get('/campaigns'),
      await t.client().get(`/campaigns/${campaign.alpha}`),
      await t.client().post('/campaigns', {}),
    ]) {
      expect(reply.status).toBe(401);
    }
  });
});

describe('partner scope', () => {
  it(`a foreign partner's user neither reads nor changes a campaign: 403 '${WRONG_CAMPAIGNS}', nothing appended`, async () => {
    const intruder = globex.users.SELF_SERVICE_ADMIN!.client;
    const before = await head();
    for (const reply of [
      await intruder.get(`/campaigns/${campaign.alpha}`),
      await intruder.get(`/campaigns/${campaign.alpha}/pending-operations`),
      await intruder.request('PATCH', `/campaigns/${campaign.alpha}/settings`, { name: 'Mine' }),
      await intruder.request('PATCH', `/campaigns/${campaign.alpha}/lock`),
      await intruder.put(`/campaigns/${campaign.alpha}/archive`, { archived: true }),
      await intruder.request('PATCH', `/campaigns/${campaign.alpha}/restore`),
      await intruder.request('PATCH', `/campaigns/${campaign.alpha}/delete`),
    ]) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(403);
      expect(reply.body.message).toBe(WRONG_CAMPAIGNS);
    }
    expect(await head()).toBe(before);
  });

  it("nor lists, checks names of, or creates from another partner's concept: 403 'Access denied'", async () => {
    const intruder = globex.users.SELF_SERVICE_ADMIN!.client;
    const before = await head();
    for (const reply of [
      await intruder.get(`/campaigns?${filter({ partnerId: acme.partnerId })}`),
      await intruder.get(`/campaigns?partnerId=${acme.partnerId}`),
      await intruder.get(`/campaigns/exists?partnerId=${acme.partnerId}&name=Alpha`),
      await intruder.post('/campaigns', {
        conceptId: concept.conceptId,
        name: 'Stolen',
        businessNodes: [globex.childNodeId],
        platforms: ['google'],
        templateIds: [concept.templates.banner],
      }),
    ]) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(403);
      expect(reply.body.message).toBe(MESSAGES.accessDenied);
    }
    expect(await head()).toBe(before);
    expect(await names(intruder)).toEqual(['Echo']);
  });

  it('a top admin names the partner of a list (in the filter or the query); without it, 400', async () => {
    expect(await names(su, filter({ partnerId: globex.partnerId }))).toEqual(['Echo']);
    expect(await names(su, `partnerId=${globex.partnerId}`)).toEqual(['Echo']);
    const reply = await su.get('/campaigns');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(MESSAGES.partnerRequired);
  });

  it("an unknown campaign, or one named with another partner, is 'Campaign not found'", async () => {
    for (const reply of [
      await su.get(`/campaigns/${'a'.repeat(24)}`),
      await su.get(`/campaigns/${campaign.alpha}?partnerId=${globex.partnerId}`),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe(CAMPAIGN_NOT_FOUND);
    }
  });
});

describe('node scope', () => {
  it('the self-service admin sees the whole partner', async () => {
    expect(await names(as('SELF_SERVICE_ADMIN'))).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
  });

  it(`below it, only campaigns with a market in reach; others answer 403 '${WRONG_CAMPAIGNS}'`, async () => {
    expect(await names(as('SELF_SERVICE_MANAGER'))).toEqual(['Alpha', 'Charlie', 'Delta']);
    const before = await head();
    for (const reply of [
      await as('SELF_SERVICE_MANAGER').get(`/campaigns/${campaign.bravo}`),
      await as('SELF_SERVICE_MANAGER').request('PATCH', `/campaigns/${campaign.bravo}/settings`, { name: 'Mine' }),
      await as('MANAGER').request('PATCH', `/campaigns/${campaign.bravo}/delete`),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(WRONG_CAMPAIGNS);
    }
    expect(await head()).toBe(before);
    // Charlie is also on France, but on Germany too: in reach.
    expect((await as('SELF_SERVICE_MANAGER').get(`/campaigns/${campaign.charlie}`)).status).toBe(200);
  });
});

describe('the list', () => {
  const admin = () => as('SELF_SERVICE_ADMIN');

  it('filters by status, q, nodeIds, platform and archived', async () => {
    expect(await names(admin(), filter({ status: 'draft' }))).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(await names(admin(), filter({ status: 'ready' }))).toEqual([]);
    expect(await names(admin(), filter({ q: 'ar' }))).toEqual(['Charlie']);
    expect(await names(admin(), filter({ nodeIds: [france] }))).toEqual(['Bravo', 'Charlie']);
    expect(await names(admin(), filter({ nodeIds: [] }))).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(await names(admin(), filter({ platform: 'facebook' }))).toEqual(['Bravo', 'Charlie']);
    expect(await names(admin(), filter({ archived: true }))).toEqual(['Delta']);
    expect(await names(admin(), filter({ archived: false, platform: 'google', nodeIds: [acme.childNodeId] }))).toEqual([
      'Alpha',
      'Charlie',
    ]);
    expect(await names(admin(), filter({ conceptId: concept.conceptId, q: 'delta' }))).toEqual(['Delta']);
  });

  it('answers rows with their trees and variant counts', async () => {
    const [row] = (await admin().get(`/campaigns?${filter({ q: 'charlie' })}`)).body;
    expect(row).toMatchObject({
      id: campaign.charlie,
      conceptName: 'Seasons',
      platforms: ['google', 'facebook'],
      status: 'draft',
      activeVariants: 0,
      totalVariants: 0,
    });
    expect(row.trees.map((tree: { platform: string; format: string }) => `${tree.platform}/${tree.format}`)).toEqual([
      'google/display',
      'facebook/social',
    ]);
  });

  it('sorts and pages, saying the range in Content-Range', async () => {
    const page = await admin().get(`/campaigns?sort=${q(['name', 'DESC'])}&range=${q([1, 2])}`);
    expect(page.status).toBe(200);
    expect(page.body.map((c: { name: string }) => c.name)).toEqual(['Charlie', 'Bravo']);
    expect(page.headers.get('content-range')).toBe('campaigns 1-2/4');
    expect(await names(admin(), `sort=${q(['createdAt', 'ASC'])}&range=${q([0, 0])}`)).toEqual(['Alpha']);
  });

  it('refuses a sort field it does not name and a filter it does not read: 400', async () => {
    const badSort = await admin().get(`/campaigns?sort=${q(['brief', 'ASC'])}`);
    expect(badSort.status).toBe(400);
    const badFilter = await admin().get(`/campaigns?${filter({ nodeIds: ['not an id'] })}`);
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.message).toBe(MESSAGES.wrongParams);
    expect((await admin().get(`/campaigns?${filter({ owner: 'me' })}`)).status).toBe(400);
  });
});
