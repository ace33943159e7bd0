// S3 and S3-compatible stores (an endpoint, path-style addressing) through @aws-sdk/client-s3: one attempt per call,
// bounded by the caller's signal.
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BucketPlatform, BucketRefusal } from './bucket';
import { keyUnder } from './bucket';

const REFUSALS: Record<string, BucketRefusal> = {
  InvalidAccessKeyId: 'credentials',
  SignatureDoesNotMatch: 'credentials',
  InvalidToken: 'credentials',
  ExpiredToken: 'credentials',
  AccessDenied: 'access',
  AllAccessDisabled: 'access',
  NoSuchBucket: 'notFound',
};

export const s3Platform: BucketPlatform = {
  open({ connectionConfig: c }, secret) {
    const client = new S3Client({
      region: c.region ?? 'us-east-1',
      ...(c.endpoint ? { endpoint: c.endpoint } : {}),
      forcePathStyle: c.forcePathStyle,
      credentials: { accessKeyId: c.accessKeyId ?? '', secretAccessKey: secret },
      maxAttempts: 1,
    });
    const Bucket = c.bucket;
    return {
      async list(abortSignal) {
        await client.send(new ListObjectsV2Command({ Bucket, Prefix: c.prefix, MaxKeys: 1 }), { abortSignal });
      },
      async put(key, body, abortSignal) {
        const Key = keyUnder(c.prefix, key);
        if (Buffer.isBuffer(body))
          await client.send(new PutObjectCommand({ Bucket, Key, Body: body }), { abortSignal });
        else {
          const upload = new Upload({ client, params: { Bucket, Key, Body: body } });
          abortSignal.addEventListener('abort', () => void upload.abort(), { once: true });
          await upload.done();
        }
      },
      async remove(key, abortSignal) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyUnder(c.prefix, key) }), { abortSignal });
      },
    };
  },
  refusal(error) {
    const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (name && REFUSALS[name]) return REFUSALS[name];
    if ($metadata?.httpStatusCode === 403) return 'access';
    return null;
  },
};
