// The real cloud storage platforms with every bucket's put, and every part of an upload in parts, passed through
// `around`: what the export tests count or slow down, the SDKs writing as they do in the product.
import type { StorageType } from '../../domain/cloud-storage';
import type { BucketPlatform, CloudBucket } from '../../platforms/cloud-storage/bucket';
import { PLATFORMS } from '../../platforms/cloud-storage/probe';

/** A whole put, or one part (from `offset`, `bytes` long) of an upload in parts. */
export interface Sent {
  type: StorageType;
  key: string;
  part?: { offset: number; bytes: number };
}

export type Around = (sent: Sent, send: () => Promise<void>) => Promise<void>;

/** The bucket with its puts and parts passed through `around`. */
export function bucketWithPuts(type: StorageType, bucket: CloudBucket, around: Around): CloudBucket {
  return {
    ...bucket,
    put: (key, body, signal, source) => around({ type, key }, () => bucket.put(key, body, signal, source)),
    parts: async (key, plan, signal) => {
      const upload = await bucket.parts(key, plan, signal);
      return {
        ...upload,
        send: (part, offset) =>
          around({ type, key, part: { offset, bytes: part.length } }, () => upload.send(part, offset)),
      };
    },
  };
}

export function withPuts(around: Around): Record<StorageType, BucketPlatform> {
  return Object.fromEntries(
    Object.entries(PLATFORMS).map(([type, platform]) => [
      type,
      {
        ...platform,
        open: (settings, secret) => bucketWithPuts(type as StorageType, platform.open(settings, secret), around),
      } satisfies BucketPlatform,
    ]),
  ) as Record<StorageType, BucketPlatform>;
}
