// Reads an upload's multipart body: fields, then each file streamed into staging. Any refusal removes what
// was staged, so a refused request keeps nothing (no blob, no event). The body is read here rather than by
// ajv (it is a stream); UploadFormBody describes it for OpenAPI, and the fields are held to the same patterns.
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { INVALID_TAGS, MAX_TAG_LENGTH, MAX_TAGS } from '../../../domain/asset';
import {
  ACCEPTED_FORMATS,
  fileFormat,
  fileNameError,
  INVALID_FILE_FORMAT,
  isAcceptedFile,
  MAX_ASSET_BYTES,
  MAX_FILES_PER_UPLOAD,
} from '../../../domain/asset/rules';
import { DomainError } from '../../../domain/shared/errors';
import { newId } from '../../../commands/ids';
import type { BlobStore } from '../../../commands/blob-store/port';
import { stagingKey } from '../../../commands/blob-store/orphans';
import { JSON_STRING_CHAR, OneOf } from '../../http/schemas';
import { multipartError, NOT_MULTIPART } from '../../http/multipart-error';
import { refuseUnsafeText } from '../../http/unsafe-text';

export { NOT_MULTIPART };

export const UPLOAD_LIMITS = {
  files: MAX_FILES_PER_UPLOAD,
  fileSize: MAX_ASSET_BYTES,
  fields: 20,
  fieldSize: 64 * 1024,
};
export const NO_FILE = 'Please choose at least one file';

const ID = '[0-9a-f]{24}';
const TAG = `[^,\\u0000]{0,${MAX_TAG_LENGTH}}`;
/** Each field is a JSON array or a comma list; a comma list never starts with '['. */
const FIELD_PATTERNS = {
  nodeIds: `^(?:\\[(?:"${ID}"(?:,"${ID}")*)?\\]|${ID}(?:,${ID})*)?$`,
  tags: `^(?:\\[(?:"${JSON_STRING_CHAR}{0,${MAX_TAG_LENGTH}}"(?:,"${JSON_STRING_CHAR}{0,${MAX_TAG_LENGTH}}"){0,${MAX_TAGS - 1}})?\\]|(?!\\[)${TAG}(?:,${TAG}){0,${MAX_TAGS - 1}})$`,
  unzip: '^(?:true|false)$',
  parentId: `^(?:${ID})?$`,
};
type Field = keyof typeof FIELD_PATTERNS;
const FIELD_TESTS = Object.fromEntries(
  Object.entries(FIELD_PATTERNS).map(([field, pattern]) => [field, new RegExp(pattern, 'u')]),
) as Record<Field, RegExp>;
const isField = (name: string): name is Field => Object.hasOwn(FIELD_PATTERNS, name);

/** The media types a file part may be sent as; a file whose name ends in an accepted format is taken as any type. */
export const ACCEPTED_FILE_TYPES = ['image/*', 'video/*', 'audio/*', 'font/*', 'application/pdf', 'application/zip'];

/** POST /assets/single-files as OpenAPI shows it ('x-accept' becomes the part's encoding, api/http/schemas.ts). */
export const UploadFormBody = Type.Object(
  {
    file: Type.String({
      format: 'binary',
      description: `A file of an accepted format (${ACCEPTED_FORMATS.join(', ')}) or media type; repeat the part for more files, at most ${MAX_FILES_PER_UPLOAD}`,
      'x-accept': ACCEPTED_FILE_TYPES,
    }),
    nodeIds: Type.Optional(
      Type.String({ pattern: FIELD_PATTERNS.nodeIds, description: 'Business node ids: a JSON array or a comma list' }),
    ),
    tags: Type.Optional(
      Type.String({ pattern: FIELD_PATTERNS.tags, description: `Tags: a JSON array or a comma list; ${INVALID_TAGS}` }),
    ),
    unzip: Type.Optional(OneOf(['true', 'false'])),
    parentId: Type.Optional(
      Type.String({ pattern: FIELD_PATTERNS.parentId, description: 'The asset these files belong to' }),
    ),
  },
  { additionalProperties: false },
);

export interface StagedFile {
  assetId: string;
  name: string;
  format: string;
  size: number;
  stagingKey: string;
}
interface UploadForm {
  files: StagedFile[];
  /** The values of the call's own fields (ReadOptions.fields). */
  own: Record<string, string>;
  nodeIds: string[];
  tags: string[];
  unzip: boolean;
  parentId: string | null;
}

const list = (value: string | undefined): string[] => {
  if (!value) return [];
  return value.startsWith('[') ? (JSON.parse(value) as string[]) : value.split(',');
};

/** The message for a field its pattern refused. */
function fieldError(field: Field, value: string): DomainError {
  if (field === 'nodeIds') return DomainError.badRequest('body/nodeIds must be a list of ids', { field });
  if (field === 'unzip') return DomainError.badRequest('body/unzip must be true or false', { field });
  if (field === 'parentId') return DomainError.badRequest('body/parentId must be an id', { field });
  let texts: unknown = null;
  try {
    texts = list(value);
  } catch {
    // not JSON after all
  }
  const isTexts = Array.isArray(texts) && texts.every((t) => typeof t === 'string');
  if (isTexts) refuseUnsafeText('body/tags', texts);
  return DomainError.badRequest(isTexts ? INVALID_TAGS : 'body/tags must be a list of texts', { field });
}

/** What a call other than POST /assets/single-files reads differently: where its files go, its own fields. */
export interface ReadOptions {
  keyOf?: (fileId: string, name: string) => string;
  /** The call's own fields, each with the pattern it must match (400 'body/<field> is not valid' otherwise). */
  fields?: Record<string, RegExp>;
}

export async function readUploadForm(
  request: FastifyRequest,
  blobs: BlobStore,
  { keyOf = stagingKey, fields: ownFields = {} }: ReadOptions = {},
): Promise<UploadForm> {
  const files: StagedFile[] = [];
  const fields: Partial<Record<Field, string>> = {};
  const own: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && Object.hasOwn(ownFields, part.fieldname)) {
        const value = String(part.value);
        refuseUnsafeText(`body/${part.fieldname}`, value);
        if (!ownFields[part.fieldname]!.test(value))
          throw DomainError.badRequest(`body/${part.fieldname} is not valid`, { field: part.fieldname });
        own[part.fieldname] = value;
        continue;
      }
      if (part.type === 'field') {
        if (!isField(part.fieldname))
          throw DomainError.badRequest(`body/${part.fieldname} is not allowed`, { field: part.fieldname });
        const value = String(part.value);
        refuseUnsafeText(`body/${part.fieldname}`, value);
        if (!FIELD_TESTS[part.fieldname].test(value)) throw fieldError(part.fieldname, value);
        fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== 'file')
        throw DomainError.badRequest(`body/${part.fieldname} is not allowed`, { field: part.fieldname });
      refuseUnsafeText('body/file', part.filename);
      if (!isAcceptedFile(part.filename, part.mimetype))
        throw DomainError.badRequest(INVALID_FILE_FORMAT, { file: part.filename });
      const nameRefusal = fileNameError(part.filename);
      if (nameRefusal) throw DomainError.badRequest(nameRefusal, { field: 'file' });
      const assetId = newId();
      const key = keyOf(assetId, part.filename);
      const { size } = await blobs.put(key, part.file, {
        maxBytes: MAX_ASSET_BYTES,
        contentType: part.mimetype,
      });
      files.push({
        assetId,
        name: part.filename,
        format: fileFormat(part.filename, part.mimetype),
        size,
        stagingKey: key,
      });
    }
    if (files.length === 0) throw DomainError.badRequest(NO_FILE, { field: 'file' });
    return {
      files,
      own,
      nodeIds: list(fields.nodeIds),
      tags: list(fields.tags),
      unzip: fields.unzip === 'true',
      parentId: fields.parentId || null,
    };
  } catch (error) {
    await discardStaged(blobs, files);
    throw multipartError(error);
  }
}

export async function discardStaged(blobs: BlobStore, files: StagedFile[]): Promise<void> {
  await Promise.all(files.map((f) => blobs.delete(f.stagingKey)));
}
