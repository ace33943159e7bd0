// Zips that expand far past their size, made with yazl: a zip bomb of zeros, and a zip whose central directory
// lies about an entry's size (patched after writing: no zip writer tells such lies).
import { zipOf } from './uploads';

/** A zip holding `entries` and `zeros` bytes of zeros as `bomb.png`: about a thousand times smaller than it expands. */
export const zipBomb = (zeros: number, entries: Record<string, Uint8Array> = {}) =>
  zipOf({ ...entries, 'bomb.png': Buffer.alloc(zeros) });

const CENTRAL_HEADER = 0x02014b50;

/** The zip with the central directory declaring `declared` uncompressed bytes for entry `name` (at most 4 GB - 1). */
export function declaringSize(zip: Buffer, name: string, declared: number): Buffer {
  const patched = Buffer.from(zip);
  for (let at = patched.indexOf('PK\x01\x02'); at >= 0; at = patched.indexOf('PK\x01\x02', at + 4)) {
    if (patched.readUInt32LE(at) !== CENTRAL_HEADER) continue;
    const nameLength = patched.readUInt16LE(at + 28);
    if (patched.toString('utf8', at + 46, at + 46 + nameLength) !== name) continue;
    patched.writeUInt32LE(declared, at + 24);
    return patched;
  }
  throw new Error(`no central directory entry ${name}`);
}
