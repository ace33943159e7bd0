import { Type, type TSchema } from '@sinclair/typebox';
import { ID_PATTERN } from '../../domain/shared/validation';

export const Id = Type.String({ pattern: ID_PATTERN, description: '24-character lowercase hex id' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Request bodies refuse fields they do not name (no mass assignment). */
export const Body = <T extends Parameters<typeof Type.Object>[0]>(properties: T) => Type.Object(properties, { additionalProperties: false });
export const Params = Body;
