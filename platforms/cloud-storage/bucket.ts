// A customer's bucket or container, written through its platform's official SDK (spec 3 §3 "Cloud storage config"):
// what a test connection probes and what an export writes to. Each platform says in one place which of its errors
// mean refused credentials, denied access, a missing bucket; the rest (TLS, the network) the probe reads off the
// error's code.
import type { Readable } from 'node:stream';
import type { CloudStorageSettings } from '../../domain/cloud-storage';

export interface CloudBucket {
  /** Lists at most one key under the connector's prefix. */
  list(signal: AbortSignal): Promise<void>;
  /**
   * Writes `key` (under the prefix) whole, or streams it (multipart, resumable by the SDK). `source`, when given, is
   * kept in the object's metadata (SOURCE_METADATA): what an export asks to know whether a key already holds a file.
   */
  put(key: string, body: Buffer | Readable, signal: AbortSignal, source?: string): Promise<void>;
  /** The object at `key` (under the prefix): its size and the `source` it was put with; null when there is none. */
  head(key: string, signal: AbortSignal): Promise<StoredObject | null>;
  remove(key: string, signal: AbortSignal): Promise<void>;
}

export interface StoredObject {
  size: number;
  source: string | null;
}

/** The metadata name of an object's source: one word, since Azure's metadata names are identifiers. */
export const SOURCE_METADATA = 'variasource';

/** What a platform's refusal means for whoever set the connector up. */
export type BucketRefusal = 'credentials' | 'access' | 'notFound';

export interface BucketPlatform {
  open(settings: CloudStorageSettings, secret: string): CloudBucket;
  /** The meaning of a platform error, null when it is no refusal of the platform's (the network, TLS, a timeout). */
  refusal(error: unknown): BucketRefusal | null;
}

/** The key under the connector's prefix. */
export const keyUnder = (prefix: string, key: string) => (prefix === '' ? key : `${prefix.replace(/\/+$/, '')}/${key}`);
