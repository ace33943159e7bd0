// The local Temporal is a real server with its history on disk: an upload's workflow outlives a restart of the
// product on the same DATA_DIR, and the restarted product does not run the upload again.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../runtime/free-port';
import { startTestApp, type TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { createPartner } from '../support/fixtures';
import { file, upload } from '../support/uploads';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-restart-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The product as `npm start` runs it: its own local Temporal under DATA_DIR, the worker in process. */
async function startProduct(databaseUrl?: string): Promise<TestApp> {
  return startTestApp({
    dataDir,
    temporalAddress: null,
    temporalUiPort: await freePort(),
    runWorker: true,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
}

async function uploadEvents(app: TestApp, assetId: string): Promise<string[]> {
  const { rows } = await app.system.deps.pool.query(
    `SELECT type FROM es_event WHERE stream_id = $1 ORDER BY position`,
    [`Asset-${assetId}`],
  );
  return rows.map((row: { type: string }) => row.type);
}

describe('an upload on the local Temporal CLI server, across a restart', { timeout: 180_000 }, () => {
  it('is still known to Temporal as completed, and is not run again', async () => {
    const first = await startProduct();
    expect(first.system.temporal.kind).toBe('temporal-cli');
    const uiUrl = first.system.temporal.uiUrl!;
    expect(uiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await first.client().get('/health')).body.workflowEngine).toEqual({
      kind: 'temporal-cli',
      uiUrl,
      ok: true,
    });
    expect((await fetch(uiUrl)).status).toBe(200);
    const databaseUrl = first.config.databaseUrl!;
    let assetId: string;
    let eventsBefore: string[];
    try {
      const client = await first.superClient();
      const partnerId = await createPartner(client);
      const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#36c' } })
        .png()
        .toBuffer();
      const reply = await upload(client, { partnerId, uid: 'restart' }, {}, [file('restart.png', png, 'image/png')]);
      expect(reply.status).toBe(202);
      assetId = reply.body.uploadedAssets[0].tempAssetId;
      await first.system.deps.uploads.result(assetId);
      // The head read waits for older transactions anywhere on the run's Postgres: poll the row instead.
      await eventually(async () =>
        expect((await client.get(`/assets/single-files/uploads/${assetId}`)).body.status).toBe('DONE'),
      );
      eventsBefore = await uploadEvents(first, assetId);
    } finally {
      await first.close();
    }

    const second = await startProduct(databaseUrl);
    try {
      const handle = second.system.temporal.client.workflow.getHandle(`upload-${assetId}`);
      expect((await handle.describe()).status.name).toBe('COMPLETED');
      expect(eventsBefore).toContain('AssetUploaded');
      expect(await uploadEvents(second, assetId)).toEqual(eventsBefore);
    } finally {
      await second.close();
    }
  });
});
