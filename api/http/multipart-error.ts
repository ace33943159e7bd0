// What a refused multipart body answers, for every route that reads one (uploads, concept settings, storyboard
// and template files): the limits and a body busboy cannot read are the client's fault (4xx), never a 500.
import { ASSET_TOO_LARGE, TOO_MANY_FILES } from '../../domain/asset/rules';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/shared/errors';
import { BlobTooLargeError } from '../../commands/blob-store/port';

export const NOT_MULTIPART = 'The upload must be multipart/form-data';

/** 415 unless the body is multipart/form-data. */
export function assertMultipart(request: FastifyRequest, message = NOT_MULTIPART): void {
  if (!request.isMultipart()) throw new DomainError(415, 'UNPROCESSABLE_ENTITY', message);
}

/** The error to throw for one met while reading request.parts(): a DomainError for the client's faults, else the error
 * itself. */
export function multipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return DomainError.badRequest(TOO_MANY_FILES);
  if (code === 'FST_REQ_FILE_TOO_LARGE' || error instanceof BlobTooLargeError)
    return new DomainError(413, 'UNPROCESSABLE_ENTITY', ASSET_TOO_LARGE);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return DomainError.badRequest(NOT_MULTIPART);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return DomainError.badRequest('Too many form fields');
  // busboy tells a body it cannot read (a part without headers, no closing boundary, no boundary at all) with a
  // plain Error; storage and programming errors are of other kinds or carry a code.
  if (error instanceof Error && Object.getPrototypeOf(error) === Error.prototype && code === undefined)
    return DomainError.badRequest(NOT_MULTIPART);
  return error;
}
