// POST /assets/remove-image-background {url} and GET …/{id}/no-background (spec 1 §7, spec 3 §4, §8; issue 23 §4):
// a product shot on a plain background loses it (corners transparent, the object opaque), a crop with
// isBackgroundRemoved cuts the PNG without background, and the refusals: roles, another partner's asset, urls that are
// not our image files, and a video, which keeps nothing.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_NOT_REMOVED_YET } from '../../api/routes/assets/crop';
import { NOT_AN_ASSET_FILE } from '../../api/routes/assets/remove-background';
import { BACKGROUND_NOT_REMOVED } from '../../domain/asset/rules';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import { useApiTest } from '../support/api-test';
import type { HttpClient } from '../support/http';
import { cookieOf, file, kept, mp4Video, pngImage, uploadedAsset, waitForUpload } from '../support/uploads';

const w = useApiTest({
  config: { runWorker: true },
  roles: ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_REVIEWER', 'MANAGER'],
  globex: ['SELF_SERVICE_ADMIN'],
});
const PATH = '/assets/remove-image-background';
const fileUrl = (id: string, what = 'file') => `/api/v1/assets/single-files/${id}/${what}`;

/** A 400x300 JPEG: a red disc with a dark square on it, on a plain light grey background. */
const productShot = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#eeeeee"/>' +
        '<circle cx="200" cy="150" r="90" fill="#c0392b"/><rect x="170" y="120" width="60" height="60" fill="#2c3e50"/></svg>',
    ),
  )
    .jpeg({ quality: 95 })
    .toBuffer();

/** The RGBA of a PNG, with a reader of one pixel. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
  return { width: info.width, height: info.height, format: (await sharp(png).metadata()).format, at };
}

const bytesOf = async (client: HttpClient, path: string) => {
  const response = await fetch(`${w.t.baseUrl}/api/v1${path}`, { headers: { cookie: cookieOf(client)! } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};

let admin: HttpClient;
const id = { shot: '', other: '', plain: '', video: '', globex: '' };

beforeAll(async () => {
  admin = w.as('SELF_SERVICE_ADMIN');
  id.shot = await uploadedAsset(w.t, admin, {}, file('shot.jpg', await productShot(), 'image/jpeg'));
  id.other = await uploadedAsset(
    w.t,
    admin,
    {},
    file(
      'other.jpg',
      await sharp(await productShot())
        .flop()
        .jpeg()
        .toBuffer(),
      'image/jpeg',
    ),
  );
  id.plain = await uploadedAsset(w.t, admin, {}, file('plain.png', await pngImage(), 'image/png'));
  id.video = await uploadedAsset(w.t, admin, {}, file('clip.mp4', await mp4Video(), 'video/mp4'));
  const globex = w.globex.users.SELF_SERVICE_ADMIN!.client;
  id.globex = await uploadedAsset(w.t, globex, {}, file('globex.jpg', await productShot(), 'image/jpeg'));
}, 120_000);

describe('background removal', () => {
  it('makes the plain background transparent and keeps the object, served as a PNG of the same size', async () => {
    const reply = await admin.post(PATH, { url: fileUrl(id.shot) });
    expect([reply.status, reply.body]).toEqual([200, { success: true, key: `no-background/${id.shot}.png` }]);

    const served = await bytesOf(admin, `/assets/single-files/${id.shot}/no-background`);
    expect([served.status, served.type]).toEqual([200, 'image/png']);
    const image = await pixels(served.bytes);
    expect([image.format, image.width, image.height]).toEqual(['png', 400, 300]);
    for (const [x, y] of [
      [0, 0],
      [399, 0],
      [0, 299],
      [399, 299],
      [20, 150],
    ] as const)
      expect(image.at(x, y)[3], `alpha at ${x},${y}`).toBeLessThan(10);
    for (const [x, y] of [
      [200, 150],
      [200, 80],
      [140, 150],
    ] as const)
      expect(image.at(x, y)[3], `alpha at ${x},${y}`).toBeGreaterThan(245);
    // The object keeps its colours: the red disc stays red.
    const [r, g, b] = image.at(200, 80);
    expect([r! > 170, g! < 80, b! < 80]).toEqual([true, true, true]);
  });

  it('takes the cropper preview’s url too, as a path or on this host, to a self-service reviewer', async () => {
    const reviewer = w.as('SELF_SERVICE_REVIEWER');
    const preview = await reviewer.post(PATH, {
      url: `${w.t.baseUrl}${fileUrl(id.other, 'cropper-preview')}?format=png`,
    });
    expect([preview.status, preview.body.key]).toEqual([200, `no-background/${id.other}.png`]);
    expect((await bytesOf(reviewer, `/assets/single-files/${id.other}/no-background`)).status).toBe(200);
  });

  it('crops the image without background into a PNG child when isBackgroundRemoved', async () => {
    const reply = await admin.post('/assets/single-files/crop', {
      parentId: id.shot,
      crop: { x: 0, y: 0, width: 200, height: 150, format: 'auto', auto: false, isBackgroundRemoved: true },
    });
    expect([reply.status, reply.body.name]).toEqual([202, 'shot-200x150.png']);
    expect((await waitForUpload(w.t, admin, reply.body.tempAssetId)).status).toBe('DONE');
    const child = await pixels((await bytesOf(admin, `/assets/single-files/${reply.body.tempAssetId}/file`)).bytes);
    expect([child.format, child.width, child.height]).toEqual(['png', 200, 150]);
    expect(child.at(0, 0)[3]).toBeLessThan(10);
    expect(child.at(199, 149)[3]).toBeGreaterThan(245);
  });

  it('refuses a crop without background of an image whose background was never removed', async () => {
    const reply = await admin.post('/assets/single-files/crop', {
      parentId: id.plain,
      crop: { x: 0, y: 0, width: 10, height: 10, format: 'png', auto: false, isBackgroundRemoved: true },
    });
    expect([reply.status, reply.body.message]).toEqual([422, BACKGROUND_NOT_REMOVED_YET]);
  });

  it(`answers 422 "${BACKGROUND_NOT_REMOVED}" for a video, keeping nothing`, async () => {
    const before = await kept(w.t);
    const reply = await admin.post(PATH, { url: fileUrl(id.video) });
    expect([reply.status, reply.body.code, reply.body.message]).toEqual([
      422,
      'UNPROCESSABLE_ENTITY',
      BACKGROUND_NOT_REMOVED,
    ]);
    expect(await w.t.system.deps.blobs.stat(`no-background/${id.video}.png`)).toBeNull();
    expect(await kept(w.t)).toEqual(before);
    expect((await admin.get(`/assets/single-files/${id.video}/no-background`)).status).toBe(404);
  });

  it('refuses urls that are not one of our image files, and a missing url, with 400', async () => {
    for (const url of [
      `https://elsewhere.example${fileUrl(id.shot)}`,
      fileUrl(id.shot, 'thumbnail'),
      `/api/v1/assets/single-files/${id.shot}`,
      'http://[not a url',
    ]) {
      const reply = await admin.post(PATH, { url });
      expect([url, reply.status, reply.body.message]).toEqual([url, 400, NOT_AN_ASSET_FILE]);
    }
    expect((await admin.post(PATH, {})).status).toBe(400);
  });

  it('is refused to roles outside the cropper’s, and on another partner’s asset', async () => {
    const manager = await w.as('MANAGER').post(PATH, { url: fileUrl(id.shot) });
    expect([manager.status, manager.body.message]).toEqual([403, WRONG_ROLES_MESSAGE]);
    const globex = w.globex.users.SELF_SERVICE_ADMIN!.client;
    const foreign = await globex.post(PATH, { url: fileUrl(id.other) });
    expect([foreign.status, foreign.body.message]).toEqual([403, MESSAGES.accessDenied]);
    expect((await globex.get(`/assets/single-files/${id.shot}/no-background`)).status).toBe(403);
    const theirs = await admin.post(PATH, { url: fileUrl(id.globex) });
    expect(theirs.status).toBe(403);
    expect(await w.t.system.deps.blobs.stat(`no-background/${id.globex}.png`)).toBeNull();
  });
});
