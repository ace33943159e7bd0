// The asset library (spec 1 §7): the picker query, formats, one / many / children, edits and their rules,
// bulk edits, archive, business nodes, the bytes (file, thumbnail, cropper preview) and crops.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ASSET_NOT_FOUND, INVALID_LIBRARY_STATUS, INVALID_TAGS } from '../../domain/asset';
import { MESSAGES } from '../../domain/shared/errors';
import { LEADING_SPACE, REQUIRED } from '../../domain/shared/validation';
import { useApiTest } from '../support/api-test';
import type { HttpClient } from '../support/http';
import {
  cookieOf,
  corruptPng,
  dimensionsOf,
  file,
  jpegImage,
  kept,
  mp4Video,
  pngImage,
  upload,
  uploadedAsset,
  waitForUpload,
} from '../support/uploads';

const w = useApiTest({ config: { runWorker: true }, roles: ['SELF_SERVICE_ADMIN'], globex: [] });

let admin: HttpClient;
let alphaBytes: Buffer;
/** Asset ids by short name: alpha (png 200x100), beta (jpg 300x250), gamma (png 64x64), delta (mp4). */
const id: Record<'alpha' | 'beta' | 'gamma' | 'delta', string> = { alpha: '', beta: '', gamma: '', delta: '' };

beforeAll(async () => {
  admin = w.as('SELF_SERVICE_ADMIN');
  alphaBytes = await pngImage(200, 100);
  // One at a time, so that their creation order is the order here.
  id.alpha = await uploadedAsset(w.t, admin, {}, file('alpha-logo.png', alphaBytes, 'image/png'), {
    tags: 'brand,Blue',
  });
  id.beta = await uploadedAsset(w.t, admin, {}, file('beta-banner.jpg', await jpegImage(300, 250), 'image/jpeg'));
  id.gamma = await uploadedAsset(w.t, admin, {}, file('gamma-icon.png', await pngImage(64, 64), 'image/png'));
  id.delta = await uploadedAsset(w.t, admin, {}, file('delta-clip.mp4', await mp4Video(), 'video/mp4'));
}, 120_000);

const patch = (path: string, body?: unknown) => admin.request('PATCH', path, body);
const picker = async (query = '') => {
  const reply = await admin.get(`/assets/single-files${query ? `?${query}` : ''}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return {
    total: reply.body.total as number,
    names: (reply.body.results as { name: string }[]).map((a) => a.name),
    results: reply.body.results as any[],
  };
};
const bytesOf = async (path: string) => {
  const response = await fetch(`${w.t.baseUrl}/api/v1${path}`, { headers: { cookie: cookieOf(admin)! } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};
const eventCount = async () => (await kept(w.t)).events;

describe('the picker query', () => {
  it('lists the partner’s finished assets, newest first, with their total', async () => {
    const page = await picker();
    expect(page.total).toBe(4);
    expect(page.names).toEqual(['delta-clip.mp4', 'gamma-icon.png', 'beta-banner.jpg', 'alpha-logo.png']);
    expect(page.results[3]).toMatchObject({
      _id: id.alpha,
      id: id.alpha,
      name: 'alpha-logo.png',
      fullOriginalName: 'alpha-logo.png',
      type: 'logos',
      kind: 'image',
      format: 'png',
      dimension: '200x100',
      size: alphaBytes.length,
      tags: ['brand', 'Blue'],
      status: 'new',
      archived: false,
      parentId: null,
      isLink: false,
      businessNodes: [],
      url: `/api/v1/assets/single-files/${id.alpha}/file`,
      thumbLocation: `/api/v1/assets/single-files/${id.alpha}/thumbnail`,
    });
    expect(page.results[3].hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['sort=createdAt', ['alpha-logo.png', 'beta-banner.jpg', 'gamma-icon.png', 'delta-clip.mp4']],
    ['sort=name', ['alpha-logo.png', 'beta-banner.jpg', 'delta-clip.mp4', 'gamma-icon.png']],
    ['sort=-name', ['gamma-icon.png', 'delta-clip.mp4', 'beta-banner.jpg', 'alpha-logo.png']],
    ['search=LOGO', ['alpha-logo.png']],
    ['search=blue', ['alpha-logo.png']],
    ['search=%25', []],
    ['search=_', []],
    ['formats=png&sort=name', ['alpha-logo.png', 'gamma-icon.png']],
    ['formats=png,mp4&sort=name', ['alpha-logo.png', 'delta-clip.mp4', 'gamma-icon.png']],
    ['search=a&formats=jpg', ['beta-banner.jpg']],
  ])('%s', async (query, names) => {
    const page = await picker(query);
    expect(page.names).toEqual(names);
    expect(page.total).toBe(names.length);
  });

  it('pages with page and limit; total counts every match', async () => {
    expect(await picker('sort=name&limit=2&page=0')).toMatchObject({
      total: 4,
      names: ['alpha-logo.png', 'beta-banner.jpg'],
    });
    expect(await picker('sort=name&limit=2&page=1')).toMatchObject({
      total: 4,
      names: ['delta-clip.mp4', 'gamma-icon.png'],
    });
    expect(await picker('sort=name&limit=3&page=1')).toMatchObject({ total: 4, names: ['gamma-icon.png'] });
    expect((await picker('limit=0')).names).toHaveLength(1);
    expect((await picker('limit=999')).names).toHaveLength(4);
  });

  it('a page past the end is empty but still tells the total', async () => {
    expect(await picker('sort=name&limit=2&page=5')).toMatchObject({ total: 4, names: [] });
  });

  it('leaves out assetsToExclude', async () => {
    expect(await picker(`sort=name&assetsToExclude=${id.alpha},${id.gamma}`)).toMatchObject({
      total: 2,
      names: ['beta-banner.jpg', 'delta-clip.mp4'],
    });
  });

  it('refuses unknown and malformed parameters', async () => {
    for (const query of [
      'colour=red',
      'limit=1000',
      'page=-1',
      'page=x',
      'sort=size',
      'archived=yes',
      `partnerId=${w.acme.partnerId}x`,
    ]) {
      const reply = await admin.get(`/assets/single-files?${query}`);
      expect(reply.status, query).toBe(400);
    }
    expect((await admin.get('/assets/single-files?colour=red')).body.message).toBe('querystring/colour is not allowed');
  });

  it('lists the partner’s formats', async () => {
    const formats = await admin.get('/assets/single-files/formats');
    expect(formats.status).toBe(200);
    expect(formats.body).toEqual(['jpg', 'mp4', 'png']);
    expect((await w.su.get(`/assets/single-files/formats?partnerId=${w.acme.partnerId}`)).body).toEqual([
      'jpg',
      'mp4',
      'png',
    ]);
  });
});

describe('one, many and children', () => {
  it('answers one asset, 404 for an unknown one, 400 for a malformed id', async () => {
    const one = await admin.get(`/assets/single-files/${id.beta}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: id.beta,
      name: 'beta-banner.jpg',
      format: 'jpg',
      kind: 'image',
      dimension: '300x250',
      type: 'other',
    });
    const unknown = await admin.get('/assets/single-files/aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ASSET_NOT_FOUND);
    expect((await admin.get('/assets/single-files/not-an-id')).status).toBe(400);
  });

  it('answers many by ids, skipping unknown ones', async () => {
    const many = await admin.get(`/assets/single-files/many?ids=${id.alpha},${id.delta},aaaaaaaaaaaaaaaaaaaaaaaa`);
    expect(many.status).toBe(200);
    expect(many.body.map((a: { id: string }) => a.id).sort()).toEqual([id.alpha, id.delta].sort());
    expect((await admin.get('/assets/single-files/many')).status).toBe(400);
  });

  it('a video has its duration and a thumbnail', async () => {
    const clip = (await admin.get(`/assets/single-files/${id.delta}`)).body;
    expect(clip).toMatchObject({ kind: 'video', format: 'mp4', dimension: '320x240' });
    expect(clip.durationSeconds).toBeCloseTo(2, 0);
  });
});

describe('edits', () => {
  it(`refuses a name starting with a space: "${LEADING_SPACE}", an empty name, a bad status, too many tags, unknown fields`, async () => {
    const before = await eventCount();
    const cases: [object, string][] = [
      [{ name: ' gamma' }, LEADING_SPACE],
      [{ name: '' }, REQUIRED],
      [{ name: '   ' }, REQUIRED],
      [{ status: 'archived' }, INVALID_LIBRARY_STATUS],
      [{ tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, INVALID_TAGS],
      [{ tags: ['x'.repeat(65)] }, INVALID_TAGS],
      [{ colour: 'red' }, 'body/colour is not allowed'],
      [{ tags: 'one' }, 'body/tags must be array'],
    ];
    for (const [body, message] of cases) {
      const reply = await patch(`/assets/single-files/${id.gamma}`, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    expect(INVALID_LIBRARY_STATUS).toBe('Status must be one of new, approved, rejected');
    expect(await eventCount()).toBe(before);
    expect((await admin.get(`/assets/single-files/${id.gamma}`)).body).toMatchObject({
      name: 'gamma-icon.png',
      status: 'new',
      tags: [],
    });
  });

  it('renames (trailing spaces trimmed), tags (trimmed, deduplicated) and sets the status of one asset', async () => {
    const reply = await patch(`/assets/single-files/${id.gamma}`, {
      name: 'gamma-renamed.png  ',
      tags: [' icon ', 'icon', 'small'],
      status: 'approved',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: id.gamma,
      name: 'gamma-renamed.png',
      fullOriginalName: 'gamma-icon.png',
      tags: ['icon', 'small'],
      status: 'approved',
    });
    expect((await picker('search=renamed')).names).toEqual(['gamma-renamed.png']);
    // The same values again change nothing.
    const before = await eventCount();
    expect(
      (
        await patch(`/assets/single-files/${id.gamma}`, {
          name: 'gamma-renamed.png',
          tags: ['icon', 'small'],
          status: 'approved',
        })
      ).status,
    ).toBe(200);
    expect(await eventCount()).toBe(before);
    await patch(`/assets/single-files/${id.gamma}`, { name: 'gamma-icon.png', tags: [], status: 'new' });
  });

  it('bulk-edits tags and archives, and a bulk call naming an unknown asset changes nothing', async () => {
    const tagged = await patch('/assets/single-files', { ids: [id.beta, id.gamma], tags: ['bulk'] });
    expect(tagged.status).toBe(200);
    expect(tagged.body.map((a: { id: string; tags: string[] }) => [a.id, a.tags])).toEqual([
      [id.beta, ['bulk']],
      [id.gamma, ['bulk']],
    ]);
    const archived = await patch('/assets/single-files', { ids: [id.beta, id.gamma], archived: true });
    expect(archived.body.map((a: { archived: boolean }) => a.archived)).toEqual([true, true]);
    expect(await picker('sort=name')).toMatchObject({ total: 2, names: ['alpha-logo.png', 'delta-clip.mp4'] });
    expect((await picker('archived=true&sort=name')).names).toEqual(['beta-banner.jpg', 'gamma-icon.png']);

    const before = await eventCount();
    const refused = await patch('/assets/single-files', {
      ids: [id.beta, 'aaaaaaaaaaaaaaaaaaaaaaaa'],
      archived: false,
      tags: [],
    });
    expect(refused.status).toBe(404);
    expect(await eventCount()).toBe(before);
    expect((await admin.get(`/assets/single-files/${id.beta}`)).body).toMatchObject({ archived: true, tags: ['bulk'] });
    expect((await patch('/assets/single-files', { ids: [] })).status).toBe(400);

    const restored = await patch('/assets/single-files', { ids: [id.beta, id.gamma], archived: false, tags: [] });
    expect(restored.body.map((a: { archived: boolean; tags: string[] }) => [a.archived, a.tags])).toEqual([
      [false, []],
      [false, []],
    ]);
    expect((await picker()).total).toBe(4);
  });

  it('a bulk call naming an asset that never finished uploading changes nothing', async () => {
    const failed = await upload(admin, {}, {}, [file('never-done.png', await corruptPng(), 'image/png')]);
    const failedId = failed.body.uploadedAssets[0].tempAssetId as string;
    expect((await waitForUpload(w.t, admin, failedId)).status).toBe('FAILED');
    const before = await eventCount();
    const refused = await patch('/assets/single-files', { ids: [id.delta, failedId], tags: ['partial'] });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await eventCount(), 'the first asset was changed before the second was refused').toBe(before);
    expect((await admin.get(`/assets/single-files/${id.delta}`)).body.tags).toEqual([]);
  });

  it('archives and unarchives one asset', async () => {
    const archived = await patch(`/assets/single-files/${id.delta}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ id: id.delta, archived: true });
    expect((await picker()).names).not.toContain('delta-clip.mp4');
    expect((await picker('archived=true')).names).toEqual(['delta-clip.mp4']);
    expect((await admin.get(`/assets/single-files/${id.delta}`)).body.archived).toBe(true);
    const before = await eventCount();
    expect((await patch(`/assets/single-files/${id.delta}/archive`)).status).toBe(200);
    expect(await eventCount()).toBe(before);
    expect((await patch(`/assets/single-files/${id.delta}/unarchive`)).body.archived).toBe(false);
    expect((await picker()).total).toBe(4);
  });

  it('sets business nodes, filters the list by them, and refuses another partner’s node', async () => {
    const reply = await admin.put(`/assets/single-files/${id.beta}/business-nodes`, {
      businessNodes: [w.acme.childNodeId],
      additionalNodes: [w.acme.rootNodeId],
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ businessNodes: [w.acme.childNodeId], additionalNodes: [w.acme.rootNodeId] });
    expect((await picker(`nodeIds=${w.acme.childNodeId}`)).names).toEqual(['beta-banner.jpg']);
    const before = await eventCount();
    const foreign = await admin.put(`/assets/single-files/${id.beta}/business-nodes`, {
      businessNodes: [w.globex.rootNodeId],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(MESSAGES.businessNodeNotFound);
    expect((await admin.put(`/assets/single-files/${id.beta}/business-nodes`, { businessNodes: ['x'] })).status).toBe(
      400,
    );
    expect(await eventCount()).toBe(before);
    expect(
      (await admin.put(`/assets/single-files/${id.beta}/business-nodes`, { businessNodes: [] })).body,
    ).toMatchObject({ businessNodes: [], additionalNodes: [] });
  });
});

describe('bytes', () => {
  it('serves the original file as uploaded', async () => {
    const original = await bytesOf(`/assets/single-files/${id.alpha}/file`);
    expect(original.status).toBe(200);
    expect(original.type).toBe('image/png');
    expect(original.headers.get('content-length')).toBe(String(alphaBytes.length));
    expect(original.headers.get('content-disposition')).toBe('inline; filename=alpha-logo.png');
    expect(original.bytes.equals(alphaBytes)).toBe(true);
    const clip = await bytesOf(`/assets/single-files/${id.delta}/file`);
    expect(clip.type).toBe('video/mp4');
    const jpg = await bytesOf(`/assets/single-files/${id.beta}/file`);
    expect(jpg.type).toBe('image/jpeg');
    expect(await dimensionsOf(jpg.bytes)).toBe('300x250');
  });

  it('serves 320-pixel-wide JPEG thumbnails for pictures and videos', async () => {
    const picture = await bytesOf(`/assets/single-files/${id.alpha}/thumbnail`);
    expect(picture.type).toBe('image/jpeg');
    expect(await sharp(picture.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 160 });
    const video = await bytesOf(`/assets/single-files/${id.delta}/thumbnail`);
    expect(video.type).toBe('image/jpeg');
    expect(await sharp(video.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
  });

  it('serves a full-size cropper preview of pictures, in the format asked for', async () => {
    const preview = await bytesOf(`/assets/single-files/${id.beta}/cropper-preview`);
    expect(preview.status).toBe(200);
    expect(preview.type).toBe('image/png');
    expect(await sharp(preview.bytes).metadata()).toMatchObject({ format: 'png', width: 300, height: 250 });
    const webp = await bytesOf(`/assets/single-files/${id.alpha}/cropper-preview?format=webp`);
    expect(webp.type).toBe('image/webp');
    expect(await sharp(webp.bytes).metadata()).toMatchObject({ format: 'webp', width: 200, height: 100 });
    expect((await bytesOf(`/assets/single-files/${id.alpha}/cropper-preview?format=gif`)).status).toBe(400);
    const video = await admin.get(`/assets/single-files/${id.delta}/cropper-preview`);
    expect(video.status).toBe(422);
    expect(video.body.message).toBe('Only images can be cropped');
  });

  it('answers 404 for the bytes of an unknown asset', async () => {
    const reply = await admin.get('/assets/single-files/aaaaaaaaaaaaaaaaaaaaaaaa/file');
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe(ASSET_NOT_FOUND);
  });
});

describe('crops', () => {
  const crop = (body: object) => admin.post('/assets/single-files/crop', body);
  const area = (x: number, y: number, width: number, height: number, format = 'png') => ({
    x,
    y,
    width,
    height,
    format,
    auto: false,
  });

  it('cuts a child asset of the cropped size, listed under its parent and not in the picker by default', async () => {
    const reply = await crop({ parentId: id.alpha, crop: area(20, 10, 120, 80) });
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({
      tempAssetId: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'alpha-logo-120x80.png',
      status: 'PENDING',
    });
    const childId = reply.body.tempAssetId as string;
    expect((await waitForUpload(w.t, admin, childId)).status).toBe('DONE');

    const child = (await admin.get(`/assets/single-files/${childId}`)).body;
    expect(child).toMatchObject({
      name: 'alpha-logo-120x80.png',
      parentId: id.alpha,
      dimension: '120x80',
      format: 'png',
      tags: ['brand', 'Blue'],
      crop: area(20, 10, 120, 80),
    });
    const cut = await bytesOf(`/assets/single-files/${childId}/file`);
    expect(await dimensionsOf(cut.bytes)).toBe('120x80');

    const children = await admin.get(`/assets/single-files/list/${id.alpha}`);
    expect(children.status).toBe(200);
    expect(children.body.map((a: { id: string }) => a.id)).toEqual([childId]);
    expect((await admin.get(`/assets/single-files/list/${id.beta}`)).body).toEqual([]);
    expect((await picker()).names).not.toContain('alpha-logo-120x80.png');
    expect((await picker('isIndependent=false&search=alpha&sort=name')).names).toEqual([
      'alpha-logo-120x80.png',
      'alpha-logo.png',
    ]);
  });

  it('keeps a JPEG a JPEG with format auto, and takes a name', async () => {
    const reply = await crop({
      parentId: id.beta,
      crop: { ...area(0, 0, 300, 125), format: 'auto' },
      name: 'top-half.jpg',
    });
    expect(reply.status).toBe(202);
    expect(reply.body.name).toBe('top-half.jpg');
    expect((await waitForUpload(w.t, admin, reply.body.tempAssetId)).status).toBe('DONE');
    const cut = await bytesOf(`/assets/single-files/${reply.body.tempAssetId}/file`);
    expect(cut.type).toBe('image/jpeg');
    expect(await sharp(cut.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 125 });
  });

  it('refuses a crop outside the image, of a video, of an unknown asset, or malformed; keeping nothing', async () => {
    const before = await kept(w.t);
    for (const outside of [area(150, 0, 51, 10), area(0, 90, 10, 11), area(0, 0, 201, 100), area(200, 100, 1, 1)]) {
      const reply = await crop({ parentId: id.alpha, crop: outside });
      expect(reply.status, JSON.stringify(outside)).toBe(400);
      expect(reply.body.message).toBe('The crop must lie inside the image');
    }
    const video = await crop({ parentId: id.delta, crop: area(0, 0, 10, 10) });
    expect(video.status).toBe(422);
    expect(video.body.message).toBe('Only images can be cropped');
    const unknown = await crop({ parentId: 'aaaaaaaaaaaaaaaaaaaaaaaa', crop: area(0, 0, 10, 10) });
    expect(unknown.status).toBe(404);
    for (const bad of [
      area(-1, 0, 10, 10),
      area(0, 0, 0, 10),
      { ...area(0, 0, 10, 10), format: 'gif' },
      { x: 0, y: 0, width: 10, height: 10 },
    ]) {
      expect((await crop({ parentId: id.alpha, crop: bad })).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await kept(w.t)).toEqual(before);
  });
});
