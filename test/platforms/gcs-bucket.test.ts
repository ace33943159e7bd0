// The Google Cloud Storage bucket adapter (platforms/cloud-storage/gcs.ts, issue 22 §2) through the official SDK
// against gcp-storage-emulator from PyPI: a small file and a larger one are written under the connector's prefix
// and read back whole, head answers their size and the source an export records (and null for a key never written),
// list passes, remove deletes (uploads in parts: bucket-parts.test.ts). The emulator checks no credentials (the JWT
// the adapter signs with the key goes unread): its refusals are test/api/cloud-storage-gcs.test.ts's, through a
// front that checks them.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gcsPlatform } from '../../platforms/cloud-storage/gcs';
import type { CloudBucket } from '../../platforms/cloud-storage/bucket';
import { gcsEmulator, type Emulator } from '../support/bucket-emulators';
import { keyPair } from '../support/key-pair';

const BUCKET = 'exports';
let emulator: Emulator;
let bucket: CloudBucket;
const signal = new AbortController().signal;

const objectAt = async (name: string) => {
  const reply = await fetch(
    `${emulator.endpoint}/download/storage/v1/b/${BUCKET}/o/${encodeURIComponent(name)}?alt=media`,
  );
  return reply.ok ? Buffer.from(await reply.arrayBuffer()) : null;
};

beforeAll(async () => {
  emulator = await gcsEmulator([BUCKET]);
  bucket = gcsPlatform.open(
    {
      name: 'Acme GCS',
      storageType: 'gcs',
      connectionConfig: {
        bucket: BUCKET,
        prefix: 'deliveries/',
        region: null,
        endpoint: emulator.endpoint,
        forcePathStyle: false,
        accessKeyId: null,
        projectId: 'test',
        clientEmail: 'exports@test.iam.gserviceaccount.com',
        accountName: null,
      },
    },
    keyPair('exports@test.iam.gserviceaccount.com').privateKey,
  );
}, 240_000);
afterAll(() => emulator?.stop());

describe('the GCS bucket adapter against gcp-storage-emulator', () => {
  it('writes files under the prefix, heads, lists and removes them', async () => {
    await bucket.list(signal);
    expect(await bucket.head('creatives/c1/content.json', signal)).toBeNull();

    await bucket.put('creatives/c1/content.json', Buffer.from('{"a":1}'), signal, 'blob:abc');
    expect(await bucket.head('creatives/c1/content.json', signal)).toEqual({ size: 7, source: 'blob:abc' });
    expect((await objectAt('deliveries/creatives/c1/content.json'))?.toString()).toBe('{"a":1}');

    const big = randomBytes(3 * 1024 * 1024);
    await bucket.put('creatives/c1/master.bin', big, signal, 'blob:big');
    expect(await bucket.head('creatives/c1/master.bin', signal)).toEqual({ size: big.length, source: 'blob:big' });
    expect((await objectAt('deliveries/creatives/c1/master.bin'))?.equals(big)).toBe(true);

    await bucket.remove('creatives/c1/content.json', signal);
    expect(await bucket.head('creatives/c1/content.json', signal)).toBeNull();
    expect(await objectAt('deliveries/creatives/c1/content.json')).toBeNull();
  }, 120_000);
});
