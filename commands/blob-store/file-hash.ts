// Hashes a file through one reused buffer: a read stream would read each 64 kB into a fresh one, garbage that V8
// frees only at a collection (young-collection.ts).
import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import type { BlobInfo, PutOptions } from './port';

const READ_BYTES = 1024 * 1024;

/** `sizeSeen` (the file's size as last seen) only sizes the buffer, so a small file takes no 1 MB. */
export async function hashFile(
  file: FileHandle,
  sizeSeen: number,
  { onProgress }: Pick<PutOptions, 'onProgress'> = {},
): Promise<BlobInfo> {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(Math.min(READ_BYTES, Math.max(sizeSeen, 1)));
  let size = 0;
  for (;;) {
    const { bytesRead } = await file.read(buffer, 0, buffer.length, size);
    if (bytesRead === 0) return { size, sha256: hash.digest('hex') };
    hash.update(buffer.subarray(0, bytesRead));
    size += bytesRead;
    onProgress?.(size);
  }
}
