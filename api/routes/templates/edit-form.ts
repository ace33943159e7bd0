// Reads a template edit's multipart body (spec 3 §3 'Template save payload'): an optional `file` (one .html that
// replaces index.html), `newDynamicFields` (a JSON object {fieldName: defaultValue}) and `editedCSS`, at least one.
// Nothing is stored while reading: the file is read into memory (an index.html is at most MAX_HTML_BYTES).
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { DomainError } from '../../../domain/shared/errors';
import { INVALID_FILE_FORMAT, invalidTemplate } from '../../../domain/template';
import { parseNewDynamicFields, type TemplateEdit } from '../../../domain/template/edit';
import { assertMultipart, multipartError } from '../../http/multipart-error';
import { NO_NUL } from '../../http/schemas';
import { refuseUnsafeText } from '../../http/unsafe-text';
import { MAX_HTML_BYTES, packageTypeOf } from './package';

const MAX_FIELD_CHARACTERS = 1_000_000;
/** Room for the longest field in UTF-8 (4 bytes a character): a longer one is refused by its length, never cut. */
const FIELD_SIZE = MAX_FIELD_CHARACTERS * 4;
export const NOTHING_TO_EDIT = 'body must have a file, newDynamicFields or editedCSS';
const FIELDS = ['newDynamicFields', 'editedCSS'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

export const TemplateEditBody = Type.Object(
  {
    file: Type.Optional(
      Type.String({
        format: 'binary',
        description: 'One .html file that replaces index.html',
        'x-accept': ['text/html', 'application/octet-stream'],
      }),
    ),
    newDynamicFields: Type.Optional(
      Type.String({
        maxLength: MAX_FIELD_CHARACTERS,
        pattern: NO_NUL,
        description: 'A JSON object {fieldName: defaultValue} replacing those defaults',
        examples: ['{"headline":"Winter sale"}'],
      }),
    ),
    editedCSS: Type.Optional(
      Type.String({
        maxLength: MAX_FIELD_CHARACTERS,
        pattern: NO_NUL,
        description: 'CSS kept as <style id="editedCSS"> in <head>; empty removes it',
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);

interface TemplateEditForm {
  /** The uploaded index.html's text, if a file came. */
  html: string | null;
  edit: TemplateEdit;
}

async function readHtml(part: Extract<Multipart, { type: 'file' }>): Promise<string> {
  refuseUnsafeText('body/file', part.filename);
  if (packageTypeOf(part.filename) !== 'html') throw invalidTemplate(INVALID_FILE_FORMAT);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > MAX_HTML_BYTES) throw invalidTemplate(INVALID_FILE_FORMAT);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function readField(name: Field, value: string, truncated: boolean, edit: TemplateEdit) {
  if (truncated || value.length > MAX_FIELD_CHARACTERS)
    throw DomainError.badRequest(`body/${name} must NOT have more than ${MAX_FIELD_CHARACTERS} characters`, {
      field: name,
    });
  refuseUnsafeText(`body/${name}`, value);
  if (name === 'editedCSS') {
    edit.editedCSS = value;
    return;
  }
  const parsed = parseNewDynamicFields(value);
  if (!parsed.ok) throw invalidTemplate(parsed.error);
  edit.newDynamicFields = parsed.value;
}

export async function readTemplateEditForm(request: FastifyRequest): Promise<TemplateEditForm> {
  assertMultipart(request);
  let html: string | null = null;
  const edit: TemplateEdit = {};
  const seen = new Set<string>();
  try {
    for await (const part of request.parts({ limits: { fieldSize: FIELD_SIZE } })) {
      const known = part.type === 'file' ? part.fieldname === 'file' : isField(part.fieldname);
      if (!known || seen.has(part.fieldname))
        throw DomainError.badRequest(`body/${part.fieldname} is not allowed`, { field: part.fieldname });
      seen.add(part.fieldname);
      if (part.type === 'file') html = await readHtml(part);
      else readField(part.fieldname as Field, String(part.value), part.valueTruncated, edit);
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (seen.size === 0) throw DomainError.badRequest(NOTHING_TO_EDIT);
  return { html, edit };
}
