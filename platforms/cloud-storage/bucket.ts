// A customer's bucket or container, written through its platform's official SDK (spec 3 §3 "Cloud storage config"):
// what a test connection probes and what an export writes to. Each platform says in one place which of its errors
// mean refused credentials, denied access, a missing bucket; the rest (TLS, the network) the probe reads off the
// error's code.
import type { CloudStorageSettings } from '../../domain/cloud-storage';

export interface CloudBucket {
  /** Lists at most one key under the connector's prefix. */
  list(signal: AbortSignal): Promise<void>;
  /**
   * Writes `key` (under the prefix) whole. `source`, when given, is kept in the object's metadata (SOURCE_METADATA):
   * what an export asks to know whether a key already holds a file.
   */
  put(key: string, body: Buffer, signal: AbortSignal, source?: string): Promise<void>;
  /**
   * A large file's upload in parts (./parts.ts drives it): begun, or taken up again from `resume`, a handle an earlier
   * attempt was given, with what the store already holds. A handle the store no longer knows begins anew.
   */
  parts(key: string, plan: PartsPlan, signal: AbortSignal): Promise<PartedUpload>;
  /** The object at `key` (under the prefix): its size and the `source` it was put with; null when there is none. */
  head(key: string, signal: AbortSignal): Promise<StoredObject | null>;
  remove(key: string, signal: AbortSignal): Promise<void>;
}

/** What a platform needs to resume its upload (an upload id, a block id prefix, a session URI): kept by the caller. */
export type ResumeHandle = Record<string, string>;

export interface PartsPlan {
  size: number;
  /** Every part but the last is this long, so a part's offset names it. */
  partSize: number;
  source: string;
  resume: ResumeHandle | null;
}

export interface PartedUpload {
  handle: ResumeHandle;
  /** How many bytes from the start the store holds already: where sending goes on. */
  confirmed: number;
  /** Sends the part starting at `offset`; resolves once the store holds it. */
  send(part: Buffer, offset: number): Promise<void>;
  /** Makes the object of the parts sent, with the source in its metadata. */
  complete(): Promise<void>;
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
