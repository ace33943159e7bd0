// Counts and hashes the bytes of a put as they stream through, so no adapter reads a blob twice.
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { type BlobInfo, BlobTooLargeError, type PutOptions } from './port';
import { countStreamed } from './young-collection';

interface Meter {
  transform: Transform;
  /** Valid once the transform has ended. */
  info(): BlobInfo;
}

export function createMeter({ onProgress, maxBytes }: PutOptions = {}): Meter {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (maxBytes !== undefined && size > maxBytes) return callback(new BlobTooLargeError(maxBytes));
      hash.update(chunk);
      countStreamed(chunk.length);
      onProgress?.(size);
      callback(null, chunk);
    },
  });
  return { transform, info: () => ({ size, sha256: hash.copy().digest('hex') }) };
}
