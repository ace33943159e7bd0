// PATCH /assets/concepts/{id} takes a multipart form (spec 3 §7): name, languages, businessNodes,
// shouldResetThumbnail and, for now, `thumbnail`, the id of a library image of the partner. A thumbnail file
// (`file`) is not taken yet. The form is read here, not by ajv; SettingsFormBody describes it for OpenAPI.
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { CONCEPT_NAME_MAX_LENGTH } from '../../../domain/concept/details-rules';
import { DomainError, MESSAGES } from '../../../domain/shared/errors';
import { TEXT_MAX_LENGTH } from '../../../domain/shared/text-limits';
import { NAME_MAX_LENGTH } from '../../../domain/shared/validation';
import type { ConceptSettings } from '../../../commands/concepts';
import { JSON_STRING_CHAR } from '../../http/schemas';
import { assertMultipart, multipartError } from '../../http/multipart-error';
import { refuseUnsafeText } from '../../http/unsafe-text';

const ID = '[0-9a-f]{24}';
const jsonList = (item: string) => `^\\[(?:${item}(?:,${item})*)?\\]$`;
const FIELDS = {
  name: {
    pattern: '^[^\\u0000]*$',
    description: `The name, at most ${CONCEPT_NAME_MAX_LENGTH} characters once trimmed`,
    maxLength: NAME_MAX_LENGTH,
  },
  languages: {
    pattern: jsonList(`"${JSON_STRING_CHAR}*"`),
    description: 'The languages: a JSON array of texts, as JSON.stringify writes it',
    maxLength: TEXT_MAX_LENGTH,
  },
  businessNodes: {
    pattern: jsonList(`"${ID}"`),
    description: 'The markets: a JSON array of business node ids',
    maxLength: TEXT_MAX_LENGTH,
  },
  shouldResetThumbnail: { pattern: '^(?:true|false)$', description: 'true removes the thumbnail', maxLength: 5 },
  thumbnail: {
    pattern: `^${ID}$`,
    description: 'The id of a library image of the partner to show as the thumbnail',
    maxLength: 24,
  },
};
type Field = keyof typeof FIELDS;
const TESTS = Object.fromEntries(
  Object.entries(FIELDS).map(([field, { pattern }]) => [field, new RegExp(pattern, 'u')]),
) as Record<Field, RegExp>;
const isField = (name: string): name is Field => Object.hasOwn(FIELDS, name);

export const FILE_NOT_TAKEN = 'body/file is not taken yet: send thumbnail, the id of a library image';

export const SettingsFormBody = Type.Object(
  Object.fromEntries(Object.entries(FIELDS).map(([field, options]) => [field, Type.Optional(Type.String(options))])),
  {
    additionalProperties: false,
    // A reset and a new thumbnail at once answer 400 'Wrong params'.
    not: { required: ['shouldResetThumbnail', 'thumbnail'], properties: { shouldResetThumbnail: { const: 'true' } } },
  },
);

const list = (value: string | undefined) => (value === undefined ? undefined : (JSON.parse(value) as string[]));

export async function readSettingsForm(request: FastifyRequest): Promise<ConceptSettings> {
  assertMultipart(request, 'The settings must be multipart/form-data');
  const fields: Partial<Record<Field, string>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file')
        throw DomainError.badRequest(
          part.fieldname === 'file' ? FILE_NOT_TAKEN : `body/${part.fieldname} is not allowed`,
          { field: part.fieldname },
        );
      if (!isField(part.fieldname))
        throw DomainError.badRequest(`body/${part.fieldname} is not allowed`, { field: part.fieldname });
      const value = String(part.value);
      refuseUnsafeText(`body/${part.fieldname}`, value);
      const { maxLength } = FIELDS[part.fieldname];
      if (value.length > maxLength)
        throw DomainError.badRequest(`body/${part.fieldname} must be at most ${maxLength} characters`, {
          field: part.fieldname,
        });
      if (!TESTS[part.fieldname].test(value))
        throw DomainError.badRequest(`body/${part.fieldname} must be ${FIELDS[part.fieldname].description}`, {
          field: part.fieldname,
        });
      fields[part.fieldname] = value;
    }
  } catch (error) {
    throw multipartError(error);
  }
  const reset = fields.shouldResetThumbnail === 'true';
  if (reset && fields.thumbnail !== undefined)
    throw DomainError.badRequest(MESSAGES.wrongParams, { field: 'thumbnail' });
  return {
    name: fields.name,
    languages: list(fields.languages),
    businessNodes: list(fields.businessNodes),
    thumbnail: reset ? null : fields.thumbnail,
  };
}
