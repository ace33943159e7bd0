// A template named alone and where it may be used (spec 3 §7): PATCH /assets/templates/{id} (its details, the same
// command as the concept's path), PUT /assets/templates/{id}/business-nodes (the nodes its generation is available
// to) and GET /assets/campaigns/templates/{id} (the templates a campaign may use): each role allowed and refused,
// another partner's ids, the spec's refusals appending nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_ACCESS_DENIED } from '../../domain/campaign/messages';
import { CONCEPT_ACCESS_DENIED } from '../../domain/concept';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import { useApiTest } from '../support/api-test';
import { campaignOf, readyConcept, type ReadyConcept } from '../support/campaigns';
import { addNode } from '../support/fixtures';

const w = useApiTest({
  roles: ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'MANAGER', 'ANALYST'],
  globex: ['SELF_SERVICE_ADMIN'],
});

/** An id of the right form that names nothing. */
const UNKNOWN_ID = 'f'.repeat(24);
let concept: ReadyConcept;
let franceId: string;
/** Of the ready concept's campaign on Germany (banner and leaderboard chosen, so in use; the feed is not). */
let germanyCampaign: string;
let franceCampaign: string;

const head = () => w.t.system.deps.store.headPosition();
const templateEvents = async () =>
  (await w.t.system.deps.store.readStream(`ConceptTemplates-${concept.conceptId}`)).map((e) => e.type);
const nodesOf = (templateId: string, businessNodes: string[]) =>
  w.as('SELF_SERVICE_ADMIN').put(`/assets/templates/${templateId}/business-nodes`, { businessNodes });
const usable = async (campaignId: string) => {
  const reply = await w.as('SELF_SERVICE_ADMIN').get(`/assets/campaigns/templates/${campaignId}?range=[0,99]`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { id: string }[]).map((t) => t.id);
};

beforeAll(async () => {
  franceId = await addNode(w.su, w.acme.partnerId, { parentId: w.acme.rootNodeId, name: 'France' });
  concept = await readyConcept(w.su, 'Availability', [w.acme.childNodeId, franceId], w.acme.partnerId);
  germanyCampaign = (await campaignOf(w.su, w.acme, concept, 'Germany launch')).campaignId;
  const created = await w.su.post('/campaigns', {
    partnerId: w.acme.partnerId,
    conceptId: concept.conceptId,
    name: 'France launch',
    businessNodes: [franceId],
    platforms: ['google'],
    templateIds: [concept.templates.banner],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  franceCampaign = created.body.id;
}, 180_000);

describe('PATCH /assets/templates/{id}', () => {
  it('changes the details of a template named alone, recorded as TemplateDetailsChanged', async () => {
    const reply = await w
      .as('SELF_SERVICE_MANAGER')
      .request('PATCH', `/assets/templates/${concept.templates.feed}`, { suitableChannels: ['social', 'display'] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ id: concept.templates.feed, suitableChannels: ['social', 'display'] });
    expect((await templateEvents()).at(-1)).toBe('TemplateDetailsChanged');
    const renamed = await w
      .as('SELF_SERVICE_ADMIN')
      .request('PATCH', `/assets/templates/${concept.templates.feed}`, { name: '1080x1080-Square feed' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ name: '1080x1080-Square feed', title: 'Square feed', size: '1080x1080' });
  });

  it("refuses a template in use (409 'Update failed, entity in use'), wrong roles, another partner and unknown ids, appending nothing", async () => {
    const before = await head();
    const patch = (role: 'SELF_SERVICE_ADMIN' | 'MANAGER' | 'ANALYST', id: string) =>
      w.as(role).request('PATCH', `/assets/templates/${id}`, { suitableChannels: ['display'] });
    const inUse = await patch('SELF_SERVICE_ADMIN', concept.templates.banner);
    expect([inUse.status, inUse.body.message]).toEqual([409, MESSAGES.updateInUse]);
    for (const role of ['MANAGER', 'ANALYST'] as const) {
      const refused = await patch(role, concept.templates.feed);
      expect([role, refused.status, refused.body.message]).toEqual([role, 403, WRONG_ROLES_MESSAGE]);
    }
    const globex = await w.globex.users.SELF_SERVICE_ADMIN!.client.request(
      'PATCH',
      `/assets/templates/${concept.templates.feed}`,
      { suitableChannels: ['display'] },
    );
    expect([globex.status, globex.body.message]).toEqual([403, CONCEPT_ACCESS_DENIED]);
    const unknown = await patch('SELF_SERVICE_ADMIN', UNKNOWN_ID);
    expect([unknown.status, unknown.body.message]).toEqual([404, MESSAGES.entityNotFound]);
    const badName = await w
      .as('SELF_SERVICE_ADMIN')
      .request('PATCH', `/assets/templates/${concept.templates.feed}`, { name: 'no size' });
    expect(badName.status).toBe(422);
    expect(await head()).toBe(before);
  });
});

describe('PUT /assets/templates/{id}/business-nodes and GET /assets/campaigns/templates/{id}', () => {
  it('a campaign may use every template of its concept until a generation is given nodes', async () => {
    const all = Object.values(concept.templates).sort();
    expect((await usable(germanyCampaign)).sort()).toEqual(all);
    expect((await usable(franceCampaign)).sort()).toEqual(all);
  });

  it('sets the nodes of the generation: the campaigns on them, or below them, may use it; the others no longer', async () => {
    const feed = await nodesOf(concept.templates.feed, [franceId]);
    expect(feed.status, JSON.stringify(feed.body)).toBe(200);
    expect(feed.body.businessNodes).toEqual([franceId]);
    expect((await templateEvents()).at(-1)).toBe('TemplateBusinessNodesChanged');
    // The region above Germany and France: both campaigns reach it.
    expect((await nodesOf(concept.templates.banner, [w.acme.rootNodeId])).status).toBe(200);
    expect(await usable(germanyCampaign)).not.toContain(concept.templates.feed);
    expect(await usable(germanyCampaign)).toContain(concept.templates.banner);
    expect(await usable(franceCampaign)).toEqual(
      expect.arrayContaining([concept.templates.feed, concept.templates.banner]),
    );
    // The same list again records nothing.
    const before = await head();
    expect((await nodesOf(concept.templates.feed, [franceId])).status).toBe(200);
    expect(await head()).toBe(before);
  });

  it('pages the list, with its Content-Range', async () => {
    const reply = await w.as('SELF_SERVICE_ADMIN').get(`/assets/campaigns/templates/${franceCampaign}?range=[0,0]`);
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(1);
    expect(reply.headers.get('content-range')).toBe('templates 0-0/3');
  });

  it("refuses no nodes ('Business nodes are not provided'), another partner's node, a node out of reach, wrong roles and another partner's template, appending nothing", async () => {
    const before = await head();
    const none = await nodesOf(concept.templates.leaderboard, []);
    expect([none.status, none.body.message]).toEqual([422, MESSAGES.businessNodesNotProvided]);
    const foreign = await nodesOf(concept.templates.leaderboard, [w.globex.childNodeId]);
    expect([foreign.status, foreign.body.message]).toEqual([404, MESSAGES.businessNodeNotFound]);
    // A self-service manager of Germany reaches the concept, not France.
    const outOfReach = await w
      .as('SELF_SERVICE_MANAGER')
      .put(`/assets/templates/${concept.templates.leaderboard}/business-nodes`, { businessNodes: [franceId] });
    expect([outOfReach.status, outOfReach.body.message]).toEqual([403, MESSAGES.businessNodeAccessDenied]);
    for (const role of ['MANAGER', 'ANALYST'] as const) {
      const refused = await w
        .as(role)
        .put(`/assets/templates/${concept.templates.leaderboard}/business-nodes`, { businessNodes: [franceId] });
      expect([role, refused.status, refused.body.message]).toEqual([role, 403, WRONG_ROLES_MESSAGE]);
    }
    const globex = await w.globex.users.SELF_SERVICE_ADMIN!.client.put(
      `/assets/templates/${concept.templates.leaderboard}/business-nodes`,
      { businessNodes: [w.globex.childNodeId] },
    );
    expect([globex.status, globex.body.message]).toEqual([403, CONCEPT_ACCESS_DENIED]);
    const unknown = await nodesOf(UNKNOWN_ID, [franceId]);
    expect([unknown.status, unknown.body.message]).toEqual([404, MESSAGES.entityNotFound]);
    expect(await head()).toBe(before);
  });

  it("answers a campaign's templates to its readers only: the analyst, another partner and unknown campaigns are refused", async () => {
    for (const role of ['MANAGER', 'SELF_SERVICE_MANAGER'] as const) {
      const reader = await w.as(role).get(`/assets/campaigns/templates/${germanyCampaign}`);
      expect([role, reader.status]).toEqual([role, 200]);
    }
    const analyst = await w.as('ANALYST').get(`/assets/campaigns/templates/${germanyCampaign}`);
    expect([analyst.status, analyst.body.message]).toEqual([403, WRONG_ROLES_MESSAGE]);
    const globex = await w.globex.users.SELF_SERVICE_ADMIN!.client.get(
      `/assets/campaigns/templates/${germanyCampaign}`,
    );
    expect([globex.status, globex.body.message]).toEqual([403, CAMPAIGN_ACCESS_DENIED]);
    // Out of the Germany manager's reach.
    const france = await w.as('SELF_SERVICE_MANAGER').get(`/assets/campaigns/templates/${franceCampaign}`);
    expect(france.status).toBe(403);
    const unknown = await w.as('MANAGER').get(`/assets/campaigns/templates/${UNKNOWN_ID}`);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Campaign not found']);
  });
});
