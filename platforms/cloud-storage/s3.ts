// S3 and S3-compatible stores (an endpoint, path-style addressing) through @aws-sdk/client-s3: one attempt per call,
// bounded by the caller's signal.
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
    // The SDK is loaded on first use, not at boot, as Azure's and Google's are (~5 MB of heap).
    const sdk = import('@aws-sdk/client-s3');
    const client = sdk.then(
      ({ S3Client }) =>
        new S3Client({
          region: c.region ?? 'us-east-1',
          ...(c.endpoint ? { endpoint: c.endpoint } : {}),
          forcePathStyle: c.forcePathStyle,
          credentials: { accessKeyId: c.accessKeyId ?? '', secretAccessKey: secret },
          maxAttempts: 1,
        }),
    );
    const Bucket = c.bucket;
    return {
      async list(abortSignal) {
        const { ListObjectsV2Command } = await sdk;
        await (await client).send(new ListObjectsV2Command({ Bucket, Prefix: c.prefix, MaxKeys: 1 }), { abortSignal });
      },
      async put(key, body, abortSignal, source) {
        const Metadata = source ? { [SOURCE_METADATA]: source } : undefined;
        const Key = keyUnder(c.prefix, key);
        const { PutObjectCommand } = await sdk;
        await (await client).send(new PutObjectCommand({ Bucket, Key, Body: body, Metadata }), { abortSignal });
      },
      parts: async (key, plan, abortSignal) =>
        (await import('./s3-parts')).s3Parts(await client, Bucket, keyUnder(c.prefix, key), plan, abortSignal),
      async head(key, abortSignal) {
        const { HeadObjectCommand } = await sdk;
        const Key = keyUnder(c.prefix, key);
        try {
          const head = await (await client).send(new HeadObjectCommand({ Bucket, Key }), { abortSignal });
          return { size: head.ContentLength ?? 0, source: head.Metadata?.[SOURCE_METADATA] ?? null };
        } catch (error) {
          const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
          if (name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404) return null;
          throw error;
        }
      },
      async remove(key, abortSignal) {
        const { DeleteObjectCommand } = await sdk;
        await (await client).send(new DeleteObjectCommand({ Bucket, Key: keyUnder(c.prefix, key) }), { abortSignal });
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
