// Uploads in parts resumed within a file (platforms/cloud-storage/parts.ts, issue 22 §2), through each platform's
// official SDK against its emulator: moto's S3 server, Azurite and gcp-storage-emulator. An upload of four parts
// stopped after two (the network fails the third) leaves no object; taken up again from the handle it heartbeated,
// it sends only the third and fourth parts and the object reads back byte for byte with its source. A handle the store
// does not know (an upload completed, expired or never made) begins anew and sends every part.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { CreateBucketCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BlobServiceClient, StorageSharedKeyCredential } from '@azure/storage-blob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionConfig, StorageType } from '../../domain/cloud-storage';
import type { CloudBucket, ResumeHandle } from '../../platforms/cloud-storage/bucket';
import { PART_SIZE, putInParts } from '../../platforms/cloud-storage/parts';
import { PLATFORMS } from '../../platforms/cloud-storage/probe';
import { AZURITE_ACCOUNT, azuriteBlob, gcsEmulator, motoS3, type Emulator } from '../support/bucket-emulators';
import { bucketWithPuts, type Sent } from '../support/bucket-puts';
import { keyPair } from '../support/key-pair';

const BUCKET = 'exports';
const data = randomBytes(3 * PART_SIZE + 1234);
const signal = new AbortController().signal;
const emulators: Emulator[] = [];
afterAll(() => Promise.all(emulators.map((emulator) => emulator.stop())));

const config = (endpoint: string, more: Partial<ConnectionConfig>): ConnectionConfig => ({
  bucket: BUCKET,
  prefix: 'deliveries',
  region: null,
  endpoint,
  forcePathStyle: false,
  accessKeyId: null,
  projectId: null,
  clientEmail: null,
  accountName: null,
  ...more,
});

interface Store {
  bucket: CloudBucket;
  /** The object's bytes at the key under the prefix, null when there is none. */
  read(key: string): Promise<Buffer | null>;
}

const STORES: Record<StorageType, () => Promise<Store>> = {
  async s3() {
    const moto = await motoS3();
    emulators.push(moto);
    const credentials = { accessKeyId: 'parts', secretAccessKey: 'parts' };
    const s3 = new S3Client({ region: 'us-east-1', endpoint: moto.endpoint, forcePathStyle: true, credentials });
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
    const connectionConfig = config(moto.endpoint, { region: 'us-east-1', forcePathStyle: true, accessKeyId: 'parts' });
    return {
      bucket: PLATFORMS.s3.open({ name: 'S3', storageType: 's3', connectionConfig }, 'parts'),
      read: async (key) => {
        const object = await s3
          .send(new GetObjectCommand({ Bucket: BUCKET, Key: `deliveries/${key}` }))
          .catch((error: Error) => {
            if (error.name === 'NoSuchKey') return null;
            throw error;
          });
        return object ? Buffer.from(await object.Body!.transformToByteArray()) : null;
      },
    };
  },
  async azure() {
    const azurite = await azuriteBlob();
    emulators.push(azurite);
    const credential = new StorageSharedKeyCredential(AZURITE_ACCOUNT.accountName, AZURITE_ACCOUNT.accountKey);
    const container = new BlobServiceClient(azurite.endpoint, credential).getContainerClient(BUCKET);
    await container.create();
    const connectionConfig = config(azurite.endpoint, { accountName: AZURITE_ACCOUNT.accountName });
    return {
      bucket: PLATFORMS.azure.open(
        { name: 'Azure', storageType: 'azure', connectionConfig },
        AZURITE_ACCOUNT.accountKey,
      ),
      read: async (key) => {
        const blob = container.getBlobClient(`deliveries/${key}`);
        return (await blob.exists()) ? blob.downloadToBuffer() : null;
      },
    };
  },
  async gcs() {
    const emulator = await gcsEmulator([BUCKET]);
    emulators.push(emulator);
    const email = 'parts@test.iam.gserviceaccount.com';
    const connectionConfig = config(emulator.endpoint, { projectId: 'test', clientEmail: email });
    return {
      bucket: PLATFORMS.gcs.open({ name: 'GCS', storageType: 'gcs', connectionConfig }, keyPair(email).privateKey),
      read: async (key) => {
        const name = encodeURIComponent(`deliveries/${key}`);
        const reply = await fetch(`${emulator.endpoint}/download/storage/v1/b/${BUCKET}/o/${name}?alt=media`);
        return reply.ok ? Buffer.from(await reply.arrayBuffer()) : null;
      },
    };
  },
};

describe.each(Object.keys(STORES) as StorageType[])('uploads in parts to %s', (type) => {
  let store: Store;
  beforeAll(async () => {
    store = await STORES[type]();
  }, 240_000);

  /** Puts `data` at `key` from `resume`, the network failing the part sent after `failAfter` parts. */
  async function attempt(key: string, resume: ResumeHandle | null, failAfter = Infinity) {
    const sent: Sent[] = [];
    let handle: ResumeHandle | null = null;
    const bucket = bucketWithPuts(type, store.bucket, async (part, send) => {
      if (sent.length === failAfter) throw new Error('the network failed');
      sent.push(part);
      await send();
    });
    const put = putInParts(bucket, {
      key,
      size: data.length,
      source: 'blob:master',
      resume,
      read: async (offset) => Readable.from([data.subarray(offset, offset + 1000), data.subarray(offset + 1000)]),
      confirmed: (confirmed) => (handle = confirmed),
      signal,
    });
    const outcome = await put.then(
      ({ resumedAt }) => ({ resumedAt }),
      (error: Error) => ({ error: error.message }),
    );
    return { outcome, handle: handle as ResumeHandle | null, offsets: sent.map((s) => s.part!.offset) };
  }

  it('stopped after two parts, sends only the other two from its handle, and the object reads back whole', async () => {
    const key = 'creatives/c1/master.bin';
    const first = await attempt(key, null, 2);
    expect(first.outcome).toEqual({ error: 'the network failed' });
    expect(first.offsets).toEqual([0, PART_SIZE]);
    expect(await store.read(key)).toBeNull();

    const second = await attempt(key, first.handle);
    expect(second.outcome).toEqual({ resumedAt: 2 * PART_SIZE });
    expect(second.offsets).toEqual([2 * PART_SIZE, 3 * PART_SIZE]);
    expect(second.handle).toEqual(first.handle);
    expect((await store.read(key))?.equals(data)).toBe(true);
    expect(await store.bucket.head(key, signal)).toEqual({ size: data.length, source: 'blob:master' });
  }, 120_000);

  it('begins anew from a handle the store does not know', async () => {
    const key = 'creatives/c2/master.bin';
    const done = await attempt('creatives/c2/other.bin', null);
    expect(done.outcome).toEqual({ resumedAt: 0 });
    // The handle of an upload completed: the store no longer takes parts for it.
    const again = await attempt(key, type === 'azure' ? { blockPrefix: 'feedfacefeedface' } : done.handle);
    expect(again.outcome).toEqual({ resumedAt: 0 });
    expect(again.offsets).toEqual([0, PART_SIZE, 2 * PART_SIZE, 3 * PART_SIZE]);
    expect((await store.read(key))?.equals(data)).toBe(true);
  }, 120_000);
});
