import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { openBlobStore } from '../../commands/blob-store';
import { parseS3Url, S3BlobStore } from '../../commands/blob-store/s3-blob-store';
import { blobStoreContract } from '../support/blob-store-contract';
import { s3Engine } from '../support/external-engines';

const engine = await s3Engine();
if ('skipped' in engine) console.info(`S3 blob store contract skipped: ${engine.skipped}`);
afterAll(async () => {
  if ('url' in engine) await engine.stop();
});

describe('BLOB_STORE_URL', () => {
  it('names the bucket, endpoint, region and path style', () =>
    expect(parseS3Url('s3://varia-assets?endpoint=http://seaweedfs:8333&region=eu-west-1&forcePathStyle=true')).toEqual(
      {
        bucket: 'varia-assets',
        endpoint: 'http://seaweedfs:8333',
        region: 'eu-west-1',
        forcePathStyle: true,
      },
    ));

  it('defaults to AWS in us-east-1 with virtual-hosted buckets', () =>
    expect(parseS3Url('s3://varia-assets')).toEqual({
      bucket: 'varia-assets',
      region: 'us-east-1',
      forcePathStyle: false,
    }));

  it.each(['http://varia-assets', 's3://', 's3://bucket/folder'])('refuses %s', (bad) =>
    expect(() => parseS3Url(bad)).toThrow('BLOB_STORE_URL must look like s3://bucket'),
  );

  it('selects the S3 store when set', () =>
    expect(openBlobStore({ blobStoreUrl: 's3://varia-assets', dataDir: os.tmpdir() }).kind).toBe('s3'));
});

describe.skipIf('skipped' in engine)(
  'url' in engine ? 'S3BlobStore' : `S3BlobStore (skipped: ${engine.skipped})`,
  () => {
    blobStoreContract(async () => {
      const { bucket, ...config } = parseS3Url((engine as { url: string }).url);
      const client = new S3Client(config);
      // A fresh server has no bucket yet; an existing one answers that it is already ours.
      await client.send(new CreateBucketCommand({ Bucket: bucket })).catch((error: Error) => {
        if (!['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(error.name)) throw error;
      });
      const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'varia-s3-'));
      return {
        store: new S3BlobStore(client, bucket, tmpDir),
        config: { blobStoreUrl: (engine as { url: string }).url, dataDir: tmpDir },
        cleanup: async () => {
          client.destroy();
          await rm(tmpDir, { recursive: true, force: true });
        },
      };
    });
  },
);
