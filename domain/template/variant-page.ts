// A variant's page (issue 19 §1): the template version's entry HTML with the variant's values written over the
// defaults of its defaultValues block, which the template's own script reads to fill itself in (docs/templates.md).
// A value that points at a library asset (an image, a video) becomes the address the renderer serves that asset at;
// an empty value leaves the field's default standing, as it does in the campaign (spec 2 §4).
import type { ElementValue } from '../personalise/events';
import { applyTemplateEdit } from './edit';
import type { Parsed } from './name';

/** The value the page gets for a field, or null when the variant leaves the default standing. */
function pageValue(value: Pick<ElementValue, 'value' | 'assetId'>, assetUrl: (assetId: string) => string) {
  if (value.assetId) return assetUrl(value.assetId);
  return value.value === '' ? null : value.value;
}

/**
 * The entry HTML with `values` over its defaults; without a value to write, the HTML as it is. A defaultValues block
 * that is not a JSON object answers 'Wrong template default values' (an uploaded version never has one).
 */
export function variantPage(
  html: string,
  values: Readonly<Record<string, Pick<ElementValue, 'value' | 'assetId'>>>,
  assetUrl: (assetId: string) => string,
): Parsed<string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const written = pageValue(value, assetUrl);
    if (written !== null) fields[name] = written;
  }
  if (Object.keys(fields).length === 0) return { ok: true, value: html };
  return applyTemplateEdit(html, { newDynamicFields: fields });
}
