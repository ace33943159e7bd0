// What a template's HTML declares (spec 3 §3, §5): its dynamic fields' default values, their possible values,
// their types and the sizes of its dynamic images. The spec names the rules but not the syntax; ours is a JSON
// block each (docs/templates.md has a complete example):
//   <script type="application/json" id="defaultValues">{"headline": "Summer sale", "price": 9.99}</script>
//   <script type="application/json" id="possibleValues">{"headline": ["Summer sale", "Winter sale"]}</script>
//   <script type="application/json" id="dynamicFieldTypes">{"clickUrl": "url"}</script>
//   <script type="application/json" id="dynamicImageSizes">{"hero": [300, 250]}</script>
//   <script type="application/json" id="requiredFields">["headline", "hero"]</script>
// Default values are a JSON object of strings, numbers, booleans or nulls; possible values a list of texts per
// field, which the field's default value must be one of; a type one of DYNAMIC_FIELD_TYPES (text unless said;
// a field with an image size is an image); each dynamic image size is two positive integers, width then height.
// A template without a block has none of it. A field a campaign must fill (spec 2 §5: non-optional) is one named in
// requiredFields or one without a default value; the others keep their default when a variant leaves them empty.
// Possible values and types are part of the default values'
// declaration, so a malformed one answers the default values' message (the spec has no message of their own).
import { parseTemplateName, templateNameOf, type Parsed } from './name';

export const WRONG_DEFAULT_VALUES = 'Wrong template default values';
export const MALFORMED_IMAGE_SIZES = 'Template has malformed dynamic image sizes code';
export const TEMPLATE_UPLOAD_FAILED = 'Something went wrong. Please try again later or contact your administrator';
export const templateUploadedMessage = (fileName: string) => `${fileName} file uploaded successfully.`;

export type DefaultValue = string | number | boolean | null;
interface ImageSize {
  width: number;
  height: number;
}

function block(html: string, id: string): string | null {
  const match = new RegExp(`<script\\b[^>]*\\bid=["']${id}["'][^>]*>([\\s\\S]*?)</script>`, 'i').exec(html);
  return match ? (match[1] ?? '') : null;
}

/** The block's JSON object with every value checked, {} without the block, else the error. */
function parseBlock<T>(
  html: string,
  id: string,
  error: string,
  read: (value: unknown) => T | undefined,
): Parsed<Record<string, T>> {
  const text = block(html, id);
  if (text === null) return { ok: true, value: {} };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, error };
  const value: Record<string, T> = {};
  for (const [key, raw] of Object.entries(json)) {
    const checked = read(raw);
    if (checked === undefined) return { ok: false, error };
    value[key] = checked;
  }
  return { ok: true, value };
}

export function parseDefaultValues(html: string): Parsed<Record<string, DefaultValue>> {
  return parseBlock(html, 'defaultValues', WRONG_DEFAULT_VALUES, (raw) =>
    raw === null || ['string', 'number', 'boolean'].includes(typeof raw) ? (raw as DefaultValue) : undefined,
  );
}

const positiveInteger = (n: unknown): n is number => Number.isInteger(n) && (n as number) > 0;

export function parseDynamicImageSizes(html: string): Parsed<Record<string, ImageSize>> {
  return parseBlock(html, 'dynamicImageSizes', MALFORMED_IMAGE_SIZES, (raw) => {
    if (!Array.isArray(raw) || raw.length !== 2) return undefined;
    const [width, height] = raw as unknown[];
    return positiveInteger(width) && positiveInteger(height) ? { width, height } : undefined;
  });
}

function parsePossibleValues(html: string): Parsed<Record<string, string[]>> {
  return parseBlock(html, 'possibleValues', WRONG_DEFAULT_VALUES, (raw) =>
    Array.isArray(raw) && raw.length > 0 && raw.every((v) => typeof v === 'string') ? (raw as string[]) : undefined,
  );
}

export const DYNAMIC_FIELD_TYPES = ['text', 'image', 'url', 'video', 'audio'] as const;
type DynamicFieldType = (typeof DYNAMIC_FIELD_TYPES)[number];

function parseDynamicFieldTypes(html: string): Parsed<Record<string, DynamicFieldType>> {
  return parseBlock(html, 'dynamicFieldTypes', WRONG_DEFAULT_VALUES, (raw) =>
    DYNAMIC_FIELD_TYPES.includes(raw as DynamicFieldType) ? (raw as DynamicFieldType) : undefined,
  );
}

/** One dynamic field of a template, as its HTML declares it. */
export interface DynamicField {
  name: string;
  type: DynamicFieldType;
  defaultValue: DefaultValue;
  possibleValues: string[] | null;
  imageSize: ImageSize | null;
  /** Named in requiredFields (absent otherwise, and on versions recorded before the block existed). */
  required?: boolean;
}

/** Whether a variant must fill the field (spec 2 §5). */
export const isRequiredField = (field: DynamicField) => field.required === true || field.defaultValue === null;

function parseRequiredFields(html: string): Parsed<string[]> {
  const text = block(html, 'requiredFields');
  if (text === null) return { ok: true, value: [] };
  try {
    const json: unknown = JSON.parse(text);
    if (Array.isArray(json) && json.every((name) => typeof name === 'string'))
      return { ok: true, value: json as string[] };
  } catch {
    // answered below
  }
  return { ok: false, error: WRONG_DEFAULT_VALUES };
}

/**
 * Every field any block names, in the order the blocks first name them (defaultValues first). A default value
 * outside its field's possible values, or a type other than image for a field with an image size, is refused.
 */
export function parseDynamicFields(html: string): Parsed<DynamicField[]> {
  const defaults = parseDefaultValues(html);
  const possible = parsePossibleValues(html);
  const types = parseDynamicFieldTypes(html);
  const sizes = parseDynamicImageSizes(html);
  const required = parseRequiredFields(html);
  if (!defaults.ok) return defaults;
  if (!possible.ok) return possible;
  if (!types.ok) return types;
  if (!sizes.ok) return sizes;
  if (!required.ok) return required;
  const names = [
    ...new Set([defaults.value, possible.value, types.value, sizes.value].flatMap((block) => Object.keys(block))),
  ];
  const fields: DynamicField[] = [];
  for (const name of names) {
    const defaultValue = defaults.value[name] ?? null;
    const possibleValues = possible.value[name] ?? null;
    if (possibleValues && defaultValue !== null && !possibleValues.includes(String(defaultValue)))
      return { ok: false, error: WRONG_DEFAULT_VALUES };
    const imageSize = sizes.value[name] ?? null;
    const type = types.value[name] ?? (imageSize ? 'image' : 'text');
    if (imageSize && type !== 'image') return { ok: false, error: MALFORMED_IMAGE_SIZES };
    fields.push({
      name,
      type,
      defaultValue,
      possibleValues,
      imageSize,
      ...(required.value.includes(name) ? { required: true } : {}),
    });
  }
  // A required field must be one the template declares.
  if (required.value.some((name) => !names.includes(name))) return { ok: false, error: WRONG_DEFAULT_VALUES };
  return { ok: true, value: fields };
}

/** The upload result's uploadStatus: the name's rules first, then the code's; errorMessage is the first failure. */
export function templateUploadStatus(
  fileName: string,
  html: string,
): { isValid: boolean; errorMessage: string | null } {
  const checks = [parseTemplateName(templateNameOf(fileName)), parseDynamicFields(html)];
  for (const check of checks) if (!check.ok) return { isValid: false, errorMessage: check.error };
  return { isValid: true, errorMessage: null };
}
