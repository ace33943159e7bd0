// Exports of assets and templates driven end to end (issue 22 §2; spec 3 §4): asked over HTTP by a self-service admin,
// run by the app's own export workflow on the real Temporal server, written through the official SDK into moto's S3
// (IAM checks on). Each asset's stored file and each template's latest version's files are in the bucket under the
// connection's path (`<path>/assets/<id>/<name>`, `<path>/templates/<id>/<file>`), byte for byte as the blob store
// holds them; the job ends SUCCEED, its destination success and each file's upload FINISHED.
import { CreateBucketCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConceptTemplates } from '../../commands/templates';
import { expectStatus } from '../api/personalise-fixture';
import { useApiTest } from '../support/api-test';
import { motoS3, motoUser } from '../support/bucket-emulators';
import { readyConcept } from '../support/campaigns';
import { connectedStorage } from '../support/storage-connection';
import { eventually } from '../support/eventually';
import { file, pngImage, uploadedAsset } from '../support/uploads';

const BUCKET = 'acme-library';
const api = useApiTest({ config: { runWorker: true }, roles: ['SELF_SERVICE_ADMIN'] });

interface ExportReply {
  id: string;
  status: string;
  progress: number;
  destinations: { connectionId: string; state: string; files: { name: string; key: string; state: string | null }[] }[];
}

let moto: Awaited<ReturnType<typeof motoS3>>;
let s3: S3Client;
let connectionId: string;
const assets: { id: string; name: string; bytes: Buffer }[] = [];
let conceptId: string;
let templateIds: string[];

beforeAll(async () => {
  moto = await motoS3();
  const writer = await motoUser(moto.endpoint, 'acme-library', {
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: 's3:*', Resource: '*' }],
  });
  s3 = new S3Client({ region: 'us-east-1', endpoint: moto.endpoint, forcePathStyle: true, credentials: { ...writer } });
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
  await moto.enforceAuth();

  const { su, acme } = api;
  connectionId = await connectedStorage(su, {
    name: 'Acme library bucket',
    partnerId: acme.partnerId,
    nodeId: acme.childNodeId,
    connectionConfig: { bucket: BUCKET, region: 'us-east-1', endpoint: moto.endpoint, forcePathStyle: true, ...writer },
    entityTypes: ['asset', 'template'],
    path: 'library',
  });

  const admin = api.as('SELF_SERVICE_ADMIN');
  for (const [name, size] of [
    ['hero.png', [300, 250]],
    ['logo.png', [64, 48]],
  ] as const) {
    const bytes = await pngImage(...size);
    const nodeIds = JSON.stringify([acme.childNodeId]);
    assets.push({
      id: await uploadedAsset(api.t, admin, {}, file(name, bytes, 'image/png'), { nodeIds }),
      name,
      bytes,
    });
  }
  const concept = await readyConcept(su, 'Library concept', [acme.childNodeId], acme.partnerId);
  conceptId = concept.conceptId;
  templateIds = Object.values(concept.templates);
}, 240_000);
afterAll(() => moto?.stop());

/** Asks for the export over HTTP and waits for its workflow to end it; answers the export as read then. */
async function exported(entityType: 'asset' | 'template', entityIds: string[]): Promise<ExportReply> {
  const admin = api.as('SELF_SERVICE_ADMIN');
  const asked = expectStatus(
    await admin.post<ExportReply>('/exports', { entityType, entityIds, connectionIds: [connectionId] }),
    201,
  ).body;
  expect(asked.status).toBe('IN_PROGRESS');
  expect(asked.destinations.map((d) => d.state)).toEqual(['notsend']);
  let done: ExportReply | undefined;
  await eventually(async () => {
    done = expectStatus(await admin.get<ExportReply>(`/exports/${asked.id}`), 200).body;
    expect(done.status).not.toBe('IN_PROGRESS');
  }, 90_000);
  return done!;
}

async function objectBytes(key: string): Promise<Buffer> {
  const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

async function blobBytes(blobKey: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await api.t.system.deps.blobs.open(blobKey)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('exports of assets and templates to cloud storage', () => {
  it("delivers the selected assets' files into the bucket under the connection's path", async () => {
    const done = await exported(
      'asset',
      assets.map((a) => a.id),
    );
    expect([done.status, done.progress]).toEqual(['SUCCEED', 100]);
    const [destination] = done.destinations;
    expect(destination!.state).toBe('success');
    expect(destination!.files.map((f) => [f.key, f.state])).toEqual(
      assets.map((a) => [`library/assets/${a.id}/${a.name}`, 'FINISHED']),
    );
    for (const asset of assets) {
      expect((await objectBytes(`library/assets/${asset.id}/${asset.name}`)).equals(asset.bytes)).toBe(true);
    }
  }, 120_000);

  it("delivers the templates' latest versions' files into the bucket under the connection's path", async () => {
    const done = await exported('template', templateIds);
    expect([done.status, done.progress]).toEqual(['SUCCEED', 100]);
    const [destination] = done.destinations;
    expect(destination!.state).toBe('success');
    // Each template's files, as its latest version holds them, one key each under the template's folder.
    const { templates } = await loadConceptTemplates({ store: api.t.system.deps.store }, conceptId);
    const expected = templateIds.flatMap((id) =>
      templates[id]!.files.map((path) => ({
        key: `library/templates/${id}/${path}`,
        blob: `${templates[id]!.storage}/${path}`,
      })),
    );
    expect(expected.length).toBeGreaterThanOrEqual(templateIds.length);
    expect(destination!.files.map((f) => [f.key, f.state])).toEqual(expected.map((e) => [e.key, 'FINISHED']));
    for (const { key, blob } of expected) expect((await objectBytes(key)).equals(await blobBytes(blob))).toBe(true);
  }, 120_000);
});
