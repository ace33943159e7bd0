import { Type, type TLiteral, type TProperties, type TSchema } from '@sinclair/typebox';
import { ID_PATTERN } from '../../domain/shared/validation';

export const Id = Type.String({ pattern: ID_PATTERN, description: '24-character lowercase hex id' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Request bodies refuse fields they do not name (no mass assignment). */
export const Body = <T extends TProperties>(properties: T) => Type.Object(properties, { additionalProperties: false });
export const Params = Body;
/** Answers name every field they carry: Fastify's serializer drops any other. */
export const Answer = <T extends TProperties>(properties: T, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });
/** One of a closed list of strings, checked (an anyOf of constants). */
export const Literals = <T extends string>(values: readonly T[]) =>
  // Typed as one literal of the whole union: the type provider cannot type a union built from an array.
  Type.Union(values.map((value) => Type.Literal(value)) as [TLiteral<T>]);
/** One of a closed list of strings, as documentation only: the serializer writes whatever string it is given. */
export const OneOf = (values: readonly string[]) => Type.Unsafe<string>({ type: 'string', enum: [...values] });
/** Read models hold Dates; the serializer writes them as ISO 8601. */
export const Timestamp = Type.String({ format: 'date-time' });
/** The answer of a delete: the id of what is gone. */
export const Deleted = Answer({ id: Id }, 'Deleted');
