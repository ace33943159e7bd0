import { Type, type TProperties, type TSchema, type TStringOptions } from 'typebox';
import { TEXT_MAX_LENGTH } from '../../domain/shared/text-limits';

// The pieces answers are built of are the domain's (the screens derive their types from the answers); requests use
// them too.
export { Answer, Deleted, Dictionary, Id, Literals, Nullable, OneOf, Timestamp } from '../../domain/shared/schema';

/** Request bodies refuse fields they do not name (no mass assignment). */
export const Body = <T extends TProperties>(properties: T) => Type.Object(properties, { additionalProperties: false });
export const Params = Body;

/** No U+0000, which Postgres text cannot hold (api/http/unsafe-text.ts refuses it before validation). */
export const NO_NUL = '^[^\\u0000]*$';
/**
 * Text a request carries: OpenAPI says it holds no NUL character and how long it may be, TEXT_MAX_LENGTH unless
 * given, so that no field takes more than the read side and a user need (domain/shared/text-limits.ts).
 */
export const Text = ({ maxLength = TEXT_MAX_LENGTH, ...options }: TStringOptions = {}) =>
  Type.String({
    pattern: NO_NUL,
    ...options,
    maxLength,
    description: options.description
      ? `${options.description}; at most ${maxLength} characters`
      : `At most ${maxLength} characters`,
  });

const HEX = '[0-9A-Fa-f]';
/** A JSON escape \uXXXX of neither a NUL nor an unpaired surrogate (api/http/unsafe-text.ts refuses both). */
const ESCAPED_CHAR = `\\\\u(?:0(?:[1-9A-Fa-f]${HEX}{2}|0[1-9A-Fa-f]${HEX}|00[1-9A-Fa-f])|[1-9A-Ca-cEeFf]${HEX}{3}|[Dd][0-7]${HEX}{2}|[Dd][89ABab]${HEX}{2}\\\\u[Dd][C-Fc-f]${HEX}{2})`;
/** One character of a JSON string's text, as a pattern: for JSON carried inside a text (a list's filter, an upload's
 * tags). */
export const JSON_STRING_CHAR = `(?:[^"\\\\\\u0000-\\u001F]|\\\\["\\\\/bfnrt]|${ESCAPED_CHAR})`;

/** What a rule answers for a value its schema refused: the domain's own message, or null to keep the validator's. */
export type Rule = (value: unknown) => string | null;
const RULE = Symbol('rule');

/**
 * The schema, answering `rule`'s message when it refuses a value: the domain's rules spelled as JSON Schema keep
 * the domain's messages (an empty name still answers 'Required'). The symbol is invisible to ajv and to OpenAPI.
 */
export function withRule<T extends TSchema>(schema: T, rule: Rule): T {
  return Object.assign(schema, { [RULE]: rule });
}

/** A rule that always answers one message. */
export const always =
  (message: string): Rule =>
  () =>
    message;

/** The steps of a JSON pointer: '/tags/3' and '#/properties/tags' alike; '' is none. */
export const pointerSteps = (pointer: string) =>
  pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));

const step = (node: unknown, key: string): unknown =>
  node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;

/** What a JSON pointer names in `data`. */
export const valueAt = (data: unknown, pointer: string) => pointerSteps(pointer).reduce(step, data);

/** The rule nearest the failing keyword on an ajv schemaPath ('#/properties/tags/items/maxLength'), run on the refused
 * value. */
export function ruleMessage(schema: unknown, schemaPath: string, value: unknown): string | null {
  let node = schema;
  let rule: Rule | undefined;
  for (const key of pointerSteps(schemaPath)) {
    rule = (node as { [RULE]?: Rule } | undefined)?.[RULE] ?? rule;
    node = step(node, key);
  }
  return rule?.(value) ?? null;
}
