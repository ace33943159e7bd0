import { describe, expect, it } from 'vitest';
import { useApiTest } from '../support/api-test';
import { dayFromToday, readyConcept } from '../support/campaigns';
import { conceptBrief, createConcept, partnerFixture } from '../support/fixtures';
import { q } from '../support/http';

const w = useApiTest();

async function eventCount(): Promise<number> {
  const { rows } = await w.t.system.deps.pool.query<{ n: string }>('SELECT count(*) AS n FROM es_event');
  return Number(rows[0]!.n);
}

describe('partners', () => {
  it('creates, lists with Content-Range, updates and archives a partner', async () => {
    const created = await w.su.post('/partners', { name: 'Globex', type: 'Client' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Globex', type: 'Client', archived: false, usersCount: 0 });
    expect(created.headers.get('x-position')).toMatch(/^\d+$/);

    // Read your own writes: the list read right after the command already shows it.
    const list = await w.su.get(
      `/partners/admin?sort=${q(['name', 'ASC'])}&range=${q([0, 9])}&filter=${q({ q: 'glob' })}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.map((p: { name: string }) => p.name)).toEqual(['Globex']);
    expect(list.headers.get('content-range')).toBe('partners 0-0/1');

    const updated = await w.su.put('/partners', { id: created.body.id, name: 'Globex Corp', type: 'Demo' });
    expect(updated.body).toMatchObject({ name: 'Globex Corp', type: 'Demo' });

    const archived = await w.su.put(`/partners/archive/${created.body.id}`, { archived: true });
    expect(archived.body.archived).toBe(true);
    const unarchived = await w.su.put(`/partners/archive/${created.body.id}`, { archived: false });
    expect(unarchived.body.archived).toBe(false);
  });

  it('keeps names with quotes, backslashes and placeholders intact through the batched projection', async () => {
    const name = "O'Brien \\ Sons $1 ; DROP TABLE partner_list; --";
    const created = await w.su.post('/partners', { name, type: 'Client' });
    expect(created.body.name).toBe(name);
    await w.t.system.runner.rebuild('partners');
    expect((await w.su.get(`/partners/${created.body.id}`)).body.name).toBe(name);
  });

  it('pages and sorts the admin list', async () => {
    for (const name of ['Page A', 'Page B', 'Page C']) await w.su.post('/partners', { name, type: 'Demo' });
    const page = await w.su.get(
      `/partners/admin?sort=${q(['name', 'DESC'])}&range=${q([1, 2])}&filter=${q({ q: 'Page ' })}`,
    );
    expect(page.body.map((p: { name: string }) => p.name)).toEqual(['Page B', 'Page A']);
    expect(page.headers.get('content-range')).toBe('partners 1-2/3');
  });

  it('refuses a duplicate name case-insensitively with "Already exist"', async () => {
    await w.su.post('/partners', { name: 'Initech', type: 'Client' });
    const before = await eventCount();
    const dup = await w.su.post('/partners', { name: 'initech', type: 'Demo' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ statusCode: 409, code: 'NOT_ALLOWED', message: 'Already exist' });
    expect(await eventCount()).toBe(before);
  });

  it.each([
    ['malformed JSON', { rawBody: '{"name": "x",' }, 'Body is not valid JSON'],
    ['a wrong type', { body: { name: 5, type: 'Client' } }, 'body/name must be string'],
    ['a missing field', { body: { name: 'Nameless' } }, 'body/type is required'],
    ['an unknown field', { body: { name: 'X', type: 'Client', archived: true } }, 'body/archived is not allowed'],
    [
      'a leading space',
      { body: { name: ' Spacey', type: 'Client' } },
      'Spaces are not allowed in the beginning of the name',
    ],
    ['an empty name', { body: { name: '', type: 'Client' } }, 'Required'],
    [
      'an unknown type',
      { body: { name: 'Typo', type: 'Agency' } },
      'Partner type must be one of Internal, Demo, Client',
    ],
  ])('answers 400 naming the problem for %s, and appends nothing', async (_label, input, message) => {
    const before = await eventCount();
    const reply = await w.su.request(
      'POST',
      '/partners',
      'body' in input ? input.body : undefined,
      'rawBody' in input ? { rawBody: input.rawBody } : {},
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      statusCode: 400,
      code: 'UNPROCESSABLE_ENTITY',
      error: 'Bad Request',
      message,
      ...(reply.body.details ? { details: reply.body.details } : {}),
    });
    expect(await eventCount()).toBe(before);
  });

  it('answers 404 for an unknown partner and 400 for a malformed id', async () => {
    expect((await w.su.put('/partners/archive/aaaaaaaaaaaaaaaaaaaaaaaa', { archived: true })).status).toBe(404);
    const bad = await w.su.put('/partners/archive/nope', { archived: true });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('params/partnerId');
  });

  it('refuses a malformed list query with "Wrong params"; a range that ends before it starts is an empty page', async () => {
    for (const query of [`range=${q([-1, 3])}`, 'range=x', `filter=${q([1])}`, 'filter=nope']) {
      const reply = await w.su.get(`/partners/admin?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.message, query).toBe('Wrong params');
    }
    const backwards = await w.su.get(`/partners/admin?range=${q([5, 1])}`);
    expect(backwards.status).toBe(200);
    expect(backwards.body).toEqual([]);
  });

  it("counts a partner's active concepts: archived ones do not count", async () => {
    const acme = await partnerFixture(w.t, w.su, ['SELF_SERVICE_ADMIN']);
    const admin = acme.users.SELF_SERVICE_ADMIN!.client;
    const count = async () => (await w.su.get(`/partners/${acme.partnerId}`)).body.activeConceptsCount;
    expect(await count()).toBe(0);
    const ids = [
      await createConcept(admin, conceptBrief('Spring', [acme.childNodeId])),
      await createConcept(admin, conceptBrief('Autumn', [acme.childNodeId])),
    ];
    expect(await count()).toBe(2);
    expect((await admin.request('PATCH', `/assets/concepts/${ids[0]}/archive`)).status).toBe(200);
    expect(await count()).toBe(1);
  });

  it("counts a partner's active campaigns from the campaigns read model: archived and deleted ones do not count", async () => {
    const acme = await partnerFixture(w.t, w.su, ['SELF_SERVICE_ADMIN']);
    const other = await partnerFixture(w.t, w.su, ['SELF_SERVICE_ADMIN']);
    const count = async (partnerId = acme.partnerId) =>
      (await w.su.get(`/partners/${partnerId}`)).body.activeCampaignsCount;
    const { name } = (await w.su.get(`/partners/${acme.partnerId}`)).body;
    const listed = async () =>
      (await w.su.get(`/partners/admin?filter=${q({ q: name })}`)).body.find(
        (p: { id: string }) => p.id === acme.partnerId,
      )?.activeCampaignsCount;
    expect(await count()).toBe(0);
    const concept = await readyConcept(w.su, 'Campaign count concept', [acme.childNodeId], acme.partnerId);
    const create = async (name: string) => {
      const reply = await w.su.post('/campaigns', {
        conceptId: concept.conceptId,
        name,
        businessNodes: [acme.childNodeId],
        platforms: ['google'],
        templateIds: [concept.templates.banner],
        flightStart: dayFromToday(0),
        flightEnd: dayFromToday(30),
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return reply.body.id as string;
    };
    const [summer, winter] = [await create('Summer'), await create('Winter'), await create('Spring')];
    expect(await count()).toBe(3);
    expect(await listed()).toBe(3);
    expect(await count(other.partnerId)).toBe(0);
    expect((await w.su.put(`/campaigns/${summer}/archive`, { archived: true })).status).toBe(200);
    expect(await count()).toBe(2);
    expect((await w.su.request('PATCH', `/campaigns/${winter}/delete`)).status).toBe(200);
    expect(await count()).toBe(1);
    expect(await listed()).toBe(1);
  });
});
