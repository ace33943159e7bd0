// A large body for a blob store without holding it: one random 1 MiB block repeated, produced as it is read.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export const MiB = 1024 * 1024;

/** `total` bytes made of one random 1 MiB block repeated, produced as they are read, and their SHA-256. */
export function generated(total: number, block = randomBytes(MiB)) {
  let sent = 0;
  const stream = new Readable({
    read() {
      const size = Math.min(block.length, total - sent);
      sent += size;
      this.push(size > 0 ? block.subarray(0, size) : null);
    },
  });
  const hash = createHash('sha256');
  for (let done = 0; done < total; done += block.length)
    hash.update(block.subarray(0, Math.min(block.length, total - done)));
  return { stream, sha256: hash.digest('hex') };
}
