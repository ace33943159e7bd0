// Reads a storyboard upload's multipart body: one part `file`, judged by its name and its first bytes
// (domain/storyboard/files.ts) before anything is written, then streamed into the blob store. A refused file
// answers 422 'Invalid file format' and leaves nothing: no blob, no temporary file, no event.
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_ASSET_BYTES } from '../../../domain/asset/rules';
import { DomainError } from '../../../domain/shared/errors';
import { INVALID_FILE_FORMAT, STORYBOARD_HEAD_BYTES, storyboardFileFormat } from '../../../domain/storyboard';
import type { BlobStore } from '../../../commands/blob-store/port';
import { newId } from '../../../commands/ids';
import { storyboardFileKey, type StoredFile } from '../../../commands/storyboards';
import { assertMultipart, multipartError } from '../../http/multipart-error';
import { refuseUnsafeText } from '../../http/unsafe-text';
import { NO_FILE } from '../assets/upload-form';

/** The first `bytes` bytes of a stream, and the whole stream again to read on. */
async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const read: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await chunks.next();
    if (next.done) break;
    read.push(next.value);
    length += next.value.length;
  }
  async function* again() {
    yield* read;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return { head: Buffer.concat(read), body: Readable.from(again()) };
}

/** Stores the request's one file as a version of a storyboard of the concept; the caller deletes it if the command is
 * refused. */
export async function readStoryboardFile(
  request: FastifyRequest,
  blobs: BlobStore,
  conceptId: string,
): Promise<StoredFile> {
  assertMultipart(request);
  let stored: StoredFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || stored)
        throw DomainError.badRequest(`body/${part.fieldname} is not allowed`, { field: part.fieldname });
      refuseUnsafeText('body/file', part.filename);
      const { head, body } = await peek(part.file, STORYBOARD_HEAD_BYTES);
      const format = storyboardFileFormat(part.filename, head);
      if (format === null) throw DomainError.unprocessable(INVALID_FILE_FORMAT, { file: part.filename });
      const versionId = newId();
      const location = storyboardFileKey(conceptId, versionId, format);
      const { size } = await blobs.put(location, body, { maxBytes: MAX_ASSET_BYTES });
      stored = { versionId, fileName: part.filename, format, size, location };
    }
  } catch (error) {
    if (stored) await blobs.delete(stored.location);
    throw multipartError(error);
  }
  if (!stored) throw DomainError.badRequest(NO_FILE, { field: 'file' });
  return stored;
}
