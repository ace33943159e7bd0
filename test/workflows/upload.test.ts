// The upload workflow on the real Temporal test server, driven through the real product.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAsset, workflowStep } from '../../commands/assets';
import { freePort } from '../../runtime/free-port';
import { renderTaskQueueOf } from '../../runtime/config';
import { startLocalTemporal, type LocalTemporal } from '../../workflows/runtime/local-server';
import { FFMPEG, runTool } from '../../workflows/media/tools';
import { useApiTest } from '../support/api-test';
import { entryId } from '../../workflows/upload/process-step';
import { startUploadWorker } from '../../workflows/upload/worker';
import { startTestApp, type TestApp } from '../support/app';
import { createPartner } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { file, pngImage, upload as uploadFiles, zipOf } from '../support/uploads';

const w = useApiTest({ config: { runWorker: true } });
let partnerId: string;
const files: Record<string, Buffer> = {};

async function upload(client: HttpClient, name: string, bytes: Buffer, type: string): Promise<string> {
  const reply = await uploadFiles(client, { partnerId, uid: 'wf' }, {}, [file(name, bytes, type)]);
  expect(reply.status).toBe(202);
  return reply.body.uploadedAssets[0].tempAssetId;
}

async function finished(app: TestApp, assetId: string) {
  await app.system.deps.uploads.result(assetId);
  await app.system.runner.waitFor(await app.system.deps.store.headPosition());
  return (await w.su.get(`/assets/single-files/uploads/${assetId}`)).body;
}

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'varia-media-'));
  files.png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  const video = path.join(dir, 'clip.mp4');
  await runTool(FFMPEG, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=10',
    '-t',
    '2',
    '-pix_fmt',
    'yuv420p',
    video,
  ]);
  files.mp4 = await readFile(video);
  await rm(dir, { recursive: true, force: true });
  partnerId = await createPartner(w.su);
});

describe('upload workflow', () => {
  it('records a good image with its format, dimensions and thumbnail', async () => {
    const id = await upload(w.su, 'hero.png', files.png!, 'image/png');
    expect(await finished(w.t, id)).toMatchObject({ status: 'DONE', assetId: id, loaded: files.png!.length });
    const asset = (await w.su.get(`/assets/single-files/${id}`)).body;
    expect(asset).toMatchObject({
      format: 'png',
      kind: 'image',
      dimension: '800x600',
      size: files.png!.length,
      type: 'other',
    });
    const thumb = await fetch(`${w.t.baseUrl}${asset.thumbLocation}`, { headers: { cookie: w.su.cookieHeader() } });
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(320);
  });

  it('records a good video with its dimensions, duration and a thumbnail', async () => {
    const id = await upload(w.su, 'clip.mp4', files.mp4!, 'video/mp4');
    expect((await finished(w.t, id)).status).toBe('DONE');
    const asset = (await w.su.get(`/assets/single-files/${id}`)).body;
    expect(asset).toMatchObject({ format: 'mp4', kind: 'video', dimension: '320x240' });
    expect(asset.durationSeconds).toBeCloseTo(2, 0);
    expect(asset.thumbLocation).not.toBeNull();
  });

  it('fails a corrupt file with the spec message, keeping nothing in the library', async () => {
    const id = await upload(w.su, 'broken.png', Buffer.from('this is not a png at all'), 'image/png');
    const item = await finished(w.t, id);
    expect(item).toMatchObject({
      status: 'FAILED',
      data: { errors: ['We could not process your file. Please try again.'] },
    });
    expect((await w.su.get(`/assets/single-files/${id}`)).status).toBe(404);
  });

  it('merges a duplicate into the asset already in the library', async () => {
    const bytes = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const first = await upload(w.su, 'one.png', bytes, 'image/png');
    await finished(w.t, first);
    const second = await upload(w.su, 'two.png', bytes, 'image/png');
    expect(await finished(w.t, second)).toMatchObject({
      status: 'MERGED',
      assetId: first,
      message: '1 asset with the same data was already uploaded.',
    });
    const library = (await w.su.get(`/assets/single-files?partnerId=${partnerId}&search=.png&limit=100`)).body;
    expect(
      library.results.filter(
        (a: { hash: string }) => a.hash === library.results.find((r: { id: string }) => r.id === first).hash,
      ),
    ).toHaveLength(1);
  });
});

describe('a product restart in the middle of processing', () => {
  let temporal: LocalTemporal;
  let dataDir: string;
  afterAll(async () => {
    await temporal?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the upload once, on a fresh local Temporal that remembers nothing', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-restart-'));
    // First life: no worker, so the upload stays where the test leaves it.
    const before = await startTestApp({ dataDir, runWorker: false });
    const client = await before.superClient();
    partnerId = await createPartner(client);
    const id = await upload(client, 'restart.png', files.png!, 'image/png');
    // What a worker did before the crash: took the upload on, stored its bytes, began processing.
    const deps = before.system.deps;
    const commands = { store: deps.store };
    const asset = await loadAsset(commands, id);
    if (asset.status === 'none' || asset.source.kind !== 'file') throw new Error('unexpected upload');
    await workflowStep(commands, asset, { type: 'StartUpload' });
    const location = `assets/${partnerId}/${id}/restart.png`;
    const stored = await deps.blobs.copy(asset.source.stagingKey, location);
    const started = await workflowStep(commands, asset, {
      type: 'StartProcessing',
      location,
      size: stored.size,
      hash: stored.sha256,
      format: 'png',
    });
    await before.system.runner.waitFor(started.position!);
    expect((await client.get(`/assets/single-files/uploads/${id}`)).body.status).toBe('PROCESSING');
    const databaseUrl = before.config.databaseUrl;
    await before.close();

    // Second life: a new local Temporal knows no workflow; the boot reconciler restarts the upload.
    temporal = await startLocalTemporal(dataDir, () => undefined, { uiPort: await freePort() });
    const after = await startTestApp({ dataDir, databaseUrl, temporalAddress: temporal.address, runWorker: true });
    try {
      await after.system.deps.uploads.result(id);
      await after.system.runner.waitFor(await after.system.deps.store.headPosition());
      w.su = await after.superClient();
      expect((await w.su.get(`/assets/single-files/uploads/${id}`)).body.status).toBe('DONE');
      const { rows } = await after.system.deps.pool.query(
        `SELECT type FROM es_event WHERE stream_id = $1 AND type IN ('AssetUploaded', 'AssetProcessingStarted', 'AssetUploadStarted')`,
        [`Asset-${id}`],
      );
      expect(rows.map((r) => r.type).sort()).toEqual(['AssetProcessingStarted', 'AssetUploadStarted', 'AssetUploaded']);
      const library = (await w.su.get(`/assets/single-files?partnerId=${partnerId}&limit=100`)).body;
      expect(library.results.filter((a: { id: string }) => a.id === id)).toHaveLength(1);
      expect(library.total).toBe(1);
    } finally {
      await after.close();
    }
  });
});

describe('a zip whose entries the boot reconciler has started already', () => {
  it('is EXPANDED all the same, and each entry is DONE once: an entry already started is no failure', async () => {
    // No worker yet: the zip's workflow waits, and the entries' workflows are started before it gets to them, as the
    // boot reconciler would start entries the read model shows unfinished.
    const app = await startTestApp({ runWorker: false });
    try {
      const client = await app.superClient();
      const partner = await createPartner(client);
      const zip = await zipOf({ 'one.png': await pngImage(), 'two.png': await pngImage() });
      const reply = await uploadFiles(client, { partnerId: partner }, { unzip: 'true' }, [
        file('pack.zip', zip, 'application/zip'),
      ]);
      expect(reply.status).toBe(202);
      const zipId = reply.body.uploadedAssets[0].tempAssetId as string;
      const entries = [entryId(zipId, 0), entryId(zipId, 1)];
      const uploads = app.system.deps.uploads;
      for (const entry of entries) expect(await uploads.start(entry)).toBe('started');
      // Each entry's first step fails until the zip has requested it, and is tried again.
      const { deps } = app.system;
      const worker = await startUploadWorker(app.system.temporal, renderTaskQueueOf(app.config), {
        commands: { store: deps.store },
        blobs: deps.blobs,
        live: deps.live,
        allowPrivateLinks: true,
      });
      try {
        expect(await uploads.result(zipId)).toBe('EXPANDED');
        expect(await Promise.all(entries.map((entry) => uploads.result(entry)))).toEqual(['DONE', 'DONE']);
      } finally {
        await worker.stop();
      }
      const { rows } = await deps.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM es_event WHERE stream_id = ANY($1) AND type = 'AssetUploaded'`,
        [entries.map((entry) => `Asset-${entry}`)],
      );
      expect(rows[0]!.n).toBe(2);
    } finally {
      await app.close();
    }
  }, 120_000);
});
