// The business-node and partner look-ups of spec 3 §7 (issue 22 §3; api/routes/business-node-lookups.ts says what each
// means): per role and reach, with other partners' ids, paged with Content-Range.
import { beforeAll, describe, expect, it } from 'vitest';
import { CONCEPTS_ONLY_MESSAGE } from '../../domain/roles';
import { useApiTest } from '../support/api-test';
import { campaignOf, readyConcept, type ReadyConcept } from '../support/campaigns';
import { addNode, createPartner, inviteAndAccept } from '../support/fixtures';
import type { HttpClient } from '../support/http';

const api = useApiTest({
  roles: ['SELF_SERVICE_ADMIN', 'MANAGER', 'REVIEWER', 'ANALYST'],
  globex: ['SELF_SERVICE_ADMIN'],
});
const names = (rows: { name: string }[]) => rows.map((r) => r.name);
const nodes = { france: '', berlin: '' };
let concept: ReadyConcept;
const campaigns = { germany: '', france: '' };

beforeAll(async () => {
  const { partnerId, rootNodeId, childNodeId } = api.acme;
  nodes.france = await addNode(api.su, partnerId, { parentId: rootNodeId, name: 'France' });
  nodes.berlin = await addNode(api.su, partnerId, { parentId: childNodeId, name: 'Berlin' });
  concept = await readyConcept(api.su, 'Lookups', [childNodeId, nodes.france], partnerId);
  campaigns.germany = (await campaignOf(api.su, api.acme, concept, 'Germany launch')).campaignId;
  const france = await api.su.post('/campaigns', {
    partnerId,
    conceptId: concept.conceptId,
    name: 'France launch',
    businessNodes: [nodes.france],
    platforms: ['google'],
    templateIds: [concept.templates.banner],
  });
  expect(france.status).toBe(201);
  campaigns.france = france.body.id;
});

describe('allowed nodes', () => {
  const list = (client: HttpClient, path: string, query = '') => client.get(`/business-nodes/${path}${query}`);

  it('allowed-nodes: the reach (the partner for its admin group), paged and searched', async () => {
    const admin = await list(api.as('SELF_SERVICE_ADMIN'), 'allowed-nodes');
    expect([admin.status, names(admin.body)]).toEqual([200, ['Berlin', 'EMEA', 'France', 'Germany']]);
    expect(admin.body.every((n: { reachable: boolean }) => n.reachable)).toBe(true);
    const manager = await list(api.as('MANAGER'), 'allowed-nodes');
    expect(names(manager.body)).toEqual(['Berlin', 'Germany']);
    expect(manager.headers.get('content-range')).toBe('business-nodes 0-1/2');
    const page = await list(api.as('MANAGER'), 'allowed-nodes', '?range=[1,1]&sort=["name","DESC"]');
    expect([names(page.body), page.headers.get('content-range')]).toEqual([['Berlin'], 'business-nodes 1-1/2']);
    const searched = await list(api.as('MANAGER'), 'allowed-nodes', `?filter=${encodeURIComponent('{"q":"ber"}')}`);
    expect(names(searched.body)).toEqual(['Berlin']);
    // A top admin names the partner; a partner user may not name another.
    const top = await list(api.su, 'allowed-nodes', `?partnerId=${api.acme.partnerId}`);
    expect(names(top.body)).toHaveLength(4);
    const unnamed = await list(api.su, 'allowed-nodes');
    expect([unnamed.status, unnamed.body.message]).toEqual([400, 'Partner must be provided for an admin user']);
    const foreign = await list(api.as('MANAGER'), 'allowed-nodes', `?partnerId=${api.globex.partnerId}`);
    expect([foreign.status, foreign.body.message]).toEqual([403, 'Access denied']);
  });

  it('read-allowed-nodes adds the nodes above the reach, not reachable; write-allowed-nodes is none for readers', async () => {
    const read = await list(api.as('MANAGER'), 'read-allowed-nodes');
    expect(read.body.map((n: { name: string; reachable: boolean }) => [n.name, n.reachable])).toEqual([
      ['Berlin', true],
      ['EMEA', false],
      ['Germany', true],
    ]);
    expect(names((await list(api.as('ANALYST'), 'read-allowed-nodes')).body)).toEqual(['Berlin', 'EMEA', 'Germany']);
    expect(names((await list(api.as('MANAGER'), 'write-allowed-nodes')).body)).toEqual(['Berlin', 'Germany']);
    expect(names((await list(api.as('SELF_SERVICE_ADMIN'), 'write-allowed-nodes')).body)).toHaveLength(4);
    for (const role of ['REVIEWER', 'ANALYST'] as const) {
      const none = await list(api.as(role), 'write-allowed-nodes');
      expect([none.status, none.body, none.headers.get('content-range')]).toEqual([200, [], 'business-nodes 0-0/0']);
    }
  });

  it('allowed-nodes/{id}: a node in reach; out of reach, another partner and unknown are refused', async () => {
    const berlin = await api.as('MANAGER').get(`/business-nodes/allowed-nodes/${nodes.berlin}`);
    expect([berlin.status, berlin.body.name, berlin.body.reachable]).toEqual([200, 'Berlin', true]);
    const root = await api.as('MANAGER').get(`/business-nodes/allowed-nodes/${api.acme.rootNodeId}`);
    expect([root.status, root.body.message]).toEqual([403, 'Access to the Business Node denied']);
    const foreign = await api.globex.users.SELF_SERVICE_ADMIN!.client.get(
      `/business-nodes/allowed-nodes/${nodes.berlin}`,
    );
    expect([foreign.status, foreign.body.message]).toEqual([403, 'Access denied']);
    const none = await api.su.get('/business-nodes/allowed-nodes/ffffffffffffffffffffffff');
    expect([none.status, none.body.message]).toEqual([404, 'Business node was not found']);
  });

  it('initial/{partnerId}: the highest assigned node, or the first top node for who reaches the partner', async () => {
    const initial = (client: HttpClient, partnerId = api.acme.partnerId) =>
      client.get(`/business-nodes/initial/${partnerId}`);
    expect((await initial(api.as('MANAGER'))).body).toMatchObject({ id: api.acme.childNodeId, name: 'Germany' });
    expect((await initial(api.as('SELF_SERVICE_ADMIN'))).body.id).toBe(api.acme.rootNodeId);
    expect((await initial(api.su)).body.id).toBe(api.acme.rootNodeId);
    const regional = await inviteAndAccept(api.t, api.su, api.acme.partnerId, nodes.berlin, 'REVIEWER');
    expect((await initial(regional.client)).body.name).toBe('Berlin');
    const foreign = await initial(api.as('MANAGER'), api.globex.partnerId);
    expect([foreign.status, foreign.body.message]).toEqual([403, 'Access denied']);
    const bare = await initial(api.su, await createPartner(api.su));
    expect([bare.status, bare.body.message]).toEqual([404, 'Business node was not found']);
  });

  it("{id}/isActive: true until the node's partner is archived", async () => {
    const partnerId = await createPartner(api.su);
    const node = await addNode(api.su, partnerId, { parentId: null, name: 'Nordics', type: 'region' });
    expect((await api.su.get(`/business-nodes/${node}/isActive`)).body).toEqual({ isActive: true });
    expect((await api.su.put(`/partners/archive/${partnerId}`, { archived: true })).status).toBe(200);
    expect((await api.su.get(`/business-nodes/${node}/isActive`)).body).toEqual({ isActive: false });
    expect((await api.as('REVIEWER').get(`/business-nodes/${nodes.berlin}/isActive`)).body).toEqual({ isActive: true });
    const foreign = await api.as('REVIEWER').get(`/business-nodes/${node}/isActive`);
    expect([foreign.status, foreign.body.message]).toEqual([403, 'Access denied']);
    expect((await api.su.get('/business-nodes/ffffffffffffffffffffffff/isActive')).status).toBe(404);
  });
});

describe('allowed campaigns', () => {
  const allowed = (client: HttpClient, query = '') => client.get(`/business-nodes/allowed-campaigns${query}`);

  it("the partner's campaigns on a node in reach, paged; concept-only users have none", async () => {
    const admin = await allowed(api.as('SELF_SERVICE_ADMIN'));
    expect([admin.status, names(admin.body)]).toEqual([200, ['France launch', 'Germany launch']]);
    expect(admin.headers.get('content-range')).toBe('campaigns 0-1/2');
    for (const role of ['MANAGER', 'ANALYST'] as const)
      expect((await allowed(api.as(role))).body).toEqual([
        expect.objectContaining({ id: campaigns.germany, businessNodes: [api.acme.childNodeId], archived: false }),
      ]);
    expect(names((await allowed(api.su, `?partnerId=${api.acme.partnerId}&range=[0,0]`)).body)).toEqual([
      'France launch',
    ]);
    expect((await allowed(api.globex.users.SELF_SERVICE_ADMIN!.client)).body).toEqual([]);
    const foreign = await allowed(api.as('MANAGER'), `?partnerId=${api.globex.partnerId}`);
    expect(foreign.status).toBe(403);
    const conceptOnly = await inviteAndAccept(api.t, api.su, api.acme.partnerId, api.acme.childNodeId, 'MANAGER', {
      isConceptOnly: true,
    });
    const refused = await allowed(conceptOnly.client);
    expect([refused.status, refused.body.message]).toEqual([403, CONCEPTS_ONLY_MESSAGE]);
  });
});

describe('partner look-ups', () => {
  it("admin/active-campaigns maps every partner's id to its active campaigns, for super users only", async () => {
    const counts = await api.su.get('/partners/admin/active-campaigns');
    expect(counts.status).toBe(200);
    expect(counts.body[api.acme.partnerId]).toBe(2);
    expect(counts.body[api.globex.partnerId]).toBe(0);
    const archived = await api.su.put(`/campaigns/${campaigns.france}/archive`, {
      archived: true,
      partnerId: api.acme.partnerId,
    });
    expect(archived.status).toBe(200);
    expect((await api.su.get('/partners/admin/active-campaigns')).body[api.acme.partnerId]).toBe(1);
    const admin = await api.as('SELF_SERVICE_ADMIN').get('/partners/admin/active-campaigns');
    expect([admin.status, admin.body.message]).toEqual([403, 'Wrong user roles']);
  });

  it('templateId/{id} and conceptId/{id} answer the partner to who may work with it', async () => {
    for (const path of [`conceptId/${concept.conceptId}`, `templateId/${concept.templates.banner}`]) {
      const own = await api.as('REVIEWER').get(`/partners/${path}`);
      expect([own.status, own.body.id, own.body._id]).toEqual([200, api.acme.partnerId, api.acme.partnerId]);
      expect((await api.su.get(`/partners/${path}`)).body.id).toBe(api.acme.partnerId);
      const foreign = await api.globex.users.SELF_SERVICE_ADMIN!.client.get(`/partners/${path}`);
      expect([foreign.status, foreign.body.message]).toEqual([403, 'Access denied']);
      const analyst = await api.as('ANALYST').get(`/partners/${path}`);
      expect([analyst.status, analyst.body.message]).toEqual([403, 'Wrong user roles']);
    }
    const noConcept = await api.su.get('/partners/conceptId/ffffffffffffffffffffffff');
    expect([noConcept.status, noConcept.body.message]).toEqual([404, 'Concept not found']);
    const noTemplate = await api.su.get('/partners/templateId/ffffffffffffffffffffffff');
    expect([noTemplate.status, noTemplate.body.message]).toEqual([404, 'Entity not found']);
  });
});
