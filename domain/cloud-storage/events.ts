// Stream `CloudStorage-<storageId>`: one cloud storage connector (spec 3 §3 "Cloud storage config"), a bucket or
// container a partner's creatives can be delivered into. Its secret (S3 secret access key, GCS service-account
// private key, Azure account key) is never in an event in clear: it is sealed under the connector's own data key
// (commands/secrets), which deleting shreds.
import type { SealedSecret } from '../integration/events';

export const STORAGE_TYPES = ['s3', 'gcs', 'azure'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];

/**
 * Where and as whom the connector writes, the secret aside. `bucket` is the S3 or GCS bucket, or the Azure container.
 * Fields another type does not use are null (and forcePathStyle false).
 */
export interface ConnectionConfig {
  bucket: string;
  /** Keys are written under this prefix ('' for the bucket's root). */
  prefix: string;
  /** S3: the region; S3-compatible stores take any. */
  region: string | null;
  /** S3-compatible, GCS or Azure endpoint other than the platform's own (an emulator, MinIO, a sovereign cloud). */
  endpoint: string | null;
  /** S3-compatible: address buckets by path (https://host/bucket/key) rather than by host name. */
  forcePathStyle: boolean;
  /** S3: the access key id. */
  accessKeyId: string | null;
  /** GCS: the project and the service account's e-mail. */
  projectId: string | null;
  clientEmail: string | null;
  /** Azure: the storage account's name. */
  accountName: string | null;
}

export interface CloudStorageSettings {
  name: string;
  storageType: StorageType;
  connectionConfig: ConnectionConfig;
}

export type CloudStorageCreated = {
  type: 'CloudStorageCreated';
  data: { storageId: string; partnerId: string | null; settings: CloudStorageSettings; secret: SealedSecret };
};
/** The settings as they are now; `secret` only when a new one was set. */
export type CloudStorageUpdated = {
  type: 'CloudStorageUpdated';
  data: { storageId: string; settings: CloudStorageSettings; secret?: SealedSecret };
};
/** A test connection of the kept connector: `error` is the probe's refusal in words, null when it passed. */
export type CloudStorageConnectionTested = {
  type: 'CloudStorageConnectionTested';
  data: { storageId: string; isConnected: boolean; error: string | null };
};
export type CloudStorageDeleted = { type: 'CloudStorageDeleted'; data: { storageId: string } };

export type CloudStorageEvent =
  CloudStorageCreated | CloudStorageUpdated | CloudStorageConnectionTested | CloudStorageDeleted;
