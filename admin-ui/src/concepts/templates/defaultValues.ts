// A dynamic field's default value as the edit dialog shows it (text) and as the edit sends it back: a number
// stays a number and a yes/no a boolean when the text still reads as one; an emptied field with no default
// stays null (docs/templates.md: default values are strings, numbers, booleans or null).
import type { DefaultValue, DynamicField } from '../../../../domain/template/code';

export const defaultText = (value: DefaultValue): string => (value === null ? '' : String(value));

function defaultValueOf(field: Pick<DynamicField, 'defaultValue'>, text: string): DefaultValue {
  const was = field.defaultValue;
  if (typeof was === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (typeof was === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  if (was === null && text === '') return null;
  return text;
}

/** The fields whose text differs from their default, as {fieldName: defaultValue}; null when none does. */
export function changedDefaults(
  fields: readonly DynamicField[],
  texts: Record<string, string>,
): Record<string, DefaultValue> | null {
  const changed = fields.filter(
    (field) => field.name in texts && texts[field.name] !== defaultText(field.defaultValue),
  );
  return changed.length
    ? Object.fromEntries(changed.map((field) => [field.name, defaultValueOf(field, texts[field.name]!)]))
    : null;
}
