// Reads a feed's multipart body (POST /assets/single-files/feeds and feeds/check, spec 1 §7): one part `file`, held
// in memory (at most FEED_MAX_BYTES; nothing is stored, so a refusal leaves nothing behind) and, for an import, the
// tree and the column mapping as text fields. The form is read here, not by ajv; FeedCheckBody and FeedImportBody
// describe it for OpenAPI.
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { FEED_MAX_BYTES } from '../../../commands/feed-files';
import type { FeedMapping } from '../../../domain/personalise';
import { DomainError } from '../../../domain/shared/errors';
import { TEXT_MAX_LENGTH } from '../../../domain/shared/text-limits';
import { JSON_STRING_CHAR } from '../../http/schemas';
import { assertMultipart, multipartError } from '../../http/multipart-error';
import { refuseUnsafeText } from '../../http/unsafe-text';
import { NO_FILE } from './upload-form';

const ID = '[0-9a-f]{24}';
const COLUMN_MAX = 256;
const column = (description: string) => ({
  pattern: '^[^\\u0000]*\\S[^\\u0000]*$',
  description,
  maxLength: COLUMN_MAX,
});
const JSON_TEXT = `"${JSON_STRING_CHAR}*"`;
const FIELDS = {
  campaignId: { pattern: `^${ID}$`, description: 'The campaign of the tree', maxLength: 24 },
  treeId: { pattern: `^${ID}$`, description: 'The personalise tree the rows become variants of', maxLength: 24 },
  idColumn: column('The column whose cell keys each row to its variant'),
  nameColumn: column('The column naming the variant; without it the key names it'),
  signalsColumn: column("The column naming the tree's signals of the variant's formats, separated by ';'"),
  elements: {
    pattern: `^\\{(?:${JSON_TEXT}:${JSON_TEXT}(?:,${JSON_TEXT}:${JSON_TEXT})*)?\\}$`,
    description: 'Column → the dynamic element it fills: a JSON object of texts, as JSON.stringify writes it',
    maxLength: TEXT_MAX_LENGTH,
  },
};
type Field = keyof typeof FIELDS;
const TESTS = Object.fromEntries(
  Object.entries(FIELDS).map(([field, { pattern }]) => [field, new RegExp(pattern, 'u')]),
) as Record<Field, RegExp>;
const isField = (name: string): name is Field => Object.hasOwn(FIELDS, name);
const REQUIRED: Field[] = ['campaignId', 'treeId', 'idColumn'];

const File = Type.String({
  format: 'binary',
  description: `A feed: CSV (UTF-8) or XLSX, at most ${FEED_MAX_BYTES / 1024 / 1024} MB`,
  'x-accept': ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
});

export const FeedCheckBody = Type.Object({ file: File }, { additionalProperties: false });
export const FeedImportBody = Type.Object(
  {
    file: File,
    ...Object.fromEntries(
      Object.entries(FIELDS).map(([field, options]) => [
        field,
        REQUIRED.includes(field as Field) ? Type.String(options) : Type.Optional(Type.String(options)),
      ]),
    ),
  },
  { additionalProperties: false },
);

export interface FeedForm {
  fileName: string;
  bytes: Buffer;
  fields: Partial<Record<Field, string>>;
}

export const FEED_TOO_LARGE = `A feed may be at most ${FEED_MAX_BYTES / 1024 / 1024} MB`;

const tooLarge = (error: unknown): never => {
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
    throw new DomainError(413, 'UNPROCESSABLE_ENTITY', FEED_TOO_LARGE);
  throw error;
};

/** The file and, when `withFields`, the import's fields, each checked as FIELDS says (400 naming the field). */
export async function readFeedForm(request: FastifyRequest, withFields: boolean): Promise<FeedForm> {
  assertMultipart(request);
  const fields: Partial<Record<Field, string>> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: FEED_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file)
          throw DomainError.badRequest(`body/${part.fieldname} is not allowed`, { field: part.fieldname });
        refuseUnsafeText('body/file', part.filename);
        file = { fileName: part.filename, bytes: await part.toBuffer().catch(tooLarge) };
        continue;
      }
      if (!withFields || !isField(part.fieldname))
        throw DomainError.badRequest(`body/${part.fieldname} is not allowed`, { field: part.fieldname });
      const value = String(part.value);
      refuseUnsafeText(`body/${part.fieldname}`, value);
      const { maxLength, description } = FIELDS[part.fieldname];
      if (value.length > maxLength || !TESTS[part.fieldname].test(value))
        throw DomainError.badRequest(`body/${part.fieldname} must be ${description}`, { field: part.fieldname });
      fields[part.fieldname] = value;
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!file) throw DomainError.badRequest(NO_FILE, { field: 'file' });
  if (withFields)
    for (const field of REQUIRED)
      if (fields[field] === undefined)
        throw DomainError.badRequest(`body must have required property '${field}'`, { field });
  return { ...file, fields };
}

/** The mapping the fields name (checked by readFeedForm). */
export const mappingOf = (fields: FeedForm['fields']): FeedMapping => ({
  idColumn: fields.idColumn!,
  nameColumn: fields.nameColumn ?? null,
  signalsColumn: fields.signalsColumn ?? null,
  elements: JSON.parse(fields.elements ?? '{}') as Record<string, string>,
});
