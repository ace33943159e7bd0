// The local bucket (runtime/local-bucket.ts, issue 22 §5) and the demo's connector to it (demo/local-bucket.ts). The
// product runs as `npm start` does on the embedded defaults (its own Postgres under its DATA_DIR, no
// ALLOW_PRIVATE_LINKS), the workers in process; Temporal is the run's. The system starts gcp-storage-emulator beside
// it, with the bucket made; the supervisor brings it back on the same port after a kill -9, its objects kept on disk;
// it stops with the product. The demo's connector says it is simulated, passes its test connection although its
// endpoint is on loopback (the local bucket's exact origin is trusted, another loopback port is still refused), and a
// creative exported through it lands in the emulator's bucket.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../demo/api-client';
import { LOCAL_CONNECTOR_NAME, LOCAL_CONNECTOR_PATH, seedLocalBucket } from '../../demo/local-bucket';
import type { CloudStorage } from '../../domain/cloud-storage/answers';
import { freePort } from '../../runtime/free-port';
import { LOCAL_BUCKET_NAME, startLocalBucket } from '../../runtime/local-bucket';
import { accepts } from '../../runtime/server-process';
import { endpointNotPublic } from '../../workflows/shared/public-endpoint';
import { startTestApp, SUPER, type TestApp } from '../support/app';
import { childPids, procFile } from '../support/child-processes';
import { eventually } from '../support/eventually';
import { partnerFixture, type PartnerFixture } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { formatRows, screenshotCampaign } from '../support/screenshots';
import { expectStatus, newVariant } from './personalise-fixture';

let t: TestApp;
let su: HttpClient;
let acme: PartnerFixture;
const lines: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ databaseUrl: null, allowPrivateLinks: false, runWorker: true });
  su = await t.superClient();
  acme = await partnerFixture(t, su, ['SELF_SERVICE_ADMIN']);
}, 240_000);
afterAll(() => t?.close());

const local = () => t.system.deps.localBucket!;
const portOf = (endpoint: string) => Number(new URL(endpoint).port);
const bucketAnswers = async (endpoint: string) =>
  (await fetch(`${endpoint}/storage/v1/b/${LOCAL_BUCKET_NAME}`).catch(() => null))?.status === 200;
const objectAt = async (endpoint: string, name: string) => {
  const reply = await fetch(
    `${endpoint}/download/storage/v1/b/${LOCAL_BUCKET_NAME}/o/${encodeURIComponent(name)}?alt=media`,
  );
  return reply.ok ? reply.text() : null;
};

/** The emulator's PIDs among this process's children: the one whose environment roots it in `dir`. */
const emulatorPids = (dir: string) =>
  childPids().filter(
    (pid) =>
      procFile(pid, 'cmdline').includes('gcp_storage_emulator') &&
      procFile(pid, 'environ').split('\0').includes(`STORAGE_BASE=${dir}`),
  );

describe('the local bucket on the embedded defaults', () => {
  it('runs beside the embedded Postgres, on loopback, with its bucket made', async () => {
    expect(t.system.deps.databaseEmbedded).toBe(true);
    expect(local()).toEqual({
      endpoint: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      bucket: LOCAL_BUCKET_NAME,
      ready: expect.any(Promise),
    });
    // Ready: it listens and its supervisor watches it. A kill while the start still polled its port would be a failed
    // start, not a death the supervisor answers (seen in CI, where the poll lagged behind the first answer).
    await local().ready;
    expect(await bucketAnswers(local().endpoint)).toBe(true);
  }, 90_000);

  it('comes back on the same port after a kill -9, its objects kept', async () => {
    const dir = path.join(t.config.dataDir, 'local-bucket');
    const put = await fetch(
      `${local().endpoint}/upload/storage/v1/b/${LOCAL_BUCKET_NAME}/o?uploadType=media&name=kept.txt`,
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'kept across a crash' },
    );
    expect(put.status).toBe(200);
    const [pid] = emulatorPids(dir);
    expect(pid).toBeDefined();
    // The leader of its own process group: a terminal's Ctrl-C to the product's group does not reach it.
    expect(Number(procFile(pid!, 'stat').split(') ')[1]!.split(' ')[2])).toBe(pid);
    process.kill(pid!, 'SIGKILL');
    await eventually(() => expect(emulatorPids(dir).filter((p) => p !== pid)).toHaveLength(1), 30_000);
    await eventually(async () => expect(await bucketAnswers(local().endpoint)).toBe(true), 30_000);
    expect(await objectAt(local().endpoint, 'kept.txt')).toBe('kept across a crash');
  }, 90_000);
});

describe("the demo's connector to it", () => {
  let storage: CloudStorage;

  it('is made shared, says it is simulated, passes its test connection and takes the nodes’ exports', async () => {
    const api = new ApiClient(t.baseUrl);
    await api.post('/auth/login', { username: SUPER.email, password: SUPER.password });
    await seedLocalBucket({ api, log: (line) => lines.push(line) }, local(), [acme.childNodeId]);
    const storages = expectStatus(await su.get<CloudStorage[]>('/cloud-storage'), 200).body;
    storage = storages.find((c) => c.name === LOCAL_CONNECTOR_NAME)!;
    expect(storage.name).toMatch(/simulated/i);
    expect(storage).toMatchObject({
      partnerId: null,
      storageType: 'gcs',
      isConnected: true,
      error: null,
      connectionConfig: { bucket: LOCAL_BUCKET_NAME, endpoint: local().endpoint, secretSet: true },
    });
    const connections = expectStatus(
      await su.get<{ storageId: string; entityTypes: string[]; path: string }[]>(
        `/business-nodes/${acme.childNodeId}/cloud-storage-connections`,
      ),
      200,
    ).body;
    expect(connections).toEqual([
      expect.objectContaining({
        storageId: storage.id,
        entityTypes: ['asset', 'creative', 'template'],
        path: LOCAL_CONNECTOR_PATH,
      }),
    ]);
    // Run again, it adds nothing.
    await seedLocalBucket({ api, log: (line) => lines.push(line) }, local(), [acme.childNodeId]);
    expect((await su.get<CloudStorage[]>('/cloud-storage')).body.filter((c) => c.name === storage.name)).toHaveLength(
      1,
    );
  }, 60_000);

  it('trusts only the local bucket’s own origin: another loopback port is still refused', async () => {
    const other = `http://127.0.0.1:${await freePort()}`;
    const tested = await su.post('/cloud-storage/test-connection', {
      storageType: 'gcs',
      connectionConfig: {
        bucket: LOCAL_BUCKET_NAME,
        endpoint: other,
        projectId: 'p',
        clientEmail: 'e@p.iam.gserviceaccount.com',
        privateKey: 'k',
      },
    });
    expect(tested.body).toEqual({ isConnected: false, error: endpointNotPublic('127.0.0.1') });
  });

  it('delivers an exported creative into the emulator’s bucket', async () => {
    const campaign = await screenshotCampaign(su, acme, 'Local bucket export');
    const variantId = await newVariant(su, campaign.treePath, 'Harbour');
    const formatIds = (await formatRows(su, campaign.treePath, variantId)).map((f) => f.id);
    const [connection] = (
      await su.get<{ connectionId: string }[]>(`/business-nodes/${acme.childNodeId}/cloud-storage-connections`)
    ).body;
    const admin = acme.users.SELF_SERVICE_ADMIN!.client;
    const asked = expectStatus(
      await admin.post<{ id: string }>('/exports', {
        entityType: 'creative',
        entityIds: [formatIds[0]],
        connectionIds: [connection!.connectionId],
        campaignId: campaign.campaignId,
      }),
      201,
    ).body;
    await eventually(
      async () => expect((await admin.get<{ status: string }>(`/exports/${asked.id}`)).body.status).toBe('SUCCEED'),
      120_000,
    );
    const content = await objectAt(local().endpoint, `${LOCAL_CONNECTOR_PATH}/creatives/${formatIds[0]}/content.json`);
    expect(JSON.parse(content!)).toMatchObject({ creativeId: formatIds[0], variant: 'Harbour' });
  }, 180_000);
});

describe('the local bucket on its own', () => {
  it('keeps its port for the next start, where its bucket exists already, and is gone once stopped', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-local-bucket-'));
    const logged: string[] = [];
    try {
      const first = await startLocalBucket(dataDir, (line) => logged.push(line));
      await first.ready;
      expect(
        logged.some((l) => /^local bucket \(gcp-storage-emulator==[\d.]+, simulated .*\) listening$/.test(l)),
      ).toBe(true);
      await first.stop();
      expect(await accepts(portOf(first.endpoint))).toBe(false);
      // The bucket exists already at the second start.
      const second = await startLocalBucket(dataDir, () => undefined);
      expect(second.endpoint).toBe(first.endpoint);
      await second.ready;
      expect(await bucketAnswers(second.endpoint)).toBe(true);
      await second.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
