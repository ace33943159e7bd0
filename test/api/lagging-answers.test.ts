// A command whose read side lags past runCommand's wait never answers 404 for what it saved, nor old data for what it
// changed (ARCHITECTURE.md, "Read your own writes"): 202 Accepted {id, position}, a Location that reads it and
// x-projections-lagging. The lag is planted as projection-parking.test.ts plants it: a constraint the new rows break,
// so the projections park the events and hold their streams until the constraint is dropped and they are retried.
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiTest } from '../support/api-test';
import { eventually } from '../support/eventually';
import { connectNodeToCm360 } from '../support/cm360-connection';
import { conceptBrief, createConcept, PASSWORD } from '../support/fixtures';
import type { Reply } from '../support/http';

const w = useApiTest({ roles: [] });

const PLANTED = {
  partner_list: 'name',
  user_account: 'name',
  business_node: 'name',
  comment: 'text',
  custom_conversion: 'name',
} as const;
/** A concept to comment on, and a CM360 floodlight activity a conversion counts: made before the lag is planted. */
const before = { conceptId: '', activityId: '' };

beforeAll(async () => {
  const { partnerId, rootNodeId, childNodeId } = w.acme;
  before.conceptId = await createConcept(w.su, conceptBrief('Held Concept', [rootNodeId]), partnerId);
  await connectNodeToCm360(w.t, w.su, childNodeId, { dcmNetworkId: '4301', dcmAdvertiserId: '8831' });
  const activities = await w.su.get(`/google/floodlightActivities/${partnerId}`);
  expect(activities.status).toBe(200);
  before.activityId = (activities.body as { id: string }[])[0]!.id;
  for (const [table, column] of Object.entries(PLANTED))
    await w.t.system.deps.pool.query(
      `ALTER TABLE ${table} ADD CONSTRAINT planted_lag CHECK (${column} IS NULL OR ${column} NOT LIKE 'Held %')`,
    );
}, 120_000);

/** Waits until the projection has parked the held write (before that it is failing, and answers lag for all). */
const parked = (projection: string) =>
  eventually(async () => {
    const all = (await w.su.get('/projections')).body as { name: string; parked: number }[];
    expect(all.find((p) => p.name === projection)?.parked).toBe(1);
  }, 20_000);

/** The answer of a saved change the read side cannot show yet: 202 naming it, where to read it, and the lag. */
function expectAccepted(reply: Reply, location: (id: string) => string): string {
  expect(reply.status, JSON.stringify(reply.body)).toBe(202);
  expect(reply.headers.get('x-projections-lagging')).toBe('true');
  const { id, position } = reply.body as { id: string; position: number };
  expect(reply.body).toEqual({ id: expect.any(String), position: Number(reply.headers.get('x-position')) });
  expect(position).toBeGreaterThan(0);
  expect(reply.headers.get('location')).toBe(`/api/v1${location(id)}`);
  return id;
}

describe('a command answered while its read side lags', () => {
  const saved = { partner: '', renamed: '', user: '', node: '', market: '', comment: '', conversion: '' };

  it('a new partner answers 202 with its id and Location, not 404 partner not found', async () => {
    const created = await w.su.post('/partners', { name: 'Held Partner', type: 'Client' });
    saved.partner = expectAccepted(created, (id) => `/partners/${id}`);
    expect((await w.su.get(`/partners/${saved.partner}`)).status).toBe(404);
  });

  it('a change to a partner answers 202, not the partner as it was before the change', async () => {
    await parked('partners');
    const created = await w.su.post('/partners', { name: 'Shown Partner', type: 'Client' });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-projections-lagging')).toBeNull();
    saved.renamed = created.body.id;
    const renamed = await w.su.put('/partners', { id: saved.renamed, name: 'Held Rename', type: 'Demo' });
    expectAccepted(renamed, (id) => `/partners/${id}`);
    expect(renamed.body.id).toBe(saved.renamed);
    expect((await w.su.get(`/partners/${saved.renamed}`)).body.name).toBe('Shown Partner');
  });

  it('a new internal user answers 202', async () => {
    const created = await w.su.post('/users', {
      email: 'held.user@varia.test',
      name: 'Held User',
      role: 'ADMIN',
      password: PASSWORD,
    });
    saved.user = expectAccepted(created, (id) => `/users/${id}`);
    expect((await w.su.get(`/users/${saved.user}`)).status).toBe(404);
  });

  it("a new business node answers 202 with the node's id, not the partner tree's", async () => {
    const { partnerId, rootNodeId } = w.acme;
    const created = await w.su.post(`/business-nodes?partnerId=${partnerId}`, {
      parentId: rootNodeId,
      name: 'Held Node',
      type: 'market',
      marketId: null,
    });
    saved.node = expectAccepted(created, (id) => `/business-nodes/${id}`);
    expect([partnerId, rootNodeId]).not.toContain(saved.node);
  });

  it("a new market, which has no GET of its own, answers 202 with the market's id and its partner's markets", async () => {
    await parked('business-tree');
    const { partnerId } = w.acme;
    // The partner's stream is held behind the parked node: the market waits with it.
    const created = await w.su.post(`/markets/create/${partnerId}`, { name: 'Held Market' });
    saved.market = expectAccepted(created, () => `/markets/${partnerId}`);
    expect(saved.market).not.toBe(partnerId);
  });

  it("a concept's new comment answers 202 naming the comment and the concept's threads", async () => {
    const path = `/concepts/${before.conceptId}/comments`;
    const created = await w.su.post(path, {
      text: 'Held comment',
      commentedEntityId: before.conceptId,
      commentedEntityType: 'storyboards',
    });
    saved.comment = expectAccepted(created, () => path);
    expect(saved.comment).not.toBe(before.conceptId);
    expect((await w.su.get(path)).body).toEqual([]);
    await parked('comments');
  });

  it("a new custom conversion answers 202 naming it and the partner's conversions", async () => {
    const created = await w.su.post(`/report/custom-conversions?partnerId=${w.acme.partnerId}`, {
      name: 'Held Conversion',
      floodlightActivityId: before.activityId,
    });
    saved.conversion = expectAccepted(created, () => '/report/custom-conversions');
    expect(saved.conversion).not.toBe(w.acme.partnerId);
    await parked('custom-conversions');
  });

  it('once the fault is fixed and the parked events applied, each Location shows what was saved', async () => {
    const { pool } = w.t.system.deps;
    for (const table of Object.keys(PLANTED)) await pool.query(`ALTER TABLE ${table} DROP CONSTRAINT planted_lag`);
    for (const projection of ['partners', 'users', 'business-tree', 'comments', 'custom-conversions']) {
      const retried = await w.su.post(`/projections/${projection}/retry`, {});
      expect(retried.status).toBe(200);
      expect(retried.body.parked).toBe(0);
    }
    expect((await w.su.get(`/partners/${saved.partner}`)).body).toMatchObject({ name: 'Held Partner' });
    expect((await w.su.get(`/partners/${saved.renamed}`)).body).toMatchObject({ name: 'Held Rename', type: 'Demo' });
    expect((await w.su.get(`/users/${saved.user}`)).body).toMatchObject({ name: 'Held User' });
    expect((await w.su.get(`/business-nodes/${saved.node}`)).body).toMatchObject({ name: 'Held Node' });
    const markets = (await w.su.get(`/markets/${w.acme.partnerId}`)).body as { id: string; name: string }[];
    expect(markets.filter((market) => market.id === saved.market)).toMatchObject([{ name: 'Held Market' }]);
    const threads = await w.su.get(`/concepts/${before.conceptId}/comments`);
    expect(threads.body).toEqual([expect.objectContaining({ _id: saved.comment, text: 'Held comment' })]);
    const conversions = await w.su.get(`/report/custom-conversions?partnerId=${w.acme.partnerId}`);
    expect(conversions.body).toEqual([expect.objectContaining({ id: saved.conversion, name: 'Held Conversion' })]);
    // Caught up again: a create answers 201 with the whole partner.
    const next = await w.su.post('/partners', { name: 'After Partner', type: 'Client' });
    expect(next.status).toBe(201);
    expect(next.body).toMatchObject({ id: expect.any(String), name: 'After Partner', archived: false });
  });
});

describe('the routes that declare a 202 for a lagging write', () => {
  it('each name a GET route that reads what they saved', async () => {
    const doc = (await fetch(`${w.t.baseUrl}/api/docs/json`).then((r) => r.json())) as {
      paths: Record<string, Record<string, { responses: Record<string, { description?: string }> }>>;
    };
    const shape = (path: string) => path.replace(/(:\w+|\{\w+\})/g, '{}');
    const gets = new Set(
      Object.keys(doc.paths)
        .filter((path) => doc.paths[path]!.get)
        .map(shape),
    );
    const locations = Object.values(doc.paths)
      .flatMap((byMethod) => Object.values(byMethod))
      .flatMap((operation) => {
        const match = / GET (\S+) shows it shortly$/.exec(operation.responses['202']?.description ?? '');
        return match ? [`/api/v1${match[1]}`] : [];
      });
    expect(locations.length).toBeGreaterThanOrEqual(50);
    expect(locations.filter((location) => !gets.has(shape(location)))).toEqual([]);
  });
});
