// Who sees and changes which concepts (spec 1 §2.1, §6; spec 3 §6): the role gates, the partner scope, the node
// scope below the self-service admin; and the list's filters, sort and paging (react-admin simple-rest).
import { beforeAll, describe, expect, it } from 'vitest';
import { foreignAssetMessage } from '../../domain/concept/brief-asset-owners';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { CONCEPT_ACCESS_DENIED } from '../../domain/concept';
import { MESSAGES } from '../../domain/shared/errors';
import { useApiTest } from '../support/api-test';
import { addNode, conceptBrief, createConcept } from '../support/fixtures';
import { q, type HttpClient } from '../support/http';
import { file, upload } from '../support/uploads';

const w = useApiTest({
  roles: ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'MANAGER', 'REVIEWER', 'ANALYST'],
  globex: ['SELF_SERVICE_ADMIN'],
});

let nodes: { berlin: string; france: string };
/** Acme's concepts by where they sit, and globex's one. */
const concept = { alpha: '', bravo: '', charlie: '', delta: '', globex: '' };
const head = () => w.t.system.deps.store.headPosition();

beforeAll(async () => {
  // EMEA ─┬─ Germany (every acme user's node) ── Berlin
  //       └─ France
  nodes = {
    berlin: await addNode(w.su, w.acme.partnerId, { parentId: w.acme.childNodeId, name: 'Berlin' }),
    france: await addNode(w.su, w.acme.partnerId, { parentId: w.acme.rootNodeId, name: 'France' }),
  };
  const create = (name: string, nodeIds: string[]) =>
    createConcept(w.su, conceptBrief(name, nodeIds), w.acme.partnerId);
  concept.alpha = await create('Alpha', [w.acme.childNodeId]);
  concept.bravo = await create('Bravo', [nodes.berlin]);
  concept.charlie = await create('Charlie', [nodes.france]);
  concept.delta = await create('Delta', [w.acme.rootNodeId]);
  concept.globex = await createConcept(
    w.globex.users.SELF_SERVICE_ADMIN!.client,
    conceptBrief('Echo', [w.globex.childNodeId]),
  );
  await w.su.request('PATCH', `/assets/concepts/${concept.bravo}/brief`, {
    brief: conceptBrief('Bravo', [nodes.berlin], { complete: true }),
    status: 'storyboardsProgress',
  });
  await w.su.request('PATCH', `/assets/concepts/${concept.delta}/archive`);
});

const names = async (client: HttpClient, query = '') => {
  const reply = await client.get(`/assets/concepts?${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { name: string }[]).map((c) => c.name);
};

describe('roles', () => {
  it(`REVIEWER may read but not create: 403 '${WRONG_ROLES_MESSAGE}', nothing appended`, async () => {
    const before = await head();
    const reply = await w.as('REVIEWER').post('/assets/concepts', {
      newConcept: conceptBrief('Not mine', [w.acme.childNodeId]),
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ code: 'NOT_ALLOWED', message: WRONG_ROLES_MESSAGE });
    expect(await head()).toBe(before);
    expect(await names(w.as('REVIEWER'), `filter=${q({ search: 'a' })}`)).toEqual(['Alpha', 'Bravo']);
  });

  it('ANALYST sees no concepts: every concept call answers 403', async () => {
    for (const reply of [
      await w.as('ANALYST').get('/assets/concepts'),
      await w.as('ANALYST').get(`/assets/concepts/${concept.alpha}`),
      await w.as('ANALYST').get(`/assets/concepts/${concept.alpha}/templates/count`),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(WRONG_ROLES_MESSAGE);
    }
  });

  it('MANAGER and SELF_SERVICE_MANAGER may create', async () => {
    // Named without an 'a', so that the lists below, which search for 'a', leave them out.
    for (const [i, role] of (['MANAGER', 'SELF_SERVICE_MANAGER'] as const).entries()) {
      const reply = await w
        .as(role)
        .post('/assets/concepts', { newConcept: conceptBrief(`Zulu ${i}`, [nodes.berlin]) });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      await w.su.request('PATCH', `/assets/concepts/${reply.body.id}/archive`);
    }
  });

  it('signed out, concept calls answer 401', async () => {
    for (const reply of [
      await w.t.client().get(`/assets/concepts/${concept.alpha}`),
      await w.t.client().post('/assets/concepts', { newConcept: conceptBrief('X', []) }),
    ]) {
      expect(reply.status).toBe(401);
    }
  });
});

describe('partner scope', () => {
  it("a partner's users neither read, list, brief nor archive another partner's concept, and append nothing", async () => {
    const admin = w.as('SELF_SERVICE_ADMIN');
    const before = await head();
    // The concept named: 'Access to the Concept denied'; the partner named: 'Access denied'.
    for (const [reply, message] of [
      [await admin.get(`/assets/concepts/${concept.globex}`), CONCEPT_ACCESS_DENIED],
      [await admin.get(`/assets/concepts?partnerId=${w.globex.partnerId}`), MESSAGES.accessDenied],
      [
        await admin.request('PATCH', `/assets/concepts/${concept.globex}/brief`, {
          brief: conceptBrief('Mine', [w.acme.childNodeId]),
          status: 'draft',
        }),
        CONCEPT_ACCESS_DENIED,
      ],
      [await admin.request('PATCH', `/assets/concepts/${concept.globex}/archive`), CONCEPT_ACCESS_DENIED],
      [
        await admin.post(`/assets/concepts?partnerId=${w.globex.partnerId}`, {
          newConcept: conceptBrief('Intruder', [w.globex.childNodeId]),
        }),
        MESSAGES.accessDenied,
      ],
    ] as const) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(403);
      expect(reply.body.message).toBe(message);
    }
    expect(await head()).toBe(before);
    expect(await names(admin)).not.toContain('Echo');
  });

  it("refuses another partner's library asset in a brief: 422 on the Assets step, nothing appended; its own asset is taken", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    const uploaded = async (client: HttpClient, name: string) =>
      (await upload(client, {}, {}, [file(name, svg, 'image/svg+xml')])).body.uploadedAssets[0].tempAssetId as string;
    const theirs = await uploaded(w.globex.users.SELF_SERVICE_ADMIN!.client, 'globex-logo.svg');
    const ours = await uploaded(w.as('SELF_SERVICE_ADMIN'), 'acme-logo.svg');
    const withLogo = (name: string, assetId: string, logo: string) => {
      const brief = conceptBrief(name, [w.acme.childNodeId]);
      return { ...brief, assets: { ...brief.assets, logos: [{ assetId, name: logo, format: 'svg', link: null }] } };
    };
    const foreign = withLogo('Alpha', theirs, 'globex-logo.svg');
    const admin = w.as('SELF_SERVICE_ADMIN');
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
    expect(await names(w.su, `partnerId=${w.globex.partnerId}`)).toEqual(['Echo']);
    const reply = await w.su.get('/assets/concepts');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(MESSAGES.partnerRequired);
  });

  it('a missing concept answers 404 Concept not found', async () => {
    const reply = await w.su.get(`/assets/concepts/${'a'.repeat(24)}`);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('Concept not found');
  });
});

describe('node scope', () => {
  it('the self-service admin sees the whole partner', async () => {
    expect(await names(w.as('SELF_SERVICE_ADMIN'), `filter=${q({ search: 'a' })}`)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
    ]);
  });

  it.each(['SELF_SERVICE_MANAGER', 'MANAGER'] as const)(
    '%s on Germany reaches Germany and Berlin below it, not France nor EMEA above',
    async (role) => {
      const client = w.as(role);
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
    const reply = await w.su.post(`/assets/concepts?partnerId=${w.acme.partnerId}`, {
      newConcept: conceptBrief('Across', [w.globex.childNodeId]),
    });
    expect(reply.status).toBe(422);
    expect(reply.body.details.steps[0].errors[0].message).toBe(MESSAGES.businessNodeAccessDenied);
  });
});

describe('the list', () => {
  const admin = () => w.as('SELF_SERVICE_ADMIN');

  it('filters by search, status, markets, archived and nodeIds', async () => {
    const list = (filter: object, extra = '') => names(admin(), `filter=${q({ search: 'a', ...filter })}${extra}`);
    expect(await list({ search: 'ALP' })).toEqual(['Alpha']);
    expect(await list({ status: 'storyboardsProgress' })).toEqual(['Bravo']);
    expect(await list({ markets: `${nodes.france},${w.acme.rootNodeId}` })).toEqual(['Charlie', 'Delta']);
    expect(await list({ archived: false })).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await list({ archived: true })).toEqual(['Delta']);
    expect(await list({}, `&nodeIds=${w.acme.childNodeId},${nodes.berlin}`)).toEqual(['Alpha', 'Bravo']);
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
    const mine = (await w.as('MANAGER').get('/auth/current-user')).body.reachableNodeIds as string[];
    expect(mine.sort()).toEqual([w.acme.childNodeId, nodes.berlin].sort());
    expect((await w.as('SELF_SERVICE_ADMIN').get('/auth/current-user')).body.reachableNodeIds).toBeNull();
    expect((await w.su.get('/auth/current-user')).body.reachableNodeIds).toBeNull();
  });

  it('holds what the server enforces: a node outside them is refused for a new concept', async () => {
    const refused = await w.as('MANAGER').post('/assets/concepts', {
      newConcept: conceptBrief('Foxtrot', [nodes.france]),
    });
    expect(refused.status).toBe(422);
    const taken = await w
      .as('MANAGER')
      .post('/assets/concepts', { newConcept: conceptBrief('Foxtrot', [nodes.berlin]) });
    expect(taken.status).toBe(201);
  });
});
