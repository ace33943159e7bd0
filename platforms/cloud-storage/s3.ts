// S3 and S3-compatible stores (an endpoint, path-style addressing) through @aws-sdk/client-s3: one attempt per call,
// bounded by the caller's signal.
import {
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { s3Parts } from './s3-parts';
import type { BucketPlatform, BucketRefusal } from './bucket';
import { keyUnder, SOURCE_METADATA } from './bucket';

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
      async put(key, body, abortSignal, source) {
        const Metadata = source ? { [SOURCE_METADATA]: source } : undefined;
        const Key = keyUnder(c.prefix, key);
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body, Metadata }), { abortSignal });
      },
      parts: (key, plan, abortSignal) => s3Parts(client, Bucket, keyUnder(c.prefix, key), plan, abortSignal),
      async head(key, abortSignal) {
        try {
          const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyUnder(c.prefix, key) }), {
            abortSignal,
          });
          return { size: head.ContentLength ?? 0, source: head.Metadata?.[SOURCE_METADATA] ?? null };
        } catch (error) {
          const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
          if (name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404) return null;
          throw error;
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
