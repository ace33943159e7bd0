// Uploads end to end (spec 1 §4, §5, §8): every limit with its message and nothing kept when refused (no
// event, no staged file), accepted files reaching DONE with their tags and nodes, links, zips, unreadable
// files and duplicates. The real app with its upload worker on the run's Temporal.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSET_TOO_LARGE,
  INVALID_FILE_FORMAT,
  INVALID_URL,
  MAX_ASSET_BYTES,
  mergedDuplicatesMessage,
  mergedFromLibraryMessage,
  PROCESSING_FAILED,
  TOO_MANY_FILES,
  ZIP_RATIO_TOO_HIGH,
  ZIP_TOO_LARGE,
} from '../../domain/asset/rules';
import { MESSAGES } from '../../domain/shared/errors';
import { MAX_ZIP_ENTRIES } from '../../workflows/upload/process-step';
import { useApiTest } from '../support/api-test';
import type { HttpClient } from '../support/http';
import {
  cookieOf,
  corruptPng,
  file,
  jpegImage,
  kept,
  mp4Video,
  pngImage,
  serveFiles,
  settled,
  streamZeros,
  upload,
  uploadAndWait,
  waitForUpload,
  zipOf,
  type FileServer,
  type Kept,
  type UploadItem,
} from '../support/uploads';
import { declaringSize, zipBomb } from '../support/zip-bombs';

const w = useApiTest({ config: { runWorker: true }, roles: ['SELF_SERVICE_ADMIN'], globex: [] });

let admin: HttpClient;
let files: FileServer;
let linkedPng: Buffer;

beforeAll(async () => {
  admin = w.as('SELF_SERVICE_ADMIN');
  linkedPng = await pngImage(40, 30);
  files = await serveFiles({ '/media/linked.png': { type: 'image/png', data: linkedPng } });
});
afterAll(() => files?.close());

let n = 0;
const uid = () => `batch-${++n}-${Date.now()}`;

/** The library as the admin's picker shows it, searched by name. */
const library = async (search: string) =>
  (await admin.get(`/assets/single-files?search=${encodeURIComponent(search)}&limit=100`)).body as {
    total: number;
    results: any[];
  };

/** What is kept once no upload of an earlier test is in flight: what a refused request is compared against. */
async function snapshot(): Promise<Kept> {
  await settled(w.t);
  return kept(w.t);
}

async function expectNothingKept(before: Kept) {
  expect(await kept(w.t)).toEqual(before);
}

describe('refused uploads keep nothing', () => {
  it(`refuses 51 files at once: "${TOO_MANY_FILES}"`, async () => {
    const before = await snapshot();
    const picture = await pngImage(8, 8);
    const reply = await upload(
      admin,
      {},
      {},
      Array.from({ length: 51 }, (_, i) => file(`many-${i}.png`, picture, 'image/png')),
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'UNPROCESSABLE_ENTITY', message: TOO_MANY_FILES });
    await expectNothingKept(before);
  });

  it.each([
    ['an .exe', 'setup.exe', 'application/x-msdownload'],
    ['a text file sent as application/x-msdownload', 'readme.txt', 'application/x-msdownload'],
    ['a text file', 'notes.txt', 'text/plain'],
  ])(`refuses %s: "${INVALID_FILE_FORMAT}", also after a good file in the same call`, async (_label, name, type) => {
    const before = await snapshot();
    const alone = await upload(admin, {}, {}, [file(name, Buffer.from('MZ not really a program'), type)]);
    expect(alone.status).toBe(400);
    expect(alone.body.message).toBe(INVALID_FILE_FORMAT);
    const mixed = await upload(admin, {}, {}, [
      file('fine.png', await pngImage(), 'image/png'),
      file(name, Buffer.from('MZ'), type),
    ]);
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe(INVALID_FILE_FORMAT);
    await expectNothingKept(before);
  });

  it('refuses an unknown field or a file under another name, naming it', async () => {
    const before = await snapshot();
    const field = await upload(admin, {}, { colour: 'red' }, [file('a.png', await pngImage(), 'image/png')]);
    expect(field.status).toBe(400);
    expect(field.body.message).toBe('body/colour is not allowed');
    const fieldAfterFile = await upload(admin, {}, {}, [
      file('a.png', await pngImage(), 'image/png'),
      { ...file('b.png', await pngImage(), 'image/png'), field: 'attachment' },
    ]);
    expect(fieldAfterFile.status).toBe(400);
    expect(fieldAfterFile.body.message).toBe('body/attachment is not allowed');
    const query = await upload(admin, { colour: 'red' }, {}, [file('a.png', await pngImage(), 'image/png')]);
    expect(query.status).toBe(400);
    expect(query.body.message).toBe('querystring/colour is not allowed');
    await expectNothingKept(before);
  });

  it('refuses malformed nodeIds, unzip, parentId, no file at all, and a body that is not multipart', async () => {
    const before = await snapshot();
    const picture = file('a.png', await pngImage(), 'image/png');
    for (const nodeIds of ['not-an-id', '["abc"]', '{"id":"x"}', JSON.stringify([w.acme.childNodeId, 7])]) {
      const reply = await upload(admin, {}, { nodeIds }, [picture]);
      expect(reply.status, nodeIds).toBe(400);
      expect(reply.body.message).toBe('body/nodeIds must be a list of ids');
    }
    const unzip = await upload(admin, {}, { unzip: 'yes' }, [picture]);
    expect(unzip.body.message).toBe('body/unzip must be true or false');
    const parent = await upload(admin, {}, { parentId: 'nope' }, [picture]);
    expect(parent.body.message).toBe('body/parentId must be an id');
    const empty = await upload(admin, {}, { tags: 'a' }, []);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please choose at least one file');
    const json = await admin.post('/assets/single-files', { file: 'a.png' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('The upload must be multipart/form-data');
    await expectNothingKept(before);
  });

  it(`refuses nodes of another partner: 404 "${MESSAGES.businessNodeNotFound}"`, async () => {
    const before = await snapshot();
    const reply = await upload(admin, {}, { nodeIds: JSON.stringify([w.globex.rootNodeId]) }, [
      file('a.png', await pngImage(), 'image/png'),
      file('b.png', await pngImage(), 'image/png'),
    ]);
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.businessNodeNotFound });
    const mixed = await upload(admin, {}, { nodeIds: `${w.acme.childNodeId},${w.globex.rootNodeId}` }, [
      file('a.png', await pngImage(), 'image/png'),
    ]);
    expect(mixed.status).toBe(404);
    await expectNothingKept(before);
  });

  // SLOW: streams 2 GiB + 1 byte of generated zeros through a real socket (never held in memory); the
  // server stages the first 2 GiB before it refuses. Bounded at 90 s; about 15-30 s on a quiet machine.
  it(`[slow, streams 2 GiB] refuses a file over ${MAX_ASSET_BYTES} bytes: 413 "${ASSET_TOO_LARGE}"`, async () => {
    const before = await snapshot();
    const reply = await streamZeros(admin, MAX_ASSET_BYTES + 1);
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ statusCode: 413, message: ASSET_TOO_LARGE });
    await expectNothingKept(before);
  }, 90_000);
});

describe('accepted uploads', () => {
  it('answers 202 with the uploaded assets; a PNG, a JPEG and an MP4 reach DONE with the tags and nodes given', async () => {
    const batch = uid();
    const sent = [
      file('hero-shot.png', await pngImage(120, 80), 'image/png'),
      file('hero-photo.jpg', await jpegImage(90, 60), 'image/jpeg'),
      file('hero-clip.mp4', await mp4Video(), 'video/mp4'),
    ];
    const reply = await upload(
      admin,
      { uid: batch },
      { tags: JSON.stringify(['summer', ' hero ', 'summer']), nodeIds: JSON.stringify([w.acme.childNodeId]) },
      sent,
    );
    expect(reply.status).toBe(202);
    expect(reply.body).toMatchObject({ uid: batch, total: 3, mergedAssets: [] });
    expect(reply.body.uploadedAssets).toEqual(
      sent.map((f) => ({
        tempAssetId: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: f.name,
        status: 'PENDING',
        loaded: 0,
        total: f.data.length,
      })),
    );
    expect(reply.body.results).toEqual(reply.body.uploadedAssets);

    const ids: string[] = reply.body.uploadedAssets.map((a: { tempAssetId: string }) => a.tempAssetId);
    const items = await Promise.all(ids.map((id) => waitForUpload(w.t, admin, id)));
    for (const [i, item] of items.entries()) {
      expect(item).toMatchObject({
        tempAssetId: ids[i],
        uid: batch,
        status: 'DONE',
        assetId: ids[i],
        loaded: sent[i]!.data.length,
        total: sent[i]!.data.length,
        data: { name: sent[i]!.name, errors: [] },
        isLink: false,
      });
    }
    const [png, jpg, mp4] = await Promise.all(
      ids.map(async (id) => (await admin.get(`/assets/single-files/${id}`)).body),
    );
    for (const asset of [png, jpg, mp4]) {
      expect(asset.tags).toEqual(['summer', 'hero']);
      expect(asset.businessNodes).toEqual([w.acme.childNodeId]);
      expect(asset.thumbLocation).toBe(`/api/v1/assets/single-files/${asset.id}/thumbnail`);
      expect(asset.url).toBe(`/api/v1/assets/single-files/${asset.id}/file`);
    }
    expect(png).toMatchObject({
      kind: 'image',
      format: 'png',
      dimension: '120x80',
      size: sent[0]!.data.length,
      durationSeconds: null,
    });
    expect(jpg).toMatchObject({ kind: 'image', format: 'jpg', dimension: '90x60' });
    expect(mp4).toMatchObject({ kind: 'video', format: 'mp4', dimension: '320x240' });
    expect(mp4.durationSeconds).toBeCloseTo(2, 0);

    const batchItems = await admin.get(`/assets/single-files/uploads?uid=${batch}`);
    expect(batchItems.body.map((i: UploadItem) => i.status)).toEqual(['DONE', 'DONE', 'DONE']);
    expect((await library('hero-')).total).toBe(3);
    // The staged copies are gone once the uploads are recorded.
    expect((await kept(w.t)).staged).toEqual([]);
  });

  it('takes tags as a comma list too', async () => {
    const [item] = await uploadAndWait(w.t, admin, {}, { tags: 'spring,launch' }, [
      file('comma-tags.png', await pngImage(), 'image/png'),
    ]);
    expect(item!.status).toBe('DONE');
    expect((await admin.get(`/assets/single-files/${item!.tempAssetId}`)).body).toMatchObject({
      tags: ['spring', 'launch'],
      businessNodes: [],
    });
  });

  it('a top admin uploads for a partner named in the query, and must name one', async () => {
    const missing = await upload(w.su, {}, {}, [file('for-acme.png', await pngImage(), 'image/png')]);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MESSAGES.partnerRequired);
    const [item] = await uploadAndWait(w.t, w.su, { partnerId: w.acme.partnerId }, {}, [
      file('for-acme.png', await pngImage(), 'image/png'),
    ]);
    expect(item!.status).toBe('DONE');
    expect((await library('for-acme')).total).toBe(1);
  });

  it('takes a file whose bytes cannot be read, then fails it with the processing message; it never reaches the library', async () => {
    const reply = await upload(admin, {}, {}, [file('broken-picture.png', await corruptPng(), 'image/png')]);
    expect(reply.status).toBe(202);
    const item = await waitForUpload(w.t, admin, reply.body.uploadedAssets[0].tempAssetId);
    expect(item).toMatchObject({
      status: 'FAILED',
      assetId: null,
      data: { name: 'broken-picture.png', errors: [PROCESSING_FAILED] },
    });
    expect((await library('broken-picture')).total).toBe(0);
    expect((await admin.get(`/assets/single-files/${item.tempAssetId}`)).status).toBe(404);
    expect((await kept(w.t)).staged).toEqual([]);
    // Nothing can reach a failed upload's stored copy any more.
    expect(await w.t.system.deps.blobs.list(`assets/${w.acme.partnerId}/${item.tempAssetId}`)).toEqual([]);
  });

  it('merges the same bytes uploaded again into the first asset; the library holds it once', async () => {
    const bytes = await pngImage(50, 50);
    const [first] = await uploadAndWait(w.t, admin, {}, {}, [file('twin.png', bytes, 'image/png')]);
    expect(first!.status).toBe('DONE');
    const [again] = await uploadAndWait(w.t, admin, {}, {}, [file('twin.png', bytes, 'image/png')]);
    expect(again).toMatchObject({
      status: 'MERGED',
      assetId: first!.tempAssetId,
      message: mergedDuplicatesMessage(1),
      data: { errors: [] },
    });
    expect(mergedDuplicatesMessage(1)).toBe('1 asset with the same data was already uploaded.');
    // Someone else uploading the same bytes hears it was already in the shared library.
    const [bySomeoneElse] = await uploadAndWait(w.t, w.su, { partnerId: w.acme.partnerId }, {}, [
      file('twin-copy.png', bytes, 'image/png'),
    ]);
    expect(bySomeoneElse).toMatchObject({
      status: 'MERGED',
      assetId: first!.tempAssetId,
      message: mergedFromLibraryMessage(1),
    });
    expect(await w.t.system.deps.blobs.list(`assets/${w.acme.partnerId}/${again!.tempAssetId}`)).toEqual([]);
    const shown = await library('twin');
    expect(shown.total).toBe(1);
    expect(shown.results.map((a) => a.id)).toEqual([first!.tempAssetId]);
    expect((await kept(w.t)).staged).toEqual([]);
  });

  it('expands a zip sent with unzip=true: the zip item EXPANDED, its pictures DONE in the library, other entries shown as refused', async () => {
    const batch = uid();
    const zip = await zipOf({
      'zipped-one.png': await pngImage(30, 20),
      'inner/zipped-two.jpg': await jpegImage(20, 30),
      'readme.txt': Buffer.from('not an asset'),
      '__MACOSX/._zipped-one.png': Buffer.from('resource fork'),
    });
    const reply = await upload(admin, { uid: batch }, { unzip: 'true', tags: 'bundle' }, [
      file('bundle.zip', zip, 'application/zip'),
    ]);
    expect(reply.status).toBe(202);
    const zipId = reply.body.uploadedAssets[0].tempAssetId as string;
    expect(await waitForUpload(w.t, admin, zipId)).toMatchObject({ status: 'EXPANDED', assetId: null });

    const inBatch = (await admin.get(`/assets/single-files/uploads?uid=${batch}`)).body as UploadItem[];
    const children = inBatch.filter((i) => i.tempAssetId !== zipId);
    expect(children.map((c) => c.data.name).sort()).toEqual(['readme.txt', 'zipped-one.png', 'zipped-two.jpg']);
    const pictures = children.filter((c) => c.data.name !== 'readme.txt');
    const done = await Promise.all(pictures.map((c) => waitForUpload(w.t, admin, c.tempAssetId)));
    expect(done.map((d) => d.status)).toEqual(['DONE', 'DONE']);
    const refused = children.find((c) => c.data.name === 'readme.txt')!;
    expect(refused.status).toBe('FAILED');
    expect(JSON.stringify(refused)).toContain('Invalid file format');

    const shown = await library('zipped-');
    expect(shown.results.map((a) => [a.name, a.dimension, a.tags]).sort()).toEqual([
      ['zipped-one.png', '30x20', ['bundle']],
      ['zipped-two.jpg', '20x30', ['bundle']],
    ]);
    expect((await library('bundle.zip')).total).toBe(0);
    expect((await kept(w.t)).staged).toEqual([]);
  });
});

describe('more files', () => {
  it('merges the same bytes sent twice in one call: one DONE, one MERGED', async () => {
    const bytes = await pngImage(33, 33);
    const items = await uploadAndWait(w.t, admin, {}, {}, [
      file('pair-a.png', bytes, 'image/png'),
      file('pair-b.png', bytes, 'image/png'),
    ]);
    expect(items.map((i) => i.status).sort()).toEqual(['DONE', 'MERGED']);
    const owner = items.find((i) => i.status === 'DONE')!;
    expect(items.find((i) => i.status === 'MERGED')).toMatchObject({
      assetId: owner.tempAssetId,
      message: mergedDuplicatesMessage(1),
    });
    expect((await library('pair-')).total).toBe(1);
  });

  it('keeps a zip sent without unzip as an archive asset', async () => {
    const [item] = await uploadAndWait(w.t, admin, {}, {}, [
      file('kept-whole.zip', await zipOf({ 'inside.png': await pngImage() }), 'application/zip'),
    ]);
    expect(item!.status).toBe('DONE');
    expect((await admin.get(`/assets/single-files/${item!.tempAssetId}`)).body).toMatchObject({
      kind: 'archive',
      format: 'zip',
      thumbLocation: null,
      dimension: null,
    });
    expect((await library('inside.png')).total).toBe(0);
  });

  it('fails a damaged zip sent with unzip=true with the processing message, leaving no staged entry behind', async () => {
    // The first entry is sound, the second one's deflate data is garbage.
    const zip = await zipOf({ 'sound.png': await pngImage(), 'damaged.png': Buffer.alloc(200_000, 7) });
    const at = zip.indexOf(Buffer.from('damaged.png')) + 'damaged.png'.length + 2;
    zip.fill(0xff, at, at + 30);
    const before = await kept(w.t);
    const reply = await upload(admin, {}, { unzip: 'true' }, [file('damaged.zip', zip, 'application/zip')]);
    expect(reply.status).toBe(202);
    const item = await waitForUpload(w.t, admin, reply.body.uploadedAssets[0].tempAssetId);
    expect(item).toMatchObject({ status: 'FAILED', data: { errors: [PROCESSING_FAILED] } });
    expect((await library('sound.png')).total).toBe(0);
    expect((await kept(w.t)).staged.filter((key) => !before.staged.includes(key))).toEqual([]);
  });

  it(`fails a zip of more than ${MAX_ZIP_ENTRIES} files, leaving none of them staged`, async () => {
    const tiny = await pngImage(4, 4);
    const entries = Object.fromEntries(Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => [`flood-${i}.png`, tiny]));
    const before = await kept(w.t);
    const reply = await upload(admin, {}, { unzip: 'true' }, [
      file('flood.zip', await zipOf(entries), 'application/zip'),
    ]);
    expect(reply.status).toBe(202);
    const item = await waitForUpload(w.t, admin, reply.body.uploadedAssets[0].tempAssetId);
    expect(item.status).toBe('FAILED');
    expect((await library('flood-')).total).toBe(0);
    const left = (await kept(w.t)).staged.filter((key) => !before.staged.includes(key));
    expect(left.length, `${left.length} entries left in staging`).toBe(0);
  });

  it.each([
    // 20 MB of zeros in a zip of about 20 KB; and a zip whose central directory declares 3 GB for a tiny entry.
    [ZIP_RATIO_TOO_HIGH, 'dense.zip', async () => zipBomb(20 * 1024 * 1024, { 'fine.png': await pngImage() })],
    [
      ZIP_TOO_LARGE,
      'huge.zip',
      async () =>
        declaringSize(
          await zipOf({ 'fine.png': await pngImage(), 'claims.png': await pngImage() }),
          'claims.png',
          3 * 1024 ** 3,
        ),
    ],
  ] as const)(
    "fails a zip bomb sent with unzip=true with '%s', staging none of its entries and keeping not even the zip",
    async (message, name, bytes) => {
      const [before, head] = [await kept(w.t), await w.t.system.deps.store.headPosition()];
      const reply = await upload(admin, {}, { unzip: 'true' }, [file(name, await bytes(), 'application/zip')]);
      expect(reply.status).toBe(202);
      const zipId = reply.body.uploadedAssets[0].tempAssetId as string;
      expect(await waitForUpload(w.t, admin, zipId)).toMatchObject({ status: 'FAILED', data: { errors: [message] } });
      expect((await library('fine.png')).total).toBe(0);
      const after = await kept(w.t);
      const { rows } = await w.t.system.deps.pool.query<{ type: string }>(
        `SELECT type FROM es_event WHERE data->>'assetId' <> $1 AND type LIKE 'Asset%' AND position > $2`,
        [zipId, head],
      );
      expect(rows, 'events of its entries').toEqual([]);
      expect(after.staged.filter((key) => !before.staged.includes(key))).toEqual([]);
      expect(after.partial.filter((key) => !before.partial.includes(key))).toEqual([]);
      expect(await w.t.system.deps.blobs.list(`assets/${w.acme.partnerId}/${zipId}`)).toEqual([]);
    },
  );

  it("serves an uploaded SVG so that its script cannot run in the app's origin", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("/api/v1/users/admins")</script><rect width="10" height="10"/></svg>',
    );
    const [item] = await uploadAndWait(w.t, admin, {}, {}, [file('scripted.svg', svg, 'image/svg+xml')]);
    expect(item!.status).toBe('DONE');
    const response = await fetch(`${w.t.baseUrl}/api/v1/assets/single-files/${item!.tempAssetId}/file`, {
      headers: { cookie: cookieOf(admin)! },
    });
    await response.arrayBuffer();
    const sandboxed = /sandbox/.test(response.headers.get('content-security-policy') ?? '');
    const downloaded = (response.headers.get('content-disposition') ?? '').startsWith('attachment');
    expect(
      { type: response.headers.get('content-type'), sandboxed, downloaded },
      'an SVG shown inline on the API origin runs its scripts with the viewer’s session',
    ).toMatchObject({ type: 'image/svg+xml', sandboxed: true });
  });
});

describe('links', () => {
  const fromUrl = (body: object) => admin.post('/assets/single-files/brief/create-temp-asset-from-url', body);

  it(`refuses what is not a URL: "${INVALID_URL}", keeping nothing`, async () => {
    const before = await snapshot();
    for (const url of ['not a url', 'javascript:alert(1)', 'http://', 'file:///etc/passwd', '']) {
      const reply = await fromUrl({ url });
      expect(reply.status, url).toBe(400);
      expect(reply.body.message).toBe(INVALID_URL);
    }
    // These pass the pattern of domain/asset/rules.ts, but no URL parser takes them.
    for (const url of ['http://999.999.999.999/a.png', 'http://example.com:99999/a.png']) {
      const reply = await fromUrl({ url });
      expect(reply.status, url).toBe(400);
      expect(reply.body.message).toBe(INVALID_URL);
    }
    const unknown = await fromUrl({ url: files.url('/media/linked.png'), colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('body/colour is not allowed');
    const foreignNode = await fromUrl({ url: files.url('/media/linked.png'), nodeIds: [w.globex.rootNodeId] });
    expect(foreignNode.status).toBe(404);
    expect(foreignNode.body.message).toBe(MESSAGES.businessNodeNotFound);
    await expectNothingKept(before);
  });

  it('fetches a link to a picture and records it DONE', async () => {
    const reply = await fromUrl({ url: files.url('/media/linked.png'), tags: ['web'], nodeIds: [w.acme.rootNodeId] });
    expect(reply.status).toBe(202);
    expect(reply.body).toMatchObject({ name: 'linked.png', status: 'PENDING', isLink: true });
    const item = await waitForUpload(w.t, admin, reply.body.tempAssetId);
    expect(item).toMatchObject({ status: 'DONE', isLink: true, total: linkedPng.length });
    const asset = (await admin.get(`/assets/single-files/${reply.body.tempAssetId}`)).body;
    expect(asset).toMatchObject({
      name: 'linked.png',
      format: 'png',
      dimension: '40x30',
      isLink: true,
      tags: ['web'],
      businessNodes: [w.acme.rootNodeId],
    });
    const bytes = await fetch(`${w.t.baseUrl}${asset.url}`, { headers: { cookie: cookieOf(admin)! } });
    expect(Buffer.from(await bytes.arrayBuffer()).equals(linkedPng)).toBe(true);
  });

  it('takes a link whose path has a stray % (a valid URL) without an internal error', async () => {
    const reply = await fromUrl({ url: files.url('/media/100%25-off%ZZ.png') });
    expect(reply.status, JSON.stringify(reply.body)).toBe(202);
    expect((await waitForUpload(w.t, admin, reply.body.tempAssetId)).status).toBe('URL_FAILED');
  });

  it('names a link whose path decodes to a NUL by its encoded text, which Postgres can store', async () => {
    const reply = await fromUrl({ url: files.url('/media/nul%00.png') });
    expect(reply.status, JSON.stringify(reply.body)).toBe(202);
    expect(reply.body.name).toBe('nul%00.png');
    expect((await waitForUpload(w.t, admin, reply.body.tempAssetId)).status).toBe('URL_FAILED');
  });

  it('marks a link that answers 404 URL_FAILED, saying why', async () => {
    const reply = await fromUrl({ url: files.url('/media/missing.png') });
    expect(reply.status).toBe(202);
    const item = await waitForUpload(w.t, admin, reply.body.tempAssetId);
    const why = 'The link could not be downloaded: the server answered 404 Not Found';
    expect(item).toMatchObject({
      status: 'URL_FAILED',
      isLink: true,
      assetId: null,
      data: { name: 'missing.png', errors: [why] },
      message: why,
    });
    expect((await library('missing.png')).total).toBe(0);
  });

  it('marks a link whose server refuses the connection URL_FAILED, saying so', async () => {
    const closed = await serveFiles({});
    const url = closed.url('/media/gone.png');
    await closed.close();
    const reply = await fromUrl({ url });
    expect(reply.status).toBe(202);
    const item = await waitForUpload(w.t, admin, reply.body.tempAssetId);
    expect(item).toMatchObject({
      status: 'URL_FAILED',
      message: 'The link could not be downloaded: the server refused the connection',
    });
  });

  it('takes a link to a bracketed IPv6 address (the link guard judges the address when fetching)', async () => {
    const picture = await pngImage(41, 31);
    const v6 = http.createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'image/png' }).end(picture),
    );
    await new Promise<void>((resolve) => v6.listen(0, '::1', resolve));
    try {
      const reply = await fromUrl({ url: `http://[::1]:${(v6.address() as AddressInfo).port}/media/v6.png` });
      expect(reply.status, JSON.stringify(reply.body)).toBe(202);
      expect(await waitForUpload(w.t, admin, reply.body.tempAssetId)).toMatchObject({
        status: 'DONE',
        isLink: true,
        total: picture.length,
      });
    } finally {
      await new Promise((resolve) => v6.close(resolve));
    }
  });
});
