// A brief's uploads over HTTP (spec 1 §7; issue 23 §4): a temporary file is kept outside the library (no event),
// judged against its category (validate, revalidate), made a library upload with links fetched by the upload
// workflow (create-single-files-from-urls), removed (remove-from-s3), and expires through the orphan sweep. Roles
// without the upload right, another partner's temporary files, and bad input are refused keeping nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orphanPorts } from '../../api/system';
import { BRIEF_TMP_TTL_MS, sweepOrphans } from '../../commands/blob-store/orphans';
import { INVALID_FILE_FORMAT } from '../../domain/asset/rules';
import { ONE_FILE_ONLY, TEMP_FILE_NOT_FOUND, vectorLogoWarning } from '../../domain/concept/brief-temp-files';
import { PARTNER_ROLES, WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { useApiTest } from '../support/api-test';
import type { HttpClient } from '../support/http';
import {
  file,
  kept,
  pngImage,
  serveFiles,
  settled,
  waitForUpload,
  type FileServer,
  type UploadFile,
} from '../support/uploads';
import { expectStatus } from './personalise-fixture';

const w = useApiTest({ config: { runWorker: true }, roles: PARTNER_ROLES, globex: ['SELF_SERVICE_ADMIN'] });
const BASE = '/assets/single-files/brief';
let admin: HttpClient;
let globex: HttpClient;
let files: FileServer;

beforeAll(async () => {
  admin = w.as('SELF_SERVICE_ADMIN');
  globex = w.globex.users.SELF_SERVICE_ADMIN!.client;
  files = await serveFiles({ '/brand/guide.png': { type: 'image/png', data: await pngImage(20, 10) } });
});
afterAll(() => files?.close());

function saveTmp(client: HttpClient, sent: UploadFile[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of sent) form.append('file', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return client.request<any>('POST', `${BASE}/save-single-tmp`, form);
}

const tmpFiles = () => w.t.system.deps.blobs.list('brief-tmp');

async function savedLogo(client = admin): Promise<string> {
  const reply = expectStatus(await saveTmp(client, [file('acme-logo.png', await pngImage(), 'image/png')]), 201);
  return reply.body.url as string;
}

describe('temporary files', () => {
  it('are kept outside the library with their suggested category, appending nothing', async () => {
    await settled(w.t);
    const before = await kept(w.t);
    const reply = await saveTmp(admin, [file('acme-logo.png', await pngImage(), 'image/png')], {
      tempId: 'wizard-1',
      meta: '{"type":"logos"}',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      tempAssetId: 'wizard-1',
      url: expect.stringMatching(/^tmp\/[0-9a-f]{24}$/),
      name: 'acme-logo.png',
      category: 'logos',
      status: 'DONE',
      isLink: false,
      data: { name: 'acme-logo.png', errors: [] },
    });
    expect((await kept(w.t)).events).toBe(before.events);
    expect((await tmpFiles()).filter((key) => key.includes(reply.body.url.slice(4)))).toHaveLength(2);
  });

  it('are judged against a category: validate and revalidate', async () => {
    const url = await savedLogo();
    const asLogo = expectStatus(await admin.post(`${BASE}/validate`, { url, type: 'logos' }), 200).body;
    expect(asLogo).toEqual({ url, type: 'logos', errors: [], warnings: [vectorLogoWarning] });
    const asBrand = expectStatus(await admin.post(`${BASE}/validate`, { url, type: 'brands' }), 200).body;
    expect(asBrand.errors).toEqual([INVALID_FILE_FORMAT]);
    const link = 'https://example.com/guide.pdf';
    const all = expectStatus(
      await admin.post(`${BASE}/revalidate`, {
        assets: [
          { url, type: 'other' },
          { url: link, type: 'brands' },
        ],
        meta: { step: 'ASSETS' },
      }),
      200,
    ).body;
    expect(all).toEqual([
      { url, type: 'other', errors: [], warnings: [] },
      { url: link, type: 'brands', errors: [], warnings: [] },
    ]);
    // another partner's temporary file is not found; a wrong category is a 400
    const theirs = await globex.post(`${BASE}/validate`, { url, type: 'logos' });
    expect([theirs.status, theirs.body.message]).toEqual([404, TEMP_FILE_NOT_FOUND]);
    expect((await admin.post(`${BASE}/validate`, { url, type: 'posters' })).status).toBe(400);
  });

  it('are refused to roles without the upload right and for bad input, keeping nothing', async () => {
    const before = await tmpFiles();
    const picture = file('a.png', await pngImage(), 'image/png');
    for (const role of ['MANAGER', 'REVIEWER', 'ANALYST'] as const) {
      const reply = await saveTmp(w.as(role), [picture]);
      expect([reply.status, reply.body.message]).toEqual([403, WRONG_ROLES_MESSAGE]);
    }
    const two = await saveTmp(admin, [picture, picture]);
    expect([two.status, two.body.message]).toEqual([400, ONE_FILE_ONLY]);
    const exe = await saveTmp(admin, [file('setup.exe', Buffer.from('MZ'), 'application/x-msdownload')]);
    expect([exe.status, exe.body.message]).toEqual([400, INVALID_FILE_FORMAT]);
    expect((await saveTmp(admin, [picture], { meta: '{not json}' })).status).toBe(400);
    expect((await saveTmp(admin, [picture], { tempId: 'has spaces' })).status).toBe(400);
    expect((await saveTmp(admin, [picture], { nodeIds: w.acme.childNodeId })).status).toBe(400);
    expect(await tmpFiles()).toEqual(before);
  });

  it('are removed by remove-from-s3, once; another partner cannot remove them', async () => {
    const url = await savedLogo();
    const theirs = expectStatus(
      await globex.request<any>('PATCH', '/assets/single-files/remove-from-s3', { urls: [url] }),
      200,
    );
    expect(theirs.body).toEqual({ removed: [] });
    const mine = expectStatus(
      await admin.request<any>('PATCH', '/assets/single-files/remove-from-s3', { urls: [url] }),
      200,
    );
    expect(mine.body).toEqual({ removed: [url] });
    expect((await admin.post(`${BASE}/validate`, { url, type: 'logos' })).status).toBe(404);
    const again = await admin.request<any>('PATCH', '/assets/single-files/remove-from-s3', { urls: [url] });
    expect(again.body).toEqual({ removed: [] });
    expect((await admin.request('PATCH', '/assets/single-files/remove-from-s3', { urls: ['../x'] })).status).toBe(400);
  });

  it('expire: the orphan sweep deletes those older than a day and keeps the others', async () => {
    const url = await savedLogo();
    const { blobs, pool, store } = w.t.system.deps;
    const id = url.slice('tmp/'.length);
    const inAnHour = await sweepOrphans(blobs, orphanPorts(pool, store), new Date(Date.now() + 60 * 60 * 1000));
    expect(inAnHour.expired).toBe(0);
    expect(await tmpFiles()).toEqual(expect.arrayContaining([expect.stringContaining(id)]));
    const tomorrow = await sweepOrphans(
      blobs,
      orphanPorts(pool, store),
      new Date(Date.now() + BRIEF_TMP_TTL_MS + 60_000),
    );
    expect(tomorrow.expired).toBeGreaterThanOrEqual(2);
    expect(await tmpFiles()).toEqual([]);
    expect((await admin.post(`${BASE}/validate`, { url, type: 'logos' })).status).toBe(404);
  });
});

describe('create-single-files-from-urls', () => {
  it('makes temporary files and links library uploads on the nodes; the temporary files are gone', async () => {
    const url = await savedLogo();
    const link = files.url('/brand/guide.png');
    const reply = expectStatus(
      await admin.post(`${BASE}/create-single-files-from-urls`, {
        tempAssetData: [{ url, tags: ['brief'] }, { url: link }],
        nodeIds: [w.acme.childNodeId],
        isFromRecommendation: false,
      }),
      202,
    );
    const [fromTmp, fromLink] = reply.body.uploadedAssets as { tempAssetId: string; name: string }[];
    expect([fromTmp!.name, fromLink!.name]).toEqual(['acme-logo.png', 'guide.png']);
    for (const item of [fromTmp!, fromLink!])
      expect((await waitForUpload(w.t, admin, item.tempAssetId)).status).toBe('DONE');
    const asset = expectStatus(await admin.get(`/assets/single-files/${fromTmp!.tempAssetId}`), 200).body;
    expect(asset).toMatchObject({ businessNodes: [w.acme.childNodeId], tags: ['brief'], isLink: false });
    expect(expectStatus(await admin.get(`/assets/single-files/${fromLink!.tempAssetId}`), 200).body.isLink).toBe(true);
    expect(await tmpFiles()).toEqual([]);
  });

  it('records uploads made from a recommendation as chosen for a brief, which the recommendations learn from', async () => {
    const recommended = async () =>
      expectStatus(await admin.get<any[]>(`${BASE}/recommendations?nodeIds=${w.acme.childNodeId}&tags=learned`), 200)
        .body;
    const made = new Map<boolean, string>();
    for (const isFromRecommendation of [true, false]) {
      const reply = expectStatus(
        await admin.post(`${BASE}/create-single-files-from-urls`, {
          tempAssetData: [{ url: await savedLogo(), name: `learned-${isFromRecommendation}.png`, tags: ['learned'] }],
          nodeIds: [w.acme.childNodeId],
          isFromRecommendation,
        }),
        202,
      );
      const assetId = (reply.body.uploadedAssets as { tempAssetId: string }[])[0]!.tempAssetId;
      expect((await waitForUpload(w.t, admin, assetId)).status).toBe('DONE');
      made.set(isFromRecommendation, assetId);
    }
    const reasons = new Map((await recommended()).map((s) => [s._id as string, s.reason as string]));
    expect(reasons.get(made.get(true)!)).toContain('chosen for 1 brief before');
    expect(reasons.get(made.get(false)!)).not.toContain('chosen');
    // The one from a recommendation ranks first: the same fit, plus its choice.
    expect((await recommended()).slice(0, 2).map((s) => s._id)).toEqual([made.get(true), made.get(false)]);
  });

  it('refuses a temporary file gone, another partner’s, a bad link or other nodes, appending nothing', async () => {
    const url = await savedLogo();
    await settled(w.t);
    const before = await kept(w.t);
    const create = (client: HttpClient, body: object) =>
      client.post(`${BASE}/create-single-files-from-urls`, { nodeIds: [], ...body });
    const theirs = await create(globex, { tempAssetData: [{ url }] });
    expect([theirs.status, theirs.body.message]).toEqual([404, TEMP_FILE_NOT_FOUND]);
    const gone = await create(admin, { tempAssetData: [{ url }, { url: 'tmp/0123456789abcdef01234567' }] });
    expect([gone.status, gone.body.message]).toEqual([404, TEMP_FILE_NOT_FOUND]);
    expect((await create(admin, { tempAssetData: [{ url: 'not a link' }] })).status).toBe(400);
    expect((await create(admin, { tempAssetData: [{ url }], nodeIds: [w.globex.childNodeId] })).status).toBe(404);
    expect((await create(w.as('MANAGER'), { tempAssetData: [{ url }] })).status).toBe(403);
    expect(await kept(w.t)).toEqual(before);
    expect((await admin.post(`${BASE}/validate`, { url, type: 'logos' })).status).toBe(200);
  });
});
