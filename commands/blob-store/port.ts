// The blob store port: where uploaded files and their derivatives live. Two adapters implement it, a folder
// (the embedded default) and S3; both pass test/support/blob-store-contract.ts.
import type { Readable } from 'node:stream';

export interface BlobInfo {
  size: number;
  /** Lowercase hex. */
  sha256: string;
}

export interface PutOptions {
  contentType?: string;
  /** Called as bytes are read from the body. */
  onProgress?: (bytesSoFar: number) => void;
  /** More bytes than this abort the put: nothing is kept and it rejects with BlobTooLargeError. */
  maxBytes?: number;
}

export interface BlobStore {
  readonly kind: 'filesystem' | 's3';
  /** Streams body into key, replacing what was there; a failed put leaves nothing behind. */
  put(key: string, body: Readable, opts?: PutOptions): Promise<BlobInfo>;
  /** The blob's bytes from byte `from` (the start when not given) to its end; rejects with BlobNotFoundError when
   * the key is missing. From the blob's size on it gives nothing. */
  open(key: string, from?: number): Promise<Readable>;
  stat(key: string): Promise<{ size: number } | null>;
  copy(from: string, to: string, opts?: Pick<PutOptions, 'onProgress'>): Promise<BlobInfo>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every key under `prefix/`. */
  deletePrefix(prefix: string): Promise<void>;
  /** Every key under `prefix/`, sorted. */
  list(prefix: string): Promise<string[]>;
  /** The keys under `prefix/` last written before `before`, sorted. */
  listWrittenBefore(prefix: string, before: Date): Promise<string[]>;
  /** Runs fn with a local path holding the blob's bytes, valid until fn settles. */
  withLocalFile<T>(key: string, fn: (path: string) => Promise<T>): Promise<T>;
  /** Removes the store's own temporary files (of puts and downloads) last changed before `olderThan`: what a killed
   * process left. Answers how many. */
  removeTemporary(olderThan: Date): Promise<number>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The blob exceeds ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

export class BlobNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No blob at ${key}`);
    this.name = 'BlobNotFoundError';
  }
}

export class InvalidBlobKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid blob key: ${JSON.stringify(key)}`);
    this.name = 'InvalidBlobKeyError';
  }
}

/** Keys are '/'-separated relative paths: no empty, '.' or '..' segment, no backslash or NUL. */
export function assertBlobKey(key: string): void {
  const valid =
    key !== '' &&
    !/[\\\0]/.test(key) &&
    key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!valid) throw new InvalidBlobKeyError(key);
}
