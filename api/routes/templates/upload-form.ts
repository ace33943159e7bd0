// Reads a template upload's multipart body: one `file`, streamed into staging, and the optional `resizer` and
// `generation` fields. Any refusal removes what was staged. The body is read here rather than by ajv (it is a
// stream); TemplateFormBody describes it for OpenAPI.
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { MAX_ASSET_BYTES } from '../../../domain/asset/rules';
import { DomainError } from '../../../domain/shared/errors';
import { INVALID_FILE_FORMAT, invalidTemplate } from '../../../domain/template';
import type { BlobStore } from '../../../commands/blob-store/port';
import { stagingKey } from '../../../commands/blob-store/orphans';
import { refuseUnsafeText } from '../../http/unsafe-text';
import { assertMultipart, multipartError } from '../../http/multipart-error';
import { NO_FILE } from '../assets/upload-form';
import { packageTypeOf, type PackageType } from './package';

const FIELD_PATTERNS = {
  generation: '^[1-9][0-9]{0,8}$',
  // The original client sends it; resizing is its own call (resize.ts), so it changes nothing here.
  resizer: '^[^\\u0000]{0,64}$',
};
type Field = keyof typeof FIELD_PATTERNS;
const isField = (name: string): name is Field => Object.hasOwn(FIELD_PATTERNS, name);

export const TemplateFormBody = Type.Object(
  {
    file: Type.String({
      format: 'binary',
      description: 'An HTML5 banner (a .zip holding index.html, or one .html file) or a video template (.mp4)',
      'x-accept': ['application/zip', 'text/html', 'video/mp4', 'application/octet-stream'],
    }),
    resizer: Type.Optional(Type.String({ pattern: FIELD_PATTERNS.resizer, description: 'Accepted and not used yet' })),
    generation: Type.Optional(
      Type.String({ pattern: FIELD_PATTERNS.generation, description: 'Upload a new version of this generation' }),
    ),
  },
  { additionalProperties: false },
);

interface TemplateForm {
  fileName: string;
  type: PackageType;
  staged: string;
  generation?: number;
}

export async function readTemplateForm(
  request: FastifyRequest,
  blobs: BlobStore,
  templateId: string,
): Promise<TemplateForm> {
  assertMultipart(request);
  const staged = stagingKey(templateId);
  let file: { fileName: string; type: PackageType } | null = null;
  const fields: Partial<Record<Field, string>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!isField(part.fieldname))
          throw DomainError.badRequest(`body/${part.fieldname} is not allowed`, { field: part.fieldname });
        const value = String(part.value);
        refuseUnsafeText(`body/${part.fieldname}`, value);
        if (!new RegExp(FIELD_PATTERNS[part.fieldname], 'u').test(value))
          throw DomainError.badRequest(`body/${part.fieldname} must match ${FIELD_PATTERNS[part.fieldname]}`, {
            field: part.fieldname,
          });
        fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== 'file' || file !== null)
        throw DomainError.badRequest(`body/${part.fieldname} is not allowed`, { field: part.fieldname });
      refuseUnsafeText('body/file', part.filename);
      const type = packageTypeOf(part.filename);
      if (type === null) throw invalidTemplate(INVALID_FILE_FORMAT);
      await blobs.put(staged, part.file, { maxBytes: MAX_ASSET_BYTES, contentType: part.mimetype });
      file = { fileName: part.filename, type };
    }
    if (file === null) throw DomainError.badRequest(NO_FILE, { field: 'file' });
    return { ...file, staged, generation: fields.generation === undefined ? undefined : Number(fields.generation) };
  } catch (error) {
    await blobs.delete(staged);
    // Limits, unreadable bodies and oversized files answer as the asset uploads' do.
    throw multipartError(error);
  }
}
