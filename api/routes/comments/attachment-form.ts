// Reads a comment attachment's multipart body: one part `file`, held to the asset library's rules (accepted formats
// and media types, the 2 GB cap: domain/asset/rules.ts) and streamed into the blob store. A refused file leaves
// nothing: no blob, no event.
import type { FastifyRequest } from 'fastify';
import { fileFormat, INVALID_FILE_FORMAT, isAcceptedFile, MAX_ASSET_BYTES } from '../../../domain/asset/rules';
import type { CommentTopic } from '../../../domain/comment';
import { DomainError } from '../../../domain/shared/errors';
import type { BlobStore } from '../../../commands/blob-store/port';
import { commentFileKey, type StoredAttachment } from '../../../commands/comments';
import { newId } from '../../../commands/ids';
import { assertMultipart, multipartError } from '../../http/multipart-error';
import { refuseUnsafeText } from '../../http/unsafe-text';
import { NO_FILE } from '../assets/upload-form';

/** Stores the request's one file for the comment; the caller deletes it if the command is refused. */
export async function readAttachment(
  request: FastifyRequest,
  blobs: BlobStore,
  topic: CommentTopic,
  commentId: string,
): Promise<StoredAttachment> {
  assertMultipart(request);
  let stored: StoredAttachment | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || stored)
        throw DomainError.badRequest(`body/${part.fieldname} is not allowed`, { field: part.fieldname });
      refuseUnsafeText('body/file', part.filename);
      if (!isAcceptedFile(part.filename, part.mimetype))
        throw DomainError.unprocessable(INVALID_FILE_FORMAT, { file: part.filename });
      const attachmentId = newId();
      const format = fileFormat(part.filename, part.mimetype);
      const location = commentFileKey(topic, commentId, attachmentId, format);
      const { size } = await blobs.put(location, part.file, { maxBytes: MAX_ASSET_BYTES });
      stored = { attachmentId, fileName: part.filename, format, size, location };
    }
  } catch (error) {
    if (stored) await blobs.delete(stored.location);
    throw multipartError(error);
  }
  if (!stored) throw DomainError.badRequest(NO_FILE, { field: 'file' });
  return stored;
}
