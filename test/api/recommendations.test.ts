// Asset recommendations over HTTP (spec 1 §7; issue 23 §4): library assets of the caller's partner on the brief's node
// (or on none) recommended by shared tags, category and node, best first with a reason; thumbs up and down move them
// (one vote per user); choosing them answers brief assets with origin 'recommendation' and counts for later; generate
// and POST recommendation answer the recommendations for an uploaded file and for a library asset. Roles outside the
// Assets area, another partner's assets and nodes, and bad input are refused, appending nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/shared/errors';
import { PARTNER_ROLES, WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { useApiTest } from '../support/api-test';
import type { HttpClient } from '../support/http';
import { file, kept, pngImage, uploadedAsset } from '../support/uploads';
import { expectStatus } from './personalise-fixture';

const w = useApiTest({ config: { runWorker: true }, roles: PARTNER_ROLES, globex: ['SELF_SERVICE_ADMIN'] });
const BASE = '/assets/single-files';
const fileUrl = (id: string) => `/api/v1/assets/single-files/${id}/file`;
let admin: HttpClient;
let globex: HttpClient;
const ids: Record<string, string> = {};

async function libraryPicture(client: HttpClient, name: string, fields: Record<string, string>) {
  return uploadedAsset(w.t, client, {}, file(name, await pngImage(), 'image/png'), fields);
}

beforeAll(async () => {
  admin = w.as('SELF_SERVICE_ADMIN');
  globex = w.globex.users.SELF_SERVICE_ADMIN!.client;
  const node = w.acme.childNodeId;
  ids.logo = await libraryPicture(admin, 'summer-logo.png', { nodeIds: node, tags: 'summer,cola' });
  ids.bottle = await libraryPicture(admin, 'cola-bottle.png', { nodeIds: node, tags: 'cola' });
  ids.shared = await libraryPicture(admin, 'shared-beach.png', { tags: 'Summer' });
  ids.region = await libraryPicture(admin, 'emea-summer.png', { nodeIds: w.acme.rootNodeId, tags: 'summer' });
  ids.globex = await libraryPicture(globex, 'globex-summer.png', { tags: 'summer,cola' });
});

const forBrief = (client: HttpClient, query = '') =>
  client.get<any[]>(`${BASE}/brief/recommendations?nodeIds=${w.acme.childNodeId}&tags=summer,cola${query}`);
const order = async (client = admin, query = '') =>
  expectStatus(await forBrief(client, query), 200).body.map((s) => s._id);

describe('recommendations for a brief', () => {
  it("are the partner's library assets on the brief's node or on none, best first, each with its reason", async () => {
    const got = expectStatus(await forBrief(admin), 200).body;
    expect(got.map((s) => s._id)).toEqual([ids.logo, ids.bottle, ids.shared]);
    expect(got[0]).toMatchObject({
      _id: ids.logo,
      name: 'summer-logo.png',
      fullOriginalName: 'summer-logo.png',
      format: 'png',
      url: fileUrl(ids.logo!),
      thumbLocation: expect.stringContaining(ids.logo!),
      tags: ['summer', 'cola'],
      reason: "Shares tags cola, summer; on the brief's business node",
      feedback: null,
    });
    expect(got[2].reason).toBe('Shares tag Summer');
    // Assets the brief has already are left out; a user below the partner's admin sees the same on their node.
    // A brief's link assets have ids of their own, not library ids: taken all the same.
    expect(await order(admin, `&exclude=link-1,${ids.logo}`)).toEqual([ids.bottle, ids.shared]);
    expect(await order(w.as('SELF_SERVICE_REVIEWER'))).toEqual([ids.logo, ids.bottle, ids.shared]);
  });

  it('learn from feedback: a thumb down sinks an asset, a thumb up of someone else lifts it again', async () => {
    const down = await admin.post(`${BASE}/recommendation/feedback`, { url: fileUrl(ids.logo!), feedback: 'down' });
    expect(expectStatus(down, 200).body).toEqual({ assetId: ids.logo, feedback: 'down', ups: 0, downs: 1 });
    const sunk = expectStatus(await forBrief(admin), 200).body;
    expect(sunk.map((s) => s._id)).toEqual([ids.bottle, ids.logo, ids.shared]);
    expect(sunk[1]).toMatchObject({ feedback: 'down', reason: expect.stringMatching(/; 1 thumb down$/) });
    // The same vote again changes nothing.
    const before = await kept(w.t);
    expectStatus(await admin.post(`${BASE}/recommendation/feedback`, { url: ids.logo, feedback: 'down' }), 200);
    expect((await kept(w.t)).events).toBe(before.events);
    const manager = w.as('SELF_SERVICE_MANAGER');
    const up = await manager.post(`${BASE}/recommendation/feedback`, { url: fileUrl(ids.logo!), feedback: 'up' });
    expect(expectStatus(up, 200).body).toMatchObject({ ups: 1, downs: 1 });
    expect(await order(manager)).toEqual([ids.logo, ids.bottle, ids.shared]);
    // Changing one's mind replaces the vote: now two up.
    expectStatus(await admin.post(`${BASE}/recommendation/feedback`, { url: ids.logo, feedback: 'up' }), 200);
    expect((await forBrief(admin)).body[0]).toMatchObject({ _id: ids.logo, feedback: 'up' });
  });

  it('chosen, become brief assets with origin recommendation, and count for the next brief', async () => {
    const created = await admin.post(`${BASE}/recommendation/create`, {
      assets: [{ _id: ids.bottle }, { _id: ids.shared, type: 'other' }],
      nodeIds: [w.acme.childNodeId],
    });
    expect(expectStatus(created, 201).body).toEqual([
      expect.objectContaining({ assetId: ids.bottle, name: 'cola-bottle.png', format: 'png', link: null }),
      {
        type: 'other',
        assetId: ids.shared,
        name: 'shared-beach.png',
        format: 'png',
        link: null,
        origin: 'recommendation',
      },
    ]);
    expect(created.body[0].origin).toBe('recommendation');
    const bottle = (await forBrief(admin)).body.find((s) => s._id === ids.bottle);
    expect(bottle.reason).toBe("Shares tag cola; on the brief's business node; chosen for 1 brief before");
  });
});

describe('recommendations for a file', () => {
  it('generate: for a temporary file of the brief with its tags, or for a library asset (leaving it out)', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'new.png');
    const tmp = expectStatus(await admin.request<any>('POST', `${BASE}/brief/save-single-tmp`, form), 201).body.url;
    const forTmp = await admin.post<any[]>(`${BASE}/recommendation/generate`, { url: tmp, tags: ['cola'] });
    expect(
      expectStatus(forTmp, 200)
        .body.map((s) => s._id)
        .slice(0, 2),
    ).toEqual(expect.arrayContaining([ids.logo, ids.bottle]));
    const forAsset = await admin.post<any[]>(`${BASE}/recommendation/generate`, {
      url: fileUrl(ids.bottle!),
      tags: ['cola'],
    });
    expect(expectStatus(forAsset, 200).body.map((s) => s._id)).not.toContain(ids.bottle);
    expect(forAsset.body.map((s) => s._id)).toContain(ids.logo);
  });

  it('POST recommendation: the assets like a library asset, by its tags and node', async () => {
    const like = expectStatus(await admin.post<any[]>(`${BASE}/recommendation`, { url: fileUrl(ids.bottle!) }), 200);
    expect(like.body.map((s) => s._id)).not.toContain(ids.bottle);
    expect(like.body[0]).toMatchObject({ _id: ids.logo, reason: expect.stringMatching(/^Shares tag cola/) });
    expect(like.body.map((s) => s._id)).not.toContain(ids.globex);
  });
});

describe('refusals, appending nothing', () => {
  it('roles outside the Assets area', async () => {
    const before = await kept(w.t);
    for (const role of ['MANAGER', 'REVIEWER', 'ANALYST'] as const) {
      const client = w.as(role);
      for (const reply of [
        await forBrief(client),
        await client.post(`${BASE}/recommendation/feedback`, { url: ids.logo, feedback: 'up' }),
        await client.post(`${BASE}/recommendation/create`, { assets: [{ _id: ids.logo }], nodeIds: [] }),
        await client.post(`${BASE}/recommendation`, { url: ids.logo }),
        await client.post(`${BASE}/recommendation/generate`, { url: ids.logo, tags: [] }),
      ])
        expect([reply.status, reply.body.message]).toEqual([403, WRONG_ROLES_MESSAGE]);
    }
    expect((await kept(w.t)).events).toBe(before.events);
  });

  it("another partner's assets, nodes and partner id", async () => {
    const before = await kept(w.t);
    const feedback = await globex.post(`${BASE}/recommendation/feedback`, { url: ids.logo, feedback: 'down' });
    expect([feedback.status, feedback.body.message]).toEqual([403, MESSAGES.accessDenied]);
    const create = await globex.post(`${BASE}/recommendation/create`, { assets: [{ _id: ids.logo }], nodeIds: [] });
    expect(create.status).toBe(403);
    const onAcmeNodes = await globex.post(`${BASE}/recommendation/create`, {
      assets: [{ _id: ids.globex }],
      nodeIds: [w.acme.childNodeId],
    });
    expect([onAcmeNodes.status, onAcmeNodes.body.message]).toEqual([404, MESSAGES.businessNodeNotFound]);
    expect((await forBrief(globex)).status).toBe(404);
    expect((await globex.post(`${BASE}/recommendation`, { url: fileUrl(ids.logo!) })).status).toBe(403);
    const asAcme = await globex.get(`${BASE}/brief/recommendations?partnerId=${w.acme.partnerId}`);
    expect([asAcme.status, asAcme.body.message]).toEqual([403, MESSAGES.accessDenied]);
    // Globex's own recommendations never show acme's assets.
    const own = expectStatus(await globex.get<any[]>(`${BASE}/brief/recommendations?tags=summer`), 200).body;
    expect(own.map((s) => s._id)).toEqual([ids.globex]);
    expect((await kept(w.t)).events).toBe(before.events);
  });

  it('bad input, a missing or archived asset', async () => {
    const before = await kept(w.t);
    const bad = [
      await admin.post(`${BASE}/recommendation/feedback`, { url: ids.logo, feedback: 'meh' }),
      await admin.post(`${BASE}/recommendation/feedback`, { url: 'https://example.com/x.png', feedback: 'up' }),
      await admin.get(`${BASE}/brief/recommendations?categories=posters`),
      await admin.get(`${BASE}/brief/recommendations?nodeIds=nope`),
      await admin.post(`${BASE}/recommendation/create`, { assets: [], nodeIds: [] }),
    ];
    expect(bad.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    const missing = await admin.post(`${BASE}/recommendation/feedback`, { url: 'a'.repeat(24), feedback: 'up' });
    expect(missing.status).toBe(404);
    const gone = await admin.post(`${BASE}/recommendation/generate`, { url: `tmp/${'b'.repeat(24)}`, tags: [] });
    expect(gone.status).toBe(404);
    expectStatus(await admin.request('PATCH', `${BASE}/${ids.region}/archive`), 200);
    const archivedBefore = await kept(w.t);
    const archived = await admin.post(`${BASE}/recommendation/feedback`, { url: ids.region, feedback: 'up' });
    expect(archived.status).toBe(404);
    const create = await admin.post(`${BASE}/recommendation/create`, {
      assets: [{ _id: ids.bottle }, { _id: ids.region }],
      nodeIds: [],
    });
    expect(create.status).toBe(404);
    expect((await kept(w.t)).events).toBe(archivedBefore.events);
    expect(before.events).toBeLessThan(archivedBefore.events);
  });
});
