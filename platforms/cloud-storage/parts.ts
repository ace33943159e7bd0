// A large file into a bucket part by part (issue 22 §2), the same for every platform: each adapter's `parts` says
// how its store takes parts and what it already holds; this cuts the file into parts from there and sends them one
// at a time, telling the caller after each one the store confirmed. A worker killed mid-file leaves the handle with
// its caller (the export heartbeats it), and the next attempt sends only the parts the store does not hold.
import type { Readable } from 'node:stream';
import type { CloudBucket, ResumeHandle } from './bucket';

const MiB = 1024 * 1024;
/** S3's least part (but the last); Azure and GCS take it too (GCS asks for multiples of 256 KiB). */
export const PART_SIZE = 5 * MiB;
/** S3's most parts of an upload. */
const MAX_PARTS = 10_000;

/** The part size of a file of `size` bytes: fixed by the size, so a resumed upload cuts the same parts. */
export const partSizeOf = (size: number) => Math.max(PART_SIZE, Math.ceil(size / MAX_PARTS / MiB) * MiB);

export interface PartsPut {
  key: string;
  size: number;
  source: string;
  resume: ResumeHandle | null;
  /** The file's bytes from `offset` to its end. */
  read(offset: number): Promise<Readable>;
  /** Told once the upload is open and after each part the store holds: what a later attempt resumes from. */
  confirmed(handle: ResumeHandle, offset: number): void;
  signal: AbortSignal;
}

/** The body's bytes in parts of `partSize`, the last one shorter; one part in memory at a time. */
async function* cut(body: Readable, partSize: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    pending.push(chunk);
    length += chunk.length;
    while (length >= partSize) {
      const joined = Buffer.concat(pending, length);
      yield joined.subarray(0, partSize);
      pending = [joined.subarray(partSize)];
      length -= partSize;
    }
  }
  if (length > 0) yield Buffer.concat(pending, length);
}

/** Puts the file at `key` in parts; answers the offset it went on from (0 unless it resumed). */
export async function putInParts(bucket: CloudBucket, put: PartsPut): Promise<{ resumedAt: number }> {
  const { key, size, source, resume, signal } = put;
  const partSize = partSizeOf(size);
  const upload = await bucket.parts(key, { size, partSize, source, resume }, signal);
  let offset = upload.confirmed;
  put.confirmed(upload.handle, offset);
  if (offset < size)
    for await (const part of cut(await put.read(offset), partSize)) {
      signal.throwIfAborted();
      await upload.send(part, offset);
      offset += part.length;
      put.confirmed(upload.handle, offset);
    }
  if (offset !== size) throw new Error(`${key}: the source gave ${offset} bytes, not ${size}`);
  await upload.complete();
  return { resumedAt: upload.confirmed };
}
