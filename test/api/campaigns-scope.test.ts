// Who sees and changes which campaigns (spec 2 §5, §6; spec 3 §6): the role gates, the partner scope ('Wrong
// campaigns. User do not have access for requested campaigns'), the node scope below the self-service admin; and the
// list's filters (status, q, nodeIds, platform, archived), sort and paging (react-admin simple-rest).
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_NOT_FOUND, CAMPAIGN_ACCESS_DENIED } from '../../domain/campaign';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { CONCEPT_ACCESS_DENIED } from '../../domain/concept';
import { MESSAGES } from '../../domain/shared/errors';
import { useApiTest } from '../support/api-test';
import { addNode } from '../support/fixtures';
import { readyConcept, type ReadyConcept } from '../support/campaigns';
import { q, type HttpClient } from '../support/http';

const w = useApiTest({
  roles: ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'MANAGER', 'REVIEWER', 'ANALYST'],
  globex: ['SELF_SERVICE_ADMIN'],
});

let france: string;
let concept: ReadyConcept;
/** Acme's campaigns by name, and globex's one. */
const campaign: Record<string, string> = {};
const head = () => w.t.system.deps.store.headPosition();

beforeAll(async () => {
  // EMEA ─┬─ Germany (every acme user's node)
  //       └─ France
  france = await addNode(w.su, w.acme.partnerId, { parentId: w.acme.rootNodeId, name: 'France' });
  concept = await readyConcept(w.su, 'Seasons', [w.acme.rootNodeId], w.acme.partnerId);
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
  campaign.alpha = await create(w.su, 'Alpha', { businessNodes: [w.acme.childNodeId] });
  campaign.bravo = await create(w.su, 'Bravo', {
    businessNodes: [france],
    platforms: ['facebook'],
    templateIds: [concept.templates.feed],
  });
  campaign.charlie = await create(w.su, 'Charlie', {
    businessNodes: [w.acme.childNodeId, france],
    platforms: ['google', 'facebook'],
    templateIds: [concept.templates.banner, concept.templates.feed],
  });
  campaign.delta = await create(w.su, 'Delta', { businessNodes: [w.acme.childNodeId] });
  await w.su.put(`/campaigns/${campaign.delta}/archive`, { archived: true });
  const other = await readyConcept(w.su, 'Echo concept', [w.globex.childNodeId], w.globex.partnerId);
  campaign.echo = await create(w.su, 'Echo', {
    conceptId: other.conceptId,
    businessNodes: [w.globex.childNodeId],
    templateIds: [other.templates.banner],
  });
}, 180_000);

const names = async (client: HttpClient, query = '') => {
  const reply = await client.get(`/campaigns?${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { name: string }[]).map((c) => c.name);
};
const filter = (value: Record<string, unknown>) => `filter=${q(value)}`;

describe('roles', () => {
  it('the REVIEWER and the MANAGER read campaigns; the ANALYST reads none', async () => {
    expect(await names(w.as('REVIEWER'))).toEqual(['Alpha', 'Charlie', 'Delta']);
    expect((await w.as('MANAGER').get(`/campaigns/${campaign.alpha}`)).status).toBe(200);
    for (const reply of [
      await w.as('ANALYST').get('/campaigns'),
      await w.as('ANALYST').get(`/campaigns/${campaign.alpha}`),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(WRONG_ROLES_MESSAGE);
    }
  });

  it('signed out, campaign calls answer 401', async () => {
    for (const reply of [
      await w.t.client().get('/campaigns'),
      await w.t.client().get(`/campaigns/${campaign.alpha}`),
      await w.t.client().post('/campaigns', {}),
    ]) {
      expect(reply.status).toBe(401);
    }
  });
});

describe('partner scope', () => {
  it(`a foreign partner's user neither reads nor changes a campaign: 403 '${CAMPAIGN_ACCESS_DENIED}', nothing appended`, async () => {
    const intruder = w.globex.users.SELF_SERVICE_ADMIN!.client;
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
      expect(reply.body.message).toBe(CAMPAIGN_ACCESS_DENIED);
    }
    expect(await head()).toBe(before);
  });

  it("nor lists or checks names of another partner's campaigns (403 'Access denied'), nor creates from its concept (403 'Access to the Concept denied')", async () => {
    const intruder = w.globex.users.SELF_SERVICE_ADMIN!.client;
    const before = await head();
    for (const [reply, message] of [
      [await intruder.get(`/campaigns?${filter({ partnerId: w.acme.partnerId })}`), MESSAGES.accessDenied],
      [await intruder.get(`/campaigns?partnerId=${w.acme.partnerId}`), MESSAGES.accessDenied],
      [await intruder.get(`/campaigns/exists?partnerId=${w.acme.partnerId}&name=Alpha`), MESSAGES.accessDenied],
      [
        await intruder.post('/campaigns', {
          conceptId: concept.conceptId,
          name: 'Stolen',
          businessNodes: [w.globex.childNodeId],
          platforms: ['google'],
          templateIds: [concept.templates.banner],
        }),
        CONCEPT_ACCESS_DENIED,
      ],
    ] as const) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(403);
      expect(reply.body.message).toBe(message);
    }
    expect(await head()).toBe(before);
    expect(await names(intruder)).toEqual(['Echo']);
  });

  it('a top admin names the partner of a list (in the filter or the query); without it, 400', async () => {
    expect(await names(w.su, filter({ partnerId: w.globex.partnerId }))).toEqual(['Echo']);
    expect(await names(w.su, `partnerId=${w.globex.partnerId}`)).toEqual(['Echo']);
    const reply = await w.su.get('/campaigns');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(MESSAGES.partnerRequired);
  });

  it("an unknown campaign, or one named with another partner, is 'Campaign not found'", async () => {
    for (const reply of [
      await w.su.get(`/campaigns/${'a'.repeat(24)}`),
      await w.su.get(`/campaigns/${campaign.alpha}?partnerId=${w.globex.partnerId}`),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe(CAMPAIGN_NOT_FOUND);
    }
  });
});

describe('node scope', () => {
  it('the self-service admin sees the whole partner', async () => {
    expect(await names(w.as('SELF_SERVICE_ADMIN'))).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
  });

  it(`below it, only campaigns with a market in reach; others answer 403 '${CAMPAIGN_ACCESS_DENIED}'`, async () => {
    expect(await names(w.as('SELF_SERVICE_MANAGER'))).toEqual(['Alpha', 'Charlie', 'Delta']);
    const before = await head();
    for (const reply of [
      await w.as('SELF_SERVICE_MANAGER').get(`/campaigns/${campaign.bravo}`),
      await w.as('SELF_SERVICE_MANAGER').request('PATCH', `/campaigns/${campaign.bravo}/settings`, { name: 'Mine' }),
      await w.as('MANAGER').request('PATCH', `/campaigns/${campaign.bravo}/delete`),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(CAMPAIGN_ACCESS_DENIED);
    }
    expect(await head()).toBe(before);
    // Charlie is also on France, but on Germany too: in reach.
    expect((await w.as('SELF_SERVICE_MANAGER').get(`/campaigns/${campaign.charlie}`)).status).toBe(200);
  });
});

describe('the list', () => {
  const admin = () => w.as('SELF_SERVICE_ADMIN');

  it('filters by status, q, nodeIds, platform and archived', async () => {
    expect(await names(admin(), filter({ status: 'draft' }))).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(await names(admin(), filter({ status: 'ready' }))).toEqual([]);
    expect(await names(admin(), filter({ q: 'ar' }))).toEqual(['Charlie']);
    expect(await names(admin(), filter({ nodeIds: [france] }))).toEqual(['Bravo', 'Charlie']);
    expect(await names(admin(), filter({ nodeIds: [] }))).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(await names(admin(), filter({ platform: 'facebook' }))).toEqual(['Bravo', 'Charlie']);
    expect(await names(admin(), filter({ archived: true }))).toEqual(['Delta']);
    expect(
      await names(admin(), filter({ archived: false, platform: 'google', nodeIds: [w.acme.childNodeId] })),
    ).toEqual(['Alpha', 'Charlie']);
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
