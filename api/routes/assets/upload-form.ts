// Reads an upload's multipart body: fields, then each file streamed into staging. Any refusal removes
// what was staged, so a refused request keeps nothing (no blob, no event).
import type { FastifyRequest } from 'fastify';
import { ASSET_TOO_LARGE, fileFormat, INVALID_FILE_FORMAT, isAcceptedFile, MAX_ASSET_BYTES, MAX_FILES_PER_UPLOAD, TOO_MANY_FILES } from '../../../domain/asset/rules';
import { DomainError } from '../../../domain/shared/errors';
import { isId } from '../../../domain/shared/validation';
import { newId } from '../../../commands/ids';
import { BlobTooLargeError, type BlobStore } from '../../../commands/blob-store/port';

export const UPLOAD_LIMITS = { files: MAX_FILES_PER_UPLOAD, fileSize: MAX_ASSET_BYTES, fields: 20, fieldSize: 64 * 1024 };
export const NO_FILE = 'Please choose at least one file';
const FIELDS = new Set(['nodeIds', 'tags', 'unzip', 'parentId']);

export interface StagedFile {
  assetId: string;
  name: string;
  format: string;
  size: number;
  stagingKey: string;
}
export interface UploadForm {
  files: StagedFile[];
  nodeIds: string[];
  tags: string[];
  unzip: boolean;
  parentId: string | null;
}

function stringList(value: string | undefined, field: string, check: (v: string) => boolean = () => true): string[] {
  if (value === undefined || value === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = value.split(',');
  }
  if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === 'string' && check(v))) {
    throw DomainError.badRequest(`body/${field} must be a list of ${field === 'tags' ? 'texts' : 'ids'}`, { field });
  }
  return parsed as string[];
}

function multipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return DomainError.badRequest(TOO_MANY_FILES);
  if (code === 'FST_REQ_FILE_TOO_LARGE' || error instanceof BlobTooLargeError) return new DomainError(413, 'UNPROCESSABLE_ENTITY', ASSET_TOO_LARGE);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return DomainError.badRequest('The upload must be multipart/form-data');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return DomainError.badRequest('Too many form fields');
  return error;
}

export async function readUploadForm(request: FastifyRequest, blobs: BlobStore): Promise<UploadForm> {
  const files: StagedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!FIELDS.has(part.fieldname)) throw DomainError.badRequest(`body/${part.fieldname} is not allowed`, { field: part.fieldname });
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') throw DomainError.badRequest(`body/${part.fieldname} is not allowed`, { field: part.fieldname });
      if (!isAcceptedFile(part.filename, part.mimetype)) throw DomainError.badRequest(INVALID_FILE_FORMAT, { file: part.filename });
      const assetId = newId();
      const stagingKey = `staging/${assetId}`;
      const { size } = await blobs.put(stagingKey, part.file, { maxBytes: MAX_ASSET_BYTES, contentType: part.mimetype });
      files.push({ assetId, name: part.filename, format: fileFormat(part.filename, part.mimetype), size, stagingKey });
    }
    if (files.length === 0) throw DomainError.badRequest(NO_FILE, { field: 'file' });
    const parentId = fields.parentId || null;
    if (parentId !== null && !isId(parentId)) throw DomainError.badRequest('body/parentId must be an id', { field: 'parentId' });
    if (fields.unzip !== undefined && !['true', 'false'].includes(fields.unzip)) throw DomainError.badRequest('body/unzip must be true or false', { field: 'unzip' });
    return { files, nodeIds: stringList(fields.nodeIds, 'nodeIds', isId), tags: stringList(fields.tags, 'tags'), unzip: fields.unzip === 'true', parentId };
  } catch (error) {
    await discardStaged(blobs, files);
    throw multipartError(error);
  }
}

export async function discardStaged(blobs: BlobStore, files: StagedFile[]): Promise<void> {
  await Promise.all(files.map((f) => blobs.delete(f.stagingKey)));
}
