// A template's edit (spec 3 §3 'Template save payload'): new default values for dynamic fields, written into the
// HTML's defaultValues block, and edited CSS, kept in the HTML as <style id="editedCSS"> at the end of <head>
// (replacing an earlier one; an empty text removes it). The result is judged again as any template's code.
import { WRONG_DEFAULT_VALUES, type DefaultValue } from './code';
import type { Parsed } from './name';

const EDITED_CSS_ID = 'editedCSS';

export interface TemplateEdit {
  /** {fieldName: defaultValue}: replaces those fields' defaults (a field not in the block yet is added). */
  newDynamicFields?: Record<string, DefaultValue>;
  editedCSS?: string;
}

const DEFAULTS_BLOCK = /(<script\b[^>]*\bid=["']defaultValues["'][^>]*>)([\s\S]*?)(<\/script>)/i;
const EDITED_CSS = new RegExp(`<style\\b[^>]*\\bid=["']${EDITED_CSS_ID}["'][^>]*>[\\s\\S]*?</style>`, 'gi');

/** `snippet` at the end of <head>; without a head after <html>, else after the doctype (never before it). */
function intoHead(html: string, snippet: string): string {
  const close = /<\/head>/i.exec(html);
  if (close) return html.slice(0, close.index) + snippet + html.slice(close.index);
  const anchor = /<head\b[^>]*>/i.exec(html) ?? /<html\b[^>]*>/i.exec(html) ?? /<!doctype[^>]*>/i.exec(html);
  if (!anchor) return snippet + html;
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + snippet + html.slice(at);
}

/** JSON a script element cannot be closed by: '<' is written as its escape. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The new dynamic fields as the edit form sends them: a JSON object of strings, numbers, booleans or nulls. */
export function parseNewDynamicFields(text: string): Parsed<Record<string, DefaultValue>> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: WRONG_DEFAULT_VALUES };
  }
  const valid =
    typeof json === 'object' &&
    json !== null &&
    !Array.isArray(json) &&
    Object.values(json).every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v));
  return valid ? { ok: true, value: json as Record<string, DefaultValue> } : { ok: false, error: WRONG_DEFAULT_VALUES };
}

function withDefaults(html: string, fields: Record<string, DefaultValue>): Parsed<string> {
  const match = DEFAULTS_BLOCK.exec(html);
  if (!match)
    return {
      ok: true,
      value: intoHead(html, `<script type="application/json" id="defaultValues">${scriptJson(fields)}</script>`),
    };
  let current: unknown;
  try {
    current = JSON.parse(match[2] ?? '');
  } catch {
    return { ok: false, error: WRONG_DEFAULT_VALUES };
  }
  if (typeof current !== 'object' || current === null || Array.isArray(current))
    return { ok: false, error: WRONG_DEFAULT_VALUES };
  const block = `${match[1]}${scriptJson({ ...current, ...fields })}${match[3]}`;
  return { ok: true, value: html.slice(0, match.index) + block + html.slice(match.index + match[0].length) };
}

function withCss(html: string, css: string): string {
  const without = html.replace(EDITED_CSS, '');
  // '</style' inside the text would end the element early; '<\/style' is the same CSS and cannot.
  return css === ''
    ? without
    : intoHead(without, `<style id="${EDITED_CSS_ID}">${css.replace(/<\/style/gi, '<\\/style')}</style>`);
}

/** The HTML with the edit applied; a defaultValues block that is not a JSON object answers 'Wrong template default
 * values'. */
export function applyTemplateEdit(html: string, edit: TemplateEdit): Parsed<string> {
  let edited = html;
  if (edit.newDynamicFields) {
    const next = withDefaults(edited, edit.newDynamicFields);
    if (!next.ok) return next;
    edited = next.value;
  }
  if (edit.editedCSS !== undefined) edited = withCss(edited, edit.editedCSS);
  return { ok: true, value: edited };
}
