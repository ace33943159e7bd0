// The real cloud storage platforms with every bucket's put passed through `around`: what the export tests count or
// slow down, the SDKs writing as they do in the product.
import type { StorageType } from '../../domain/cloud-storage';
import type { BucketPlatform } from '../../platforms/cloud-storage/bucket';
import { PLATFORMS } from '../../platforms/cloud-storage/probe';

export function withPuts(
  around: (type: StorageType, key: string, put: () => Promise<void>) => Promise<void>,
): Record<StorageType, BucketPlatform> {
  return Object.fromEntries(
    Object.entries(PLATFORMS).map(([type, platform]) => [
      type,
      {
        ...platform,
        open: (settings, secret) => {
          const bucket = platform.open(settings, secret);
          return {
            ...bucket,
            put: (key, body, signal, source) =>
              around(type as StorageType, key, () => bucket.put(key, body, signal, source)),
          };
        },
      } satisfies BucketPlatform,
    ]),
  ) as Record<StorageType, BucketPlatform>;
}
