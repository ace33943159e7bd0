// The export workflow (workflows/export) on the run's real Temporal server, driven by the real commands on the real
// product's database and blob store, writing through the official SDKs into moto's S3 (IAM checks on) and Azurite. A
// campaign's creatives, with a 6 MB file beside their content (multipart), reach both buckets and read back whole,
// with the bell told started and finished; an export interrupted as a killed worker leaves it (one file uploaded but
// not recorded, one half written) finishes uploading nothing twice and missing nothing; a file gone from the blob
// store fails alone, and the bell says 'Failed to export {entity} to {destination}'. And a worker process killed
// (SIGKILL) mid-export, its destination taken up by another worker once its heartbeats are missed: every file reaches
// the bucket whole, none that was there at the kill is written again, each is recorded FINISHED once. How an export
// ended also reaches the subscribers of its nodes and of the nodes above them, and no one else. A large file goes in
// parts; a worker killed mid-file leaves its upload's handle in a heartbeat, and the next sends only the parts the
// bucket does not hold.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { BlobServiceClient, StorageSharedKeyCredential } from '@azure/storage-blob';
import { defaultPayloadConverter } from '@temporalio/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCatalogue } from '../../api/export-catalogue';
import type { CommandContext } from '../../commands/context';
import { recordExportStep, requestExport, type ExportCatalogue } from '../../commands/exports';
import type { StorageType } from '../../domain/cloud-storage';
import { exportKey, type ExportFacts } from '../../domain/export';
import { PART_SIZE } from '../../platforms/cloud-storage/parts';
import { PLATFORMS } from '../../platforms/cloud-storage/probe';
import {
  exportWorkflowId,
  FILE_GONE,
  sourceOf,
  type ExportDeps,
  type UploadProgress,
} from '../../workflows/export/activities';
import { endpointNotPublic } from '../../workflows/shared/public-endpoint';
import { exportStarter, type ExportStarter } from '../../workflows/export/starters';
import { startExportWorker } from '../../workflows/export/worker';
import type { RunningWorker } from '../../workflows/runtime/worker';
import type { TemporalRuntime } from '../../workflows/runtime/temporal';
import { expectStatus, newVariant } from '../api/personalise-fixture';
import { startTestApp, type TestApp } from '../support/app';
import { AZURITE_ACCOUNT, azuriteBlob, motoS3, motoUser, type Emulator } from '../support/bucket-emulators';
import { withPuts, type Sent } from '../support/bucket-puts';
import { eventually } from '../support/eventually';
import { caughtUp } from '../support/uploads';
import { inviteAndAccept, partnerFixture, type PartnerFixture } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { formatRows, screenshotCampaign } from '../support/screenshots';
import { testTaskQueue, testTemporal } from '../support/temporal';
import { workerProcess } from '../support/worker-process';
import { subscribersConcerned } from '../../projections/business-tree/subscribers';

const BUCKET = 'exports';
const BIG = 'exports-test/master.bin';
const GONE = 'exports-test/gone.bin';

let t: TestApp;
let su: HttpClient;
let acme: PartnerFixture;
let moto: Awaited<ReturnType<typeof motoS3>>;
let azurite: Emulator;
let env: TemporalRuntime;
let worker: RunningWorker;
let starter: ExportStarter;
let s3: S3Client;
let writer: { accessKeyId: string; secretAccessKey: string };
let campaignId: string;
let formatIds: string[];
let big: Buffer;
/** Every whole put the workers' buckets were asked for: `type:key`. */
const puts: string[] = [];
/** Every part of an upload in parts the workers' buckets were sent. */
const parts: Sent[] = [];
/** Extra files the steered catalogue adds to the first creative. */
let extra: { name: string; blobKey: string; bytes: number }[] = [];

const counting = withPuts(async (sent, send) => {
  if (sent.part) parts.push(sent);
  else puts.push(`${sent.type}:${sent.key}`);
  await send();
});

/** An export worker in this process on the test's app, its buckets counted, trusting the emulators' loopback. */
const countingWorker = (taskQueue: string, more: Partial<ExportDeps> = {}) =>
  startExportWorker(env, taskQueue, {
    commands: { store: t.system.deps.store },
    blobs: t.system.deps.blobs,
    secrets: t.system.deps.secrets,
    subscribersOf: (concerned) => subscribersConcerned(t.system.deps.pool, concerned),
    buckets: counting,
    allowPrivateLinks: true,
    ...more,
  });

const context = (): CommandContext => ({
  actor: { userId: acme.users.SELF_SERVICE_ADMIN!.id, role: 'SELF_SERVICE_ADMIN', partnerId: acme.partnerId },
  correlationId: 'export-test',
  now: () => new Date(),
});

async function connect(name: string, storageType: StorageType, connectionConfig: object, path: string) {
  const storageId = expectStatus(
    await su.post('/cloud-storage', { name, storageType, partnerId: acme.partnerId, connectionConfig }),
    201,
  ).body.id as string;
  const connections = expectStatus(
    await su.post(`/business-nodes/${acme.childNodeId}/cloud-storage-connection`, {
      storageId,
      entityTypes: ['creative'],
      path,
    }),
    201,
  ).body as { connectionId: string; storageId: string }[];
  return connections.find((c) => c.storageId === storageId)!.connectionId;
}

let toS3: string;
let toAzure: string;
let toS3Again: string;

function catalogue(): ExportCatalogue {
  const real = exportCatalogue(t.system.deps);
  return {
    ...real,
    files: async (...args) => {
      const found = await real.files(...args);
      const first = found.get(formatIds[0]!)!;
      first.files.unshift(...extra.map(({ name, blobKey, bytes }) => ({ name, source: { blobKey }, bytes })));
      return found;
    },
  };
}

async function ask(connectionIds: string[]) {
  const { exportId } = await requestExport(
    { store: t.system.deps.store, lookups: t.system.deps.lookups },
    context(),
    { entityType: 'creative', entityIds: formatIds, connectionIds, campaignId },
    catalogue(),
  );
  const events = await t.system.deps.store.readStream(`Export-${exportId}`);
  return { exportId, facts: events[0]!.data as unknown as ExportFacts };
}

async function run(exportId: string) {
  await starter.start({ exportId });
  return starter.result({ exportId });
}

const eventsOf = async (exportId: string) =>
  (await t.system.deps.store.readStream(`Export-${exportId}`)).map((e) => ({
    type: e.type,
    data: e.data as { fileId?: string; connectionId?: string; skipped?: boolean; reason?: string },
  }));

const noticesOf = async (exportId: string) =>
  (
    await t.system.deps.pool.query<{ kind: string; message: string }>(
      'SELECT kind, message FROM notification WHERE request_id = $1 ORDER BY position',
      [exportId],
    )
  ).rows;

async function s3Object(key: string) {
  const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return { bytes: Buffer.from(await object.Body!.transformToByteArray()), metadata: object.Metadata };
}

/** moto's S3 with the bucket and a user who may write it, its IAM checks on from then. */
async function startS3() {
  moto = await motoS3();
  writer = await motoUser(moto.endpoint, 'acme-deliveries', {
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: 's3:*', Resource: '*' }],
  });
  s3 = new S3Client({ region: 'us-east-1', endpoint: moto.endpoint, forcePathStyle: true, credentials: { ...writer } });
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
  await moto.enforceAuth();
}

async function startAzure() {
  azurite = await azuriteBlob();
  const credential = new StorageSharedKeyCredential(AZURITE_ACCOUNT.accountName, AZURITE_ACCOUNT.accountKey);
  await new BlobServiceClient(azurite.endpoint, credential).getContainerClient(BUCKET).create();
}

async function startApp() {
  t = await startTestApp();
  su = await t.superClient();
  acme = await partnerFixture(t, su, ['SELF_SERVICE_ADMIN', 'MANAGER']);
}

beforeAll(async () => {
  // Side by side: each takes seconds to start and none needs another. All settle before a failure is thrown, so
  // afterAll stops whatever did start.
  const started = await Promise.allSettled([
    startApp(),
    startS3(),
    startAzure(),
    testTemporal().then((temporal) => (env = temporal)),
  ]);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  const taskQueue = testTaskQueue('exports');
  worker = await countingWorker(taskQueue, { heartbeatTimeoutMs: 10_000 });
  starter = exportStarter(env.client, taskQueue);

  const s3Config = { bucket: BUCKET, region: 'us-east-1', endpoint: moto.endpoint, forcePathStyle: true, ...writer };
  toS3 = await connect('Acme S3', 's3', { ...s3Config, secretAccessKey: writer.secretAccessKey }, 'deliveries');
  toAzure = await connect(
    'Acme Azure',
    'azure',
    { bucket: BUCKET, endpoint: azurite.endpoint, ...AZURITE_ACCOUNT },
    '',
  );
  toS3Again = await connect('Acme S3 again', 's3', { ...s3Config, prefix: 'again' }, 'retried');

  const campaign = await screenshotCampaign(su, acme, 'Exports');
  campaignId = campaign.campaignId;
  const variantId = await newVariant(su, campaign.treePath, 'Summer');
  formatIds = (await formatRows(su, campaign.treePath, variantId)).map((f) => f.id);
  big = randomBytes(6 * 1024 * 1024);
  await t.system.deps.blobs.put(BIG, Readable.from(big));
  extra = [{ name: 'master.bin', blobKey: BIG, bytes: big.length }];
}, 480_000);

afterAll(async () => {
  await worker?.stop();
  await env?.close();
  await moto?.stop();
  await azurite?.stop();
  await t?.close();
});

describe('the export workflow', () => {
  it('delivers creatives to S3 and Azure, which read back whole, and tells the bell', async () => {
    const { exportId, facts } = await ask([toS3, toAzure]);
    expect(facts.files.map((f) => f.name)).toEqual(['master.bin', 'content.json', 'content.json']);
    expect(await run(exportId)).toBe('SUCCEED');

    const master = await s3Object(`deliveries/creatives/${formatIds[0]}/master.bin`);
    expect(master.bytes.equals(big)).toBe(true);
    expect(master.metadata).toEqual({ variasource: sourceOf(facts.files[0]!) });
    const content = JSON.parse((await s3Object(`deliveries/creatives/${formatIds[1]}/content.json`)).bytes.toString());
    expect(content).toMatchObject({ creativeId: formatIds[1], variant: 'Summer', approved: null });
    const container = new BlobServiceClient(
      azurite.endpoint,
      new StorageSharedKeyCredential(AZURITE_ACCOUNT.accountName, AZURITE_ACCOUNT.accountKey),
    ).getContainerClient(BUCKET);
    const azureMaster = await container.getBlobClient(`creatives/${formatIds[0]}/master.bin`).downloadToBuffer();
    expect(azureMaster.equals(big)).toBe(true);

    const events = await eventsOf(exportId);
    expect(events.filter((e) => e.type === 'ExportFileUploaded')).toHaveLength(6);
    expect(events.filter((e) => e.type === 'ExportFileUploaded').every((e) => e.data.skipped === false)).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'ExportFinished', data: { status: 'SUCCEED' } });
    // The 6 MB file goes to each bucket in two parts, never whole.
    expect(puts.filter((p) => p.endsWith('master.bin'))).toEqual([]);
    expect(parts.map((p) => `${p.type}@${p.part!.offset}`).sort()).toEqual(
      ['azure@0', `azure@${PART_SIZE}`, 's3@0', `s3@${PART_SIZE}`].sort(),
    );
    await eventually(async () =>
      expect((await noticesOf(exportId)).map((n) => n.kind)).toEqual(['exportStarted', 'exportFinished']),
    );
    await eventually(async () => {
      const read = expectStatus(await su.get(`/exports/${exportId}`), 200).body;
      expect(read).toMatchObject({ status: 'SUCCEED', progress: 100 });
      expect(read.destinations.map((d: { state: string }) => d.state)).toEqual(['success', 'success']);
    });
  }, 120_000);

  it("tells the subscribers of the campaign's node and of the nodes above it how it ended, and no one else", async () => {
    // A subscriber of the parent (root) node, and a user of the campaign's node who subscribed to nothing.
    const subscriber = await inviteAndAccept(t, su, acme.partnerId, acme.rootNodeId, 'MANAGER');
    const stranger = acme.users.MANAGER!;
    expectStatus(await su.put(`/business-nodes/${acme.rootNodeId}`, { subscribers: [subscriber.id] }), 200);
    try {
      const { exportId } = await ask([toS3]);
      expect(await run(exportId)).toBe('SUCCEED');
      const noticesFor = async (client: HttpClient) =>
        (expectStatus(await client.get('/notifications'), 200).body as { requestId: string; kind: string }[])
          .filter((n) => n.requestId === exportId)
          .map((n) => n.kind);
      // The asker hears it start and end; the subscriber how it ended only.
      await eventually(async () => expect(await noticesFor(subscriber.client)).toEqual(['exportFinished']));
      expect((await noticesFor(acme.users.SELF_SERVICE_ADMIN!.client)).sort()).toEqual([
        'exportFinished',
        'exportStarted',
      ]);
      expect(await noticesFor(stranger.client)).toEqual([]);
    } finally {
      expectStatus(await su.put(`/business-nodes/${acme.rootNodeId}`, { subscribers: [] }), 200);
    }
  }, 120_000);

  it('after a killed worker, uploads nothing twice and misses nothing', async () => {
    const { exportId, facts } = await ask([toS3Again]);
    const [master, content] = facts.files;
    const at = new Date().toISOString();
    const step = (command: Parameters<typeof recordExportStep>[3]) =>
      recordExportStep({ store: t.system.deps.store }, facts, 'killed-worker', command);
    // The killed worker had begun both, written the first whole without recording it, and half of the second.
    const bucket = PLATFORMS.s3.open(
      {
        name: 'Acme S3 again',
        storageType: 's3',
        connectionConfig: {
          bucket: BUCKET,
          prefix: 'again',
          region: 'us-east-1',
          endpoint: moto.endpoint,
          forcePathStyle: true,
          accessKeyId: writer.accessKeyId,
          projectId: null,
          clientEmail: null,
          accountName: null,
        },
      },
      writer.secretAccessKey,
    );
    const keyOf = (file: typeof master) => exportKey('retried', 'creative', file!.entityId, file!.name);
    const signal = new AbortController().signal;
    await bucket.put(keyOf(master), big, signal, sourceOf(master!));
    await bucket.put(keyOf(content), Buffer.from('{"half'), signal, sourceOf(content!));
    await step({ type: 'StartUpload', connectionId: toS3Again, fileId: master!.fileId, at });
    await step({ type: 'StartUpload', connectionId: toS3Again, fileId: content!.fileId, at });
    puts.length = 0;

    expect(await run(exportId)).toBe('SUCCEED');
    // The whole one is found and kept; the half one and the one never begun are written, each once.
    expect(puts.sort()).toEqual([`s3:${keyOf(content)}`, `s3:${keyOf(facts.files[2])}`].sort());
    const events = await eventsOf(exportId);
    const of = (type: string) => events.filter((e) => e.type === type).map((e) => e.data.fileId);
    expect(of('ExportUploadStarted').sort()).toEqual(facts.files.map((f) => f.fileId).sort());
    expect(of('ExportFileUploaded').sort()).toEqual(facts.files.map((f) => f.fileId).sort());
    expect(events.find((e) => e.type === 'ExportFileUploaded' && e.data.fileId === master!.fileId)?.data.skipped).toBe(
      true,
    );
    const written = await s3Object(`again/${keyOf(content)}`);
    expect(JSON.parse(written.bytes.toString())).toMatchObject({ creativeId: formatIds[0] });
  }, 120_000);

  it("fails a file gone from the blob store alone, and the bell says the spec's words", async () => {
    extra = [{ name: 'gone.bin', blobKey: GONE, bytes: 5 }];
    // The catalogue found it a moment ago; it is gone by the upload's turn.
    await t.system.deps.blobs.put(GONE, Readable.from(Buffer.from('gone!')));
    const { exportId } = await ask([toS3]);
    await t.system.deps.blobs.delete(GONE);
    expect(await run(exportId)).toBe('FAILED');
    const events = await eventsOf(exportId);
    expect(events.filter((e) => e.type === 'ExportFileFailed').map((e) => e.data.reason)).toEqual([FILE_GONE]);
    expect(events.filter((e) => e.type === 'ExportFileUploaded')).toHaveLength(2);
    await eventually(async () =>
      expect(await noticesOf(exportId)).toEqual([
        { kind: 'exportStarted', message: 'Exporting 2 creatives to one cloud storage.' },
        { kind: 'exportFailed', message: 'Failed to export 2 creatives to Acme S3' },
      ]),
    );
    await eventually(async () => {
      const read = expectStatus(await su.get(`/exports/${exportId}`), 200).body;
      expect(read).toMatchObject({ status: 'FAILED', progress: 100, destinations: [{ state: 'failed' }] });
      expect(read.destinations[0].files[0]).toMatchObject({ name: 'gone.bin', state: 'FAILED', reason: FILE_GONE });
    });
  }, 120_000);

  it('fails a destination whose endpoint is not a public address, where private networks are not trusted', async () => {
    const queue = testTaskQueue('exports-public-only');
    const guarded = await countingWorker(queue, { allowPrivateLinks: false });
    try {
      extra = [];
      puts.length = 0;
      const { exportId, facts } = await ask([toS3]);
      const guardedStarter = exportStarter(env.client, queue);
      await guardedStarter.start({ exportId });
      expect(await guardedStarter.result({ exportId })).toBe('FAILED');
      const refused = endpointNotPublic(new URL(moto.endpoint).hostname);
      const failed = (await eventsOf(exportId)).filter((e) => e.type === 'ExportFileFailed');
      expect(failed.map((e) => e.data.reason)).toEqual(facts.files.map(() => refused));
      expect(puts).toEqual([]);
    } finally {
      await guarded.stop();
    }
  }, 120_000);

  it('a rebuild of the exports read model gives the rows the live projection built', async () => {
    const snapshot = async () => {
      const tables = ['cloud_export', 'cloud_export_upload'];
      const read = (table: string) => t.system.deps.pool.query(`SELECT * FROM ${table} ORDER BY ${table}::text`);
      return Promise.all(tables.map(async (table) => (await read(table)).rows));
    };
    await caughtUp(t);
    const live = await snapshot();
    expect(live.every((rows) => rows.length > 0)).toBe(true);
    await t.system.runner.rebuild('exports');
    expect(await snapshot()).toEqual(live);
  });
});

describe('a worker killed mid-export', () => {
  const HEARTBEAT_TIMEOUT_MS = 5_000;
  // Else the export's next workflow task waits Temporal's 10 s on the killed worker's sticky queue.
  const STICKY_QUEUE_TIMEOUT_MS = 2_000;
  const queues = { killed: testTaskQueue('exports-killed'), midFile: testTaskQueue('exports-killed-mid-file') };
  /** Each test's worker process, on its own task queue. */
  let workers: Record<keyof typeof queues, Promise<ChildProcess>>;
  const ready: ChildProcess[] = [];

  const exportWorker = async (taskQueue: string, putDelayMs: number) => {
    const child = await workerProcess('export', {
      config: t.config,
      putDelayMs,
      heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
      stickyQueueTimeoutMs: STICKY_QUEUE_TIMEOUT_MS,
      address: env.address,
      namespace: env.namespace,
      taskQueue,
    });
    ready.push(child);
    return child;
  };

  // Both processes load side by side (seconds each); the second waits idle on its own queue for its test.
  beforeAll(() => {
    workers = {
      killed: exportWorker(queues.killed, 700),
      // A part a second: the server has the upload's handle from a heartbeat before half the file is sent.
      midFile: exportWorker(queues.midFile, 1_000),
    };
  });
  afterAll(() => {
    for (const child of ready) child.kill('SIGKILL');
  });

  /** Another worker takes up the killed one's destination and the export succeeds; what it sent is counted afresh. */
  async function finishOnNextWorker(taskQueue: string, killedStarter: ExportStarter, exportId: string) {
    puts.length = 0;
    parts.length = 0;
    const next = await countingWorker(taskQueue);
    try {
      expect(await killedStarter.result({ exportId })).toBe('SUCCEED');
    } finally {
      await next.stop();
    }
  }

  /** The objects under the prefix that are whole: their key and size. */
  async function objects(prefix: string) {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${prefix}/` }));
    return new Map((listed.Contents ?? []).map((o) => [o.Key!.slice(prefix.length + 1), o.Size ?? 0]));
  }

  it('leaves every file in the bucket once, whole', async () => {
    const taskQueue = queues.killed;
    const s3Config = { bucket: BUCKET, region: 'us-east-1', endpoint: moto.endpoint, forcePathStyle: true, ...writer };
    const toKilled = await connect('Acme S3 killed', 's3', { ...s3Config, prefix: 'killed' }, '');
    const files = Array.from({ length: 8 }, (_, i) => ({ name: `part-${i}.bin`, bytes: randomBytes(1024 * 1024) }));
    for (const file of files) await t.system.deps.blobs.put(`exports-test/${file.name}`, Readable.from(file.bytes));
    extra = files.map((f) => ({ name: f.name, blobKey: `exports-test/${f.name}`, bytes: f.bytes.length }));
    const { exportId, facts } = await ask([toKilled]);
    const killedStarter = exportStarter(env.client, taskQueue);

    const child = await workers.killed;
    await killedStarter.start({ exportId });
    // Killed once it delivered some, with others still to go.
    await eventually(async () => {
      const uploaded = (await eventsOf(exportId)).filter((e) => e.type === 'ExportFileUploaded');
      expect(uploaded.length).toBeGreaterThanOrEqual(2);
    }, 60_000);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const atKill = await objects('killed');
    expect(atKill.size).toBeLessThan(facts.files.length);

    await finishOnNextWorker(taskQueue, killedStarter, exportId);
    // What was whole in the bucket at the kill is not written again; everything else is, once.
    const keyOf = (file: ExportFacts['files'][number]) => exportKey('', 'creative', file.entityId, file.name);
    expect(puts.filter((p) => atKill.has(p.slice('s3:'.length)))).toEqual([]);
    expect(new Set(puts).size).toBe(puts.length);
    const after = await objects('killed');
    for (const file of facts.files) expect(after.get(keyOf(file))).toBe(file.bytes);
    const part = await s3Object(`killed/${keyOf(facts.files[3]!)}`);
    expect(part.bytes.equals(files[3]!.bytes)).toBe(true);
    const uploaded = (await eventsOf(exportId))
      .filter((e) => e.type === 'ExportFileUploaded')
      .map((e) => e.data.fileId);
    expect(uploaded.sort()).toEqual(facts.files.map((f) => f.fileId).sort());
  }, 300_000);
  it('killed mid-file, sends only the parts the bucket does not hold', async () => {
    const taskQueue = queues.midFile;
    const s3Config = { bucket: BUCKET, region: 'us-east-1', endpoint: moto.endpoint, forcePathStyle: true, ...writer };
    const toMidFile = await connect('Acme S3 mid-file', 's3', { ...s3Config, prefix: 'mid-file' }, '');
    const master = randomBytes(8 * PART_SIZE);
    await t.system.deps.blobs.put('exports-test/mid-file.bin', Readable.from(master));
    extra = [{ name: 'master.bin', blobKey: 'exports-test/mid-file.bin', bytes: master.length }];
    const { exportId, facts } = await ask([toMidFile]);
    const key = `mid-file/${exportKey('', 'creative', facts.files[0]!.entityId, 'master.bin')}`;
    const killedStarter = exportStarter(env.client, taskQueue);

    const child = await workers.midFile;
    await killedStarter.start({ exportId });
    const handle = env.client.workflow.getHandle(exportWorkflowId({ exportId }));
    await eventually(async () => {
      const { raw } = await handle.describe();
      const details = raw.pendingActivities?.[0]?.heartbeatDetails?.payloads?.[0];
      const progress = details ? defaultPayloadConverter.fromPayload<UploadProgress>(details) : null;
      expect(progress?.resume).toBeTruthy();
      expect(progress?.offset).toBeGreaterThanOrEqual(2 * PART_SIZE);
    }, 60_000);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // What the bucket holds of the file at the kill: its upload's parts, each whole.
    const { Uploads } = await s3.send(new ListMultipartUploadsCommand({ Bucket: BUCKET, Prefix: key }));
    expect(Uploads).toHaveLength(1);
    const held = await s3.send(new ListPartsCommand({ Bucket: BUCKET, Key: key, UploadId: Uploads![0]!.UploadId }));
    const heldBytes = (held.Parts ?? []).reduce((sum, part) => sum + (part.Size ?? 0), 0);
    expect(heldBytes).toBeGreaterThanOrEqual(2 * PART_SIZE);
    expect(heldBytes).toBeLessThan(master.length);

    await finishOnNextWorker(taskQueue, killedStarter, exportId);
    // The next worker sent the parts from where the bucket's ended, each once, and nothing of the file whole.
    const sent = parts.filter((p) => p.key === key.slice('mid-file/'.length)).map((p) => p.part!);
    expect(sent.map((p) => p.offset)).toEqual(
      Array.from({ length: (master.length - heldBytes) / PART_SIZE }, (_, i) => heldBytes + i * PART_SIZE),
    );
    expect(heldBytes + sent.reduce((sum, p) => sum + p.bytes, 0)).toBe(master.length);
    expect(puts.filter((p) => p.endsWith('master.bin'))).toEqual([]);
    expect((await s3Object(key)).bytes.equals(master)).toBe(true);
    const uploaded = (await eventsOf(exportId)).filter((e) => e.type === 'ExportFileUploaded');
    expect(uploaded.map((e) => e.data.fileId).sort()).toEqual(facts.files.map((f) => f.fileId).sort());
  }, 300_000);
});
