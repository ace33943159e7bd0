// Cloud storage connectors (issue 22 §2; spec 3 §2, §3, §7): super users create, read, update, test and delete them;
// every other role is refused; the secret is sealed at rest, never in an event, a row or an answer in clear, and
// shredded with its connector. Test connection is a real probe through the platform's SDK against local emulators
// (moto's S3 with its IAM checks on, Azurite), with a message in words for each way it fails.
import { S3Client, CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { BlobServiceClient, StorageSharedKeyCredential } from '@azure/storage-blob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudStorageSecretOwner, CLOUD_STORAGE_SECRET } from '../../commands/cloud-storage';
import { PROBE_MESSAGES } from '../../platforms/cloud-storage/probe';
import { freePort } from '../../runtime/free-port';
import { useApiTest } from '../support/api-test';
import { AZURITE_ACCOUNT, azuriteBlob, motoS3, motoUser, type Emulator } from '../support/bucket-emulators';
import { internalAdmin } from '../support/fixtures';

const api = useApiTest({ roles: ['SELF_SERVICE_ADMIN', 'MANAGER'], globex: [] });
const BUCKET = 'varia-deliveries';
const eventsHead = async () => (await api.t.system.deps.store.headPosition()) ?? 0;

let moto: Emulator;
let azurite: Emulator;
let writer: { accessKeyId: string; secretAccessKey: string };
let reader: { accessKeyId: string; secretAccessKey: string };

beforeAll(async () => {
  const s3 = await motoS3();
  moto = s3;
  writer = await motoUser(s3.endpoint, 'varia-writer', {
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: 's3:*', Resource: '*' }],
  });
  // A user with a valid key but no policy: AWS denies it everything.
  reader = await motoUser(s3.endpoint, 'varia-nobody', null);
  const admin = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: writer,
  });
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
  await s3.enforceAuth();
  azurite = await azuriteBlob();
  const service = new BlobServiceClient(
    azurite.endpoint,
    new StorageSharedKeyCredential(AZURITE_ACCOUNT.accountName, AZURITE_ACCOUNT.accountKey),
  );
  await service.getContainerClient(BUCKET).create();
}, 240_000);

afterAll(async () => {
  await moto?.stop();
  await azurite?.stop();
});

const s3Config = (overrides: Record<string, unknown> = {}) => ({
  bucket: BUCKET,
  prefix: 'exports',
  region: 'us-east-1',
  endpoint: moto.endpoint,
  forcePathStyle: true,
  accessKeyId: writer.accessKeyId,
  secretAccessKey: writer.secretAccessKey,
  ...overrides,
});
const s3Connector = (overrides: Record<string, unknown> = {}) => ({
  name: 'Acme deliveries',
  storageType: 's3',
  connectionConfig: s3Config(overrides),
});
const azureConfig = (overrides: Record<string, unknown> = {}) => ({
  bucket: BUCKET,
  endpoint: azurite.endpoint,
  accountName: AZURITE_ACCOUNT.accountName,
  accountKey: AZURITE_ACCOUNT.accountKey,
  ...overrides,
});

/** Every text the event store and the read model hold for the connector. */
async function storedText(id: string): Promise<string> {
  const { pool } = api.t.system.deps;
  const events = await pool.query<{ text: string }>(
    `SELECT string_agg(data::text, ' ') AS text FROM es_event WHERE stream_id = $1`,
    [`CloudStorage-${id}`],
  );
  const rows = await pool.query<{ text: string }>(
    `SELECT row_to_json(c)::text AS text FROM cloud_storage c WHERE id = $1`,
    [id],
  );
  return `${events.rows[0]?.text ?? ''} ${rows.rows[0]?.text ?? ''}`;
}

describe('cloud storage connectors', () => {
  it('super creates, reads, updates and deletes; the secret is sealed, answered only as set, shredded at delete', async () => {
    const created = await api.su.post('/cloud-storage', { ...s3Connector(), partnerId: api.acme.partnerId });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({
      _id: id,
      __v: 0,
      partnerId: api.acme.partnerId,
      storageType: 's3',
      isConnected: false,
      error: null,
      connectionConfig: { bucket: BUCKET, accessKeyId: writer.accessKeyId, secretSet: true, accountName: null },
    });
    const secret = writer.secretAccessKey;
    expect(JSON.stringify(created.body)).not.toContain(secret);
    expect(JSON.stringify((await api.su.get('/cloud-storage')).body)).not.toContain(secret);
    // The spec's query as written (a query string holds text, not a JSON boolean).
    const full = await api.su.get('/cloud-storage?fullPayload=true');
    expect(full.status).toBe(200);
    expect(JSON.stringify(full.body)).not.toContain(secret);
    expect(
      (await api.su.get(`/cloud-storage?partnerId=${api.acme.partnerId}`)).body.map((c: { id: string }) => c.id),
    ).toContain(id);
    expect(
      (await api.su.get(`/cloud-storage?partnerId=${api.globex.partnerId}`)).body.map((c: { id: string }) => c.id),
    ).not.toContain(id);
    const stored = await storedText(id);
    expect(stored).toContain('ciphertext');
    expect(stored).not.toContain(secret);
    const { rows } = await api.t.system.deps.pool.query('SELECT secret FROM cloud_storage WHERE id = $1', [id]);
    const { secrets } = api.t.system.deps;
    expect(await secrets.open(cloudStorageSecretOwner(id), CLOUD_STORAGE_SECRET, rows[0].secret)).toBe(secret);

    // The kept connector passes its test, which is recorded; an update without the secret keeps it.
    expect((await api.su.post(`/cloud-storage/${id}/test-connection`, {})).body).toEqual({
      isConnected: true,
      error: null,
    });
    expect((await api.su.get(`/cloud-storage/${id}`)).body).toMatchObject({ isConnected: true, error: null, __v: 1 });
    const { secretAccessKey: _s, ...keptSecret } = s3Config();
    const renamed = await api.su.put(`/cloud-storage/${id}`, {
      name: 'Acme archive',
      storageType: 's3',
      connectionConfig: { ...keptSecret, secretSet: true },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Acme archive', __v: 2, isConnected: false });
    expect((await api.su.post(`/cloud-storage/${id}/test-connection`, {})).body.isConnected).toBe(true);

    // A wrong secret is kept (sealed) and the next test says why it fails.
    const wrong = await api.su.put(`/cloud-storage/${id}`, s3Connector({ secretAccessKey: 'not-the-secret' }));
    expect(wrong.status).toBe(200);
    const failed = await api.su.post(`/cloud-storage/${id}/test-connection`, {});
    expect(failed.body).toEqual({ isConnected: false, error: PROBE_MESSAGES.credentials });
    expect((await api.su.get(`/cloud-storage/${id}`)).body).toMatchObject({
      isConnected: false,
      error: PROBE_MESSAGES.credentials,
    });

    expect((await api.su.delete(`/cloud-storage/${id}`)).status).toBe(200);
    const gone = await api.su.get(`/cloud-storage/${id}`);
    expect([gone.status, gone.body.message]).toEqual([404, 'Cloud storage not found']);
    await expect(secrets.open(cloudStorageSecretOwner(id), CLOUD_STORAGE_SECRET, rows[0].secret)).rejects.toThrow(
      'shredded',
    );
  });

  it('test connection probes S3 and says in words why it fails', async () => {
    const probe = async (overrides: Record<string, unknown>) =>
      (
        await api.su.post('/cloud-storage/test-connection', {
          storageType: 's3',
          connectionConfig: s3Config(overrides),
        })
      ).body;
    const before = await eventsHead();
    expect(await probe({})).toEqual({ isConnected: true, error: null });
    expect(await probe({ secretAccessKey: 'not-the-secret' })).toEqual({
      isConnected: false,
      error: PROBE_MESSAGES.credentials,
    });
    expect(await probe({ accessKeyId: 'AKIAUNKNOWNKEY000000' })).toEqual({
      isConnected: false,
      error: PROBE_MESSAGES.credentials,
    });
    expect(await probe(reader)).toEqual({ isConnected: false, error: PROBE_MESSAGES.access });
    expect(await probe({ bucket: 'no-such-bucket' })).toEqual({
      isConnected: false,
      error: PROBE_MESSAGES.notFound('no-such-bucket'),
    });
    // TLS spoken to a plain HTTP port, and a port nobody listens on.
    const tls = await probe({ endpoint: moto.endpoint.replace('http:', 'https:') });
    expect(tls.error).toMatch(/^The TLS connection to the storage failed: /);
    const closed = await probe({ endpoint: `http://127.0.0.1:${await freePort()}` });
    expect(closed.error).toMatch(/^The storage could not be reached: ECONNREFUSED/);
    // The probe key is gone again; the unsaved tests wrote nothing.
    const listed = await new S3Client({
      region: 'us-east-1',
      endpoint: moto.endpoint,
      forcePathStyle: true,
      credentials: writer,
    }).send(new ListObjectsV2Command({ Bucket: BUCKET }));
    expect(listed.KeyCount ?? 0).toBe(0);
    expect(await eventsHead()).toBe(before);
  });

  it('test connection probes Azure Blob through its SDK', async () => {
    const probe = async (overrides: Record<string, unknown>) =>
      (
        await api.su.post('/cloud-storage/test-connection', {
          storageType: 'azure',
          connectionConfig: azureConfig(overrides),
        })
      ).body;
    expect(await probe({})).toEqual({ isConnected: true, error: null });
    expect(await probe({ accountKey: Buffer.from('not the key').toString('base64') })).toEqual({
      isConnected: false,
      error: PROBE_MESSAGES.credentials,
    });
    expect(await probe({ bucket: 'no-such-container' })).toEqual({
      isConnected: false,
      error: PROBE_MESSAGES.notFound('no-such-container'),
    });
  });

  it('refuses every other role, and bad input with a clear 400 writing nothing', async () => {
    const created = await api.su.post('/cloud-storage', s3Connector());
    expect(created.status).toBe(201);
    expect(created.body.partnerId).toBeNull();
    const admin = await internalAdmin(api.t, api.su);
    for (const [who, client] of [
      ['ADMIN', admin.client],
      ['SELF_SERVICE_ADMIN', api.as('SELF_SERVICE_ADMIN')],
      ['MANAGER', api.as('MANAGER')],
    ] as const) {
      const attempts = [
        await client.get('/cloud-storage'),
        await client.get(`/cloud-storage/${created.body.id}`),
        await client.post('/cloud-storage', s3Connector()),
        await client.put(`/cloud-storage/${created.body.id}`, s3Connector()),
        await client.post('/cloud-storage/test-connection', { storageType: 's3', connectionConfig: s3Config() }),
        await client.post(`/cloud-storage/${created.body.id}/test-connection`, {}),
        await client.delete(`/cloud-storage/${created.body.id}`),
      ];
      for (const reply of attempts)
        expect([who, reply.status, reply.body.message]).toEqual([who, 403, 'Wrong user roles']);
    }
    expect((await api.t.client().get('/cloud-storage')).status).toBe(401);

    const before = await eventsHead();
    const cases: [unknown, number, string][] = [
      [s3Connector({ bucket: ' ' }), 400, 'The bucket is required'],
      [s3Connector({ bucket: 'Not_A_Bucket' }), 400, 'The bucket name is not one the platform accepts'],
      [s3Connector({ secretAccessKey: undefined }), 400, 'The secret access key is required'],
      [s3Connector({ region: null }), 400, 'The region is required'],
      [s3Connector({ endpoint: 'ftp://example.com' }), 400, 'The endpoint must be an http or https URL'],
      [{ ...s3Connector(), storageType: 'dropbox' }, 400, 'storageType'],
      [{ ...s3Connector(), partnerId: 'ffffffffffffffffffffffff' }, 404, 'Partner not found'],
      [{ ...s3Connector(), name: '' }, 400, ''],
      [
        { name: 'Azure', storageType: 'azure', connectionConfig: azureConfig({ accountName: '' }) },
        400,
        'account name',
      ],
    ];
    for (const [body, status, message] of cases) {
      const reply = await api.su.post('/cloud-storage', body);
      expect([reply.status, reply.body.message]).toEqual([status, expect.stringContaining(message)]);
    }
    expect(await eventsHead()).toBe(before);
    const missing = await api.su.post('/cloud-storage/ffffffffffffffffffffffff/test-connection', {});
    expect([missing.status, missing.body.message]).toEqual([404, 'Cloud storage not found']);
  });
});
