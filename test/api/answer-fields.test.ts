// Every field the server gives an answer reaches the caller. Fastify's serializer writes only what a route's response
// schema names and drops any other key without a word, so a column a query adds, or a field a route spreads in from
// its row, never reaches the screens, whose types (derived from the same schemas) do not know it either. A seeded app
// records, for every JSON answer it sends, the keys its schema would drop: while the world is made (the commands'
// answers) and then for every GET route of the OpenAPI document, asked for with the world's ids. A route that
// serialises its answer itself and sends the bytes (the personalise page, kept serialised) is checked as it serialises.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { Type } from 'typebox';
import { Answer } from '../../domain/shared/schema';
import { startTestApp, type TestApp } from '../support/app';
import { expectStatus, fill, patch } from './personalise-fixture';
import { readyConcept } from '../support/campaigns';
import { eventually } from '../support/eventually';
import { droppedKeys } from '../support/dropped-fields';
import { partnerFixture, type PartnerFixture } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { file, pngImage, uploadedAsset } from '../support/uploads';

type Declared = { content?: Record<string, { schema: object } | undefined> };

/** The JSON schema a route declares for a status (its own, its class's like 2xx, or its default). */
function answerSchema(schema: FastifySchema | undefined, status: number): object | undefined {
  const responses = schema?.response as Record<string, object | undefined> | undefined;
  const declared = responses?.[status] ?? responses?.[`${Math.floor(status / 100)}xx`] ?? responses?.default;
  if (declared && 'content' in declared) return (declared as Declared).content?.['application/json']?.schema;
  return declared;
}

let t: TestApp;
let su: HttpClient;
let acme: PartnerFixture;
/** Route → the paths of the keys its answers dropped. */
const dropped = new Map<string, Set<string>>();
/** The routes whose JSON answers were checked, with their status. */
const checked = new Set<string>();
const ids: Record<string, string> = {};

/** Records what the route's schema for the reply's status would drop of `payload`. */
function judge(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const schema = answerSchema(request.routeOptions.schema, reply.statusCode);
  if (!schema) return;
  const route = `${request.method} ${request.routeOptions.url}`;
  checked.add(`${route} ${reply.statusCode}`);
  for (const key of droppedKeys(schema, payload)) dropped.set(route, (dropped.get(route) ?? new Set()).add(key));
}

beforeAll(async () => {
  t = await startTestApp({ runWorker: true }, (app) => {
    app.addHook('preSerialization', async (request, reply, payload) => {
      judge(request, reply, payload);
      return payload;
    });
    // A route that keeps its answers serialised (reply.serialize) sends bytes, which preSerialization never sees.
    app.addHook('onRequest', async (request, reply) => {
      const serialize = reply.serialize.bind(reply);
      reply.serialize = (payload: unknown) => {
        judge(request, reply, payload);
        return serialize(payload);
      };
    });
  });
  su = await t.superClient();
  acme = await partnerFixture(t, su, ['SELF_SERVICE_ADMIN', 'MANAGER']);
  const partnerId = acme.partnerId;
  const upload = file('hero.png', await pngImage(), 'image/png');
  const assetId = await uploadedAsset(t, su, { partnerId }, upload, { nodeIds: JSON.stringify([acme.childNodeId]) });
  const concept = await readyConcept(su, 'Answered in full', [acme.childNodeId], partnerId);
  const created = await su.post('/campaigns', {
    partnerId,
    conceptId: concept.conceptId,
    name: 'Answered campaign',
    businessNodes: [acme.childNodeId],
    platforms: ['google'],
    templateIds: [concept.templates.banner, concept.templates.leaderboard],
  });
  const campaignId = created.body.id as string;
  const treeId = (await su.get<{ id: string }[]>(`/campaigns/${campaignId}/personalize/trees`)).body[0]!.id;
  const tree = `/campaigns/${campaignId}/personalize/${treeId}`;
  const variant = await su.post(`${tree}/variant`, { name: 'Alpha' });
  // Its formats filled, carrying a segment, finally approved and pictured: every part of the personalise, creatives
  // and screenshot answers holds something.
  const formatIds = await fill(su, tree, variant.body.id as string, assetId);
  const segment = expectStatus(
    await su.post(`${tree}/signal`, { name: 'Commuters', type: 'userSegment', segmentType: 'Custom', values: ['1'] }),
    201,
  );
  expectStatus(await patch(su, `${tree}/formats/signals`, { formats: formatIds, signals: [segment.body.id] }), 200);
  expectStatus(
    await patch(su, `/campaigns/${campaignId}/creatives/approvals`, {
      treeId,
      approvals: formatIds,
      rejections: [],
      final: true,
    }),
    200,
  );
  expectStatus(await su.post(`${tree}/formats/screenshots`, { formatIds }), 201);
  await eventually(async () => {
    const queue = await su.get<{ running: boolean; counts: { done: number } }>(
      `/campaigns/${campaignId}/render-queue/state`,
    );
    expect(queue.body).toMatchObject({ running: false, counts: { done: formatIds.length } });
  }, 120_000);
  const storyboard = await su.post(`/assets/concepts/${concept.conceptId}/storyboards`, {
    storyboard: { name: 'Scene 1', type: 'video' },
  });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'scene.png');
  await su.request('POST', `/assets/concepts/${concept.conceptId}/storyboards/${storyboard.body.id}/versions`, form);
  const comment = await su.post(`/concepts/${concept.conceptId}/comments`, { text: 'Looks right' });
  await su.post('/comments', { text: 'On the campaign', campaignId });
  Object.assign(ids, {
    partnerId,
    nodeId: acme.childNodeId,
    userId: acme.users.SELF_SERVICE_ADMIN!.id,
    assetId,
    conceptId: concept.conceptId,
    templateId: concept.templates.banner,
    campaignId,
    treeId,
    variantId: variant.body.id as string,
    storyboardId: storyboard.body.id as string,
    commentId: comment.body._id as string,
  });
}, 300_000);
afterAll(() => t?.close());

/** Which id a path's `{id}` stands for, by what it follows. */
const ID_OF: [RegExp, string][] = [
  [/^\/(assets\/)?concepts\/\{id\}/, 'conceptId'],
  [/^\/campaigns\/\{id\}/, 'campaignId'],
  [/^\/assets\/templates\/\{id\}/, 'templateId'],
  [/^\/assets\/single-files\/(list\/)?\{id\}/, 'assetId'],
  [/^\/assets\/single-files\/uploads\/\{id\}/, 'assetId'],
  [/^\/partners\/\{id\}/, 'partnerId'],
  [/^\/users\/\{id\}/, 'userId'],
  [/^\/business-nodes\/\{id\}/, 'nodeId'],
  [/^\/comments\/topic\/\{id\}/, 'commentId'],
];

/** A URL of the route with the world's ids, or null when it names something the world does not hold. */
function urlOf(path: string, parameters: { in: string; name: string; required?: boolean }[]): string | null {
  const now = new Date();
  const values: Record<string, string | undefined> = {
    ...ids,
    id: ids[ID_OF.find(([pattern]) => pattern.test(path))?.[1] ?? ''],
    channel: 'display',
    formats: 'all',
    name: 'Nobody has this name',
    ids: ids.assetId,
    uid: 'none',
    entityType: 'partner',
    entityId: ids.partnerId,
    signalType: 'userSegment',
    at: now.toISOString(),
    from: new Date(now.getTime() - 3_600_000).toISOString(),
    to: now.toISOString(),
  };
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    const value = values[parameter.name];
    if (parameter.in === 'path') {
      if (!value) return null;
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    } else if (parameter.in === 'query' && value && (parameter.required || parameter.name === 'partnerId')) {
      query.set(parameter.name, value);
    }
  }
  if (path.startsWith('/comments/topic/')) query.set('conceptId', ids.conceptId!);
  return query.size ? `${url}?${query}` : url;
}

describe('answers', () => {
  it('drop no field the server gives them, for every read route of the OpenAPI document', async () => {
    const doc = (await fetch(`${t.baseUrl}/api/docs/json`).then((r) => r.json())) as {
      paths: Record<string, { get?: { parameters?: { in: string; name: string; required?: boolean }[] } }>;
    };
    for (const [full, operations] of Object.entries(doc.paths)) {
      const path = full.replace(/^\/api\/v1/, '');
      const url = operations.get && urlOf(path, operations.get.parameters ?? []);
      if (url) await su.get(url);
    }
    // The lists and reads the screens build on were asked for, and answered.
    const reads = [
      'GET /api/v1/partners/admin 200',
      'GET /api/v1/partners 200',
      'GET /api/v1/users/by-partner 200',
      'GET /api/v1/users/:id 200',
      'GET /api/v1/business-nodes 200',
      'GET /api/v1/markets/:partnerId 200',
      'GET /api/v1/audit 200',
      'GET /api/v1/auth/current-user 200',
      'GET /api/v1/projections 200',
      'GET /api/v1/assets/single-files 200',
      'GET /api/v1/assets/single-files/:id 200',
      'GET /api/v1/assets/concepts 200',
      'GET /api/v1/assets/concepts/:id 200',
      'GET /api/v1/assets/concepts/:id/templates 200',
      'GET /api/v1/assets/concepts/:id/storyboards 200',
      'GET /api/v1/assets/templates/:id 200',
      'GET /api/v1/campaigns 200',
      'GET /api/v1/campaigns/:id 200',
      'GET /api/v1/campaigns/:id/personalize/trees 200',
      'GET /api/v1/concepts/:id/comments 200',
      'GET /api/v1/campaigns/:id/personalize/:treeId/variants 200',
      'GET /api/v1/campaigns/:id/personalize/:treeId/variants/:variantId 200',
      'GET /api/v1/campaigns/:id/personalize/:treeId/variants/count 200',
      'GET /api/v1/campaigns/:id/personalize/:treeId/variant-identifiers 200',
      'GET /api/v1/campaigns/:id/personalize/:treeId/available-filters 200',
      'GET /api/v1/campaigns/:id/personalize/:treeId/signals 200',
      'GET /api/v1/campaigns/:id/personalize/:treeId/templates 200',
      'GET /api/v1/campaigns/:id/creatives 200',
      'GET /api/v1/campaigns/:id/creatives/count 200',
      'GET /api/v1/campaigns/:id/variations/full/:channel/:formats 200',
      'GET /api/v1/campaigns/:id/variations/list/:channel/:formats 200',
      'GET /api/v1/campaigns/:id/render-queue/state 200',
      'GET /api/v1/campaigns/:id/render-queue/entries 200',
      'POST /api/v1/campaigns/:id/personalize/:treeId/formats/screenshots 201',
    ];
    expect(reads.filter((read) => !checked.has(read))).toEqual([]);
    expect(Object.fromEntries([...dropped].map(([route, keys]) => [route, [...keys]]))).toEqual({});
  });

  it('are judged by a check that finds a field the schema does not name, nested, in a list or behind a union', () => {
    const Row = Answer({ id: Type.String(), tags: Type.Array(Answer({ name: Type.String() })) });
    expect(droppedKeys(Row, { id: 'a', tags: [{ name: 'x' }] })).toEqual([]);
    expect(droppedKeys(Type.Array(Row), [{ id: 'a', partnerId: 'p', tags: [{ name: 'x', secret: 1 }] }])).toEqual([
      '0.partnerId',
      '0.tags.0.secret',
    ]);
    expect(droppedKeys(Type.Union([Row, Type.Null()]), { id: 'a', tags: [], total: '3' })).toEqual(['total']);
    expect(droppedKeys(Answer({ at: Type.String() }), { at: new Date() })).toEqual([]);
  });
});
