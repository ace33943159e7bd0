// Who sees and changes which concepts (spec 1 §2.1, §6; spec 3 §6): the role gates, the partner scope, the node
// scope below the self-service admin; and the list's filters, sort and paging (react-admin simple-rest).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foreignAssetMessage } from '../../domain/concept/brief-asset-owners';
import { WRONG_ROLES_MESSAGE, type Role } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import { startTestApp, type TestApp } from '../support/app';
import { conceptBrief, createConcept, partnerFixture, type PartnerFixture } from '../support/fixtures';
import { q, type HttpClient } from '../support/http';
import { file, upload } from '../support/uploads';

let t: TestApp;
let su: HttpClient;
let acme: PartnerFixture;
let globex: PartnerFixture;
let nodes: { berlin: string; france: string };
/** Acme's concepts by where they sit, and globex's one. */
const concept = { alpha: '', bravo: '', charlie: '', delta: '', globex: '' };
const as = (role: Role) => acme.users[role]!.client;
const head = () => t.system.deps.store.headPosition();

beforeAll(async () => {
  t = await startTestApp();
  su = await t.superClient();
  acme = await partnerFixture(t, su, ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'MANAGER', 'REVIEWER', 'ANALYST']);
  globex = await partnerFixture(t, su, ['SELF_SERVICE_ADMIN']);
  // EMEA ─┬─ Germany (every acme user's node) ── Berlin
  //       └─ France
  const node = async (parentId: string, name: string) =>
    (await su.post(`/business-nodes?partnerId=${acme.partnerId}`, { parentId, name, type: 'market', marketId: null }))
      .body.id as string;
  nodes = { berlin: await node(acme.childNodeId, 'Berlin'), france: await node(acme.rootNodeId, 'France') };
  const create = (name: string, nodeIds: string[]) => createConcept(su, conceptBrief(name, nodeIds), acme.partnerId);
  concept.alpha = await create('Alpha', [acme.childNodeId]);
  concept.bravo = await create('Bravo', [nodes.berlin]);
  concept.charlie = await create('Charlie', [nodes.france]);
  concept.delta = await create('Delta', [acme.rootNodeId]);
  concept.globex = await createConcept(
    globex.users.SELF_SERVICE_ADMIN!.client,
    conceptBrief('Echo', [globex.childNodeId]),
  );
  await su.request('PATCH', `/assets/concepts/${concept.bravo}/brief`, {
    brief: conceptBrief('Bravo', [nodes.berlin], { complete: true }),
    status: 'storyboardsProgress',
  });
  await su.request('PATCH', `/assets/concepts/${concept.delta}/archive`);
});
afterAll(() => t?.close());

const names = async (client: HttpClient, query = '') => {
  const reply = await client.get(`/assets/concepts?${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { name: string }[]).map((c) => c.name);
};

describe('roles', () => {
  it(`REVIEWER may read but not create: 403 '${WRONG_ROLES_MESSAGE}', nothing appended`, async () => {
    const before = await head();
    const reply = await as('REVIEWER').post('/assets/concepts', {
      newConcept: conceptBrief('Not mine', [acme.childNodeId]),
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ code: 'NOT_ALLOWED', message: WRONG_ROLES_MESSAGE });
    expect(await head()).toBe(before);
    expect(await names(as('REVIEWER'), `filter=${q({ search: 'a' })}`)).toEqual(['Alpha', 'Bravo']);
  });

  it('ANALYST sees no concepts: every concept call answers 403', async () => {
    for (const reply of [
      await as('ANALYST').get('/assets/concepts'),
      await as('ANALYST').get(`/assets/concepts/${concept.alpha}`),
      await as('ANALYST').get(`/assets/concepts/${concept.alpha}/templates/count`),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(WRONG_ROLES_MESSAGE);
    }
  });

  it('MANAGER and SELF_SERVICE_MANAGER may create', async () => {
    // Named without an 'a', so that the lists below, which search for 'a', leave them out.
    for (const [i, role] of (['MANAGER', 'SELF_SERVICE_MANAGER'] as const).entries()) {
      const reply = await as(role).post('/assets/concepts', { newConcept: conceptBrief(`Zulu ${i}`, [nodes.berlin]) });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      await su.request('PATCH', `/assets/concepts/${reply.body.id}/archive`);
    }
  });

  it('signed out, concept calls answer 401', async () => {
    for (const reply of [
      await t.client().get(`/assets/concepts/${concept.alpha}`),
      await t.client().post('/assets/concepts', { newConcept: conceptBrief('X', []) }),
    ]) {
      expect(reply.status).toBe(401);
    }
  });
});

describe('partner scope', () => {
  it("a partner's users neither read, list, brief nor archive another partner's concept, and append nothing", async () => {
    const admin = as('SELF_SERVICE_ADMIN');
    const before = await head();
    for (const reply of [
      await admin.get(`/assets/concepts/${concept.globex}`),
      await admin.get(`/assets/concepts?partnerId=${globex.partnerId}`),
      await admin.request('PATCH', `/assets/concepts/${concept.globex}/brief`, {
        brief: conceptBrief('Mine', [acme.childNodeId]),
        status: 'draft',
      }),
      await admin.request('PATCH', `/assets/concepts/${concept.globex}/archive`),
      await admin.post(`/assets/concepts?partnerId=${globex.partnerId}`, {
        newConcept: conceptBrief('Intruder', [globex.childNodeId]),
      }),
    ]) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(403);
      expect(reply.body.message).toBe(MESSAGES.accessDenied);
    }
    expect(await head()).toBe(before);
    expect(await names(admin)).not.toContain('Echo');
  });

  it("refuses another partner's library asset in a brief: 422 on the Assets step, nothing appended; its own asset is taken", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    const uploaded = async (client: HttpClient, name: string) =>
      (await upload(client, {}, {}, [file(name, svg, 'image/svg+xml')])).body.uploadedAssets[0].tempAssetId as string;
    const theirs = await uploaded(globex.users.SELF_SERVICE_ADMIN!.client, 'globex-logo.svg');
    const ours = await uploaded(as('SELF_SERVICE_ADMIN'), 'acme-logo.svg');
    const withLogo = (name: string, assetId: string, logo: string) => {
      const brief = conceptBrief(name, [acme.childNodeId]);
      return { ...brief, assets: { ...brief.assets, logos: [{ assetId, name: logo, format: 'svg', link: null }] } };
    };
    const foreign = withLogo('Alpha', theirs, 'globex-logo.svg');
    const admin = as('SELF_SERVICE_ADMIN');
    const before = await head();
    for (const reply of [
      await admin.request('PATCH', `/assets/concepts/${concept.alpha}/brief`, { brief: foreign, status: 'draft' }),
      await admin.request('PATCH', `/assets/concepts/${concept.alpha}/brief/assets`, { assets: foreign.assets }),
      await admin.post('/assets/concepts', { newConcept: withLogo('Foxtrot', theirs, 'globex-logo.svg') }),
    ]) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(422);
      expect(reply.body.message).toBe(`Assets: ${foreignAssetMessage('globex-logo.svg')}`);
      expect(reply.body.details.steps).toEqual([
        {
          step: 'ASSETS',
          label: 'Assets',
          errors: [{ field: 'assets.logos.0', message: foreignAssetMessage('globex-logo.svg') }],
        },
      ]);
    }
    expect(await head()).toBe(before);
    const own = await admin.request('PATCH', `/assets/concepts/${concept.alpha}/brief`, {
      brief: withLogo('Alpha', ours, 'acme-logo.svg'),
      status: 'draft',
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it('a top admin names the partner of a list; without it, 400', async () => {
    expect(await names(su, `partnerId=${globex.partnerId}`)).toEqual(['Echo']);
    const reply = await su.get('/assets/concepts');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(MESSAGES.partnerRequired);
  });

  it('a missing concept answers 404 Concept not found', async () => {
    const reply = await su.get(`/assets/concepts/${'a'.repeat(24)}`);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('Concept not found');
  });
});

describe('node scope', () => {
  it('the self-service admin sees the whole partner', async () => {
    expect(await names(as('SELF_SERVICE_ADMIN'), `filter=${q({ search: 'a' })}`)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
    ]);
  });

  it.each(['SELF_SERVICE_MANAGER', 'MANAGER'] as const)(
    '%s on Germany reaches Germany and Berlin below it, not France nor EMEA above',
    async (role) => {
      const client = as(role);
      expect(await names(client, `filter=${q({ search: 'a' })}`)).toEqual(['Alpha', 'Bravo']);
      expect((await client.get(`/assets/concepts/${concept.bravo}`)).status).toBe(200);
      const before = await head();
      for (const id of [concept.charlie, concept.delta]) {
        for (const reply of [
          await client.get(`/assets/concepts/${id}`),
          await client.request('PATCH', `/assets/concepts/${id}/archive`),
        ]) {
          expect(reply.status).toBe(403);
          expect(reply.body.message).toBe(MESSAGES.businessNodeAccessDenied);
        }
      }
      const onFrance = await client.post('/assets/concepts', {
        newConcept: conceptBrief(`${role} in France`, [nodes.france]),
      });
      expect(onFrance.status).toBe(422);
      expect(onFrance.body.details.steps[0].errors).toEqual([
        { field: 'intro.businessNodes', message: MESSAGES.businessNodeAccessDenied },
      ]);
      expect(await head()).toBe(before);
    },
  );

  it('a node of another partner is no market a concept may take, even for a top admin', async () => {
    const reply = await su.post(`/assets/concepts?partnerId=${acme.partnerId}`, {
      newConcept: conceptBrief('Across', [globex.childNodeId]),
    });
    expect(reply.status).toBe(422);
    expect(reply.body.details.steps[0].errors[0].message).toBe(MESSAGES.businessNodeAccessDenied);
  });
});

describe('the list', () => {
  const admin = () => as('SELF_SERVICE_ADMIN');

  it('filters by search, status, markets, archived and nodeIds', async () => {
    const list = (filter: object, extra = '') => names(admin(), `filter=${q({ search: 'a', ...filter })}${extra}`);
    expect(await list({ search: 'ALP' })).toEqual(['Alpha']);
    expect(await list({ status: 'storyboardsProgress' })).toEqual(['Bravo']);
    expect(await list({ markets: `${nodes.france},${acme.rootNodeId}` })).toEqual(['Charlie', 'Delta']);
    expect(await list({ archived: false })).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await list({ archived: true })).toEqual(['Delta']);
    expect(await list({}, `&nodeIds=${acme.childNodeId},${nodes.berlin}`)).toEqual(['Alpha', 'Bravo']);
  });

  it('sorts by its fields, pages with range and answers Content-Range', async () => {
    const filter = `filter=${q({ search: 'a', archived: false })}`;
    expect(await names(admin(), `${filter}&sort=${q(['name', 'DESC'])}`)).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect((await names(admin(), `${filter}&sort=${q(['status', 'DESC'])}`))[0]).toBe('Bravo');
    const page = await admin().get(`/assets/concepts?${filter}&sort=${q(['name', 'ASC'])}&range=${q([1, 2])}`);
    expect(page.body.map((c: { name: string }) => c.name)).toEqual(['Bravo', 'Charlie']);
    expect(page.headers.get('content-range')).toBe('concepts 1-2/3');
  });

  it('refuses a sort field it does not offer with 400 naming sort', async () => {
    const reply = await admin().get(`/assets/concepts?sort=${q(['brief', 'ASC'])}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'UNPROCESSABLE_ENTITY', details: { field: 'sort' } });
  });
});

describe('the nodes a user may pick (GET /auth/current-user reachableNodeIds)', () => {
  it('answers their own node and below to a manager, and null (the whole partner) to the self-service admin and the super user', async () => {
    const mine = (await as('MANAGER').get('/auth/current-user')).body.reachableNodeIds as string[];
    expect(mine.sort()).toEqual([acme.childNodeId, nodes.berlin].sort());
    expect((await as('SELF_SERVICE_ADMIN').get('/auth/current-user')).body.reachableNodeIds).toBeNull();
    expect((await su.get('/auth/current-user')).body.reachableNodeIds).toBeNull();
  });

  it('holds what the server enforces: a node outside them is refused for a new concept', async () => {
    const refused = await as('MANAGER').post('/assets/concepts', {
      newConcept: conceptBrief('Foxtrot', [nodes.france]),
    });
    expect(refused.status).toBe(422);
    const taken = await as('MANAGER').post('/assets/concepts', { newConcept: conceptBrief('Foxtrot', [nodes.berlin]) });
    expect(taken.status).toBe(201);
  });
});
