// The pieces the API's answers are built of (TypeBox). An answer is declared once, as a schema in the `answers.ts` of
// its area: the API declares it for its route (OpenAPI, the serializer), and the read side and the screens take
// their types from it (`Static<typeof X>`; the screens as types only, so TypeBox stays out of their bundle).
import { Type, type Static, type TLiteral, type TObjectOptions, type TProperties, type TSchema } from 'typebox';
import { ID_PATTERN } from './validation';

export const Id = Type.String({ pattern: ID_PATTERN, description: '24-character lowercase hex id' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Answers name every field they carry: Fastify's serializer drops any other. */
export const Answer = <T extends TProperties>(properties: T, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });
/** An object whose keys are data (`propertyNames` may say which) and whose values are `value`s. */
export const Dictionary = <T extends TSchema>(value: T, options: TObjectOptions = {}) =>
  Type.Unsafe<Record<string, Static<T>>>(Type.Object({}, { ...options, additionalProperties: value }));
/** One of a closed list of strings, checked (an anyOf of constants). */
export const Literals = <T extends string>(values: readonly T[]) =>
  // Typed as one literal of the whole union: the type provider cannot type a union built from an array.
  Type.Union(values.map((value) => Type.Literal(value)) as [TLiteral<T>]);
/** One of a closed list of strings, as documentation only: the serializer writes whatever string it is given. */
export const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
/** Read models hold Dates; the serializer writes them as ISO 8601, and the screens read that text. */
export const Timestamp = Type.String({ format: 'date-time' });
/** The answer of a delete: the id of what is gone. */
export const Deleted = Answer({ id: Id }, 'Deleted');
export type Deleted = Static<typeof Deleted>;
