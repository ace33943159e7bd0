// What a template's HTML declares (spec 3 §3, §5): its dynamic fields' default values and the sizes of its
// dynamic images. The spec names the rules but not the syntax; ours is a JSON block each:
//   <script type="application/json" id="defaultValues">{"headline": "Summer sale", "price": 9.99}</script>
//   <script type="application/json" id="dynamicImageSizes">{"hero": [300, 250]}</script>
// Default values are a JSON object of strings, numbers, booleans or nulls; each dynamic image size is two
// positive integers, width then height. A template without a block has no defaults, or no dynamic images.
import { parseTemplateName, templateNameOf, type Parsed } from './name';

export const WRONG_DEFAULT_VALUES = 'Wrong template default values';
export const MALFORMED_IMAGE_SIZES = 'Template has malformed dynamic image sizes code';
export const TEMPLATE_UPLOAD_FAILED = 'Something went wrong. Please try again later or contact your administrator';
export const templateUploadedMessage = (fileName: string) => `${fileName} file uploaded successfully.`;

export type DefaultValue = string | number | boolean | null;
export interface ImageSize {
  width: number;
  height: number;
}

function block(html: string, id: string): string | null {
  const match = new RegExp(`<script\\b[^>]*\\bid=["']${id}["'][^>]*>([\\s\\S]*?)</script>`, 'i').exec(html);
  return match ? (match[1] ?? '') : null;
}

/** The block's JSON object with every value checked, {} without the block, else the error. */
function parseBlock<T>(html: string, id: string, error: string, read: (value: unknown) => T | undefined): Parsed<Record<string, T>> {
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

/** The upload result's uploadStatus: the name's rules first, then the code's; errorMessage is the first failure. */
export function templateUploadStatus(fileName: string, html: string): { isValid: boolean; errorMessage: string | null } {
  const checks = [parseTemplateName(templateNameOf(fileName)), parseDefaultValues(html), parseDynamicImageSizes(html)];
  for (const check of checks) if (!check.ok) return { isValid: false, errorMessage: check.error };
  return { isValid: true, errorMessage: null };
}
