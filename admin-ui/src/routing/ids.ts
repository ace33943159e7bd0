// Ids in URLs are the API's 24-character ids (domain/shared/validation.ts); anything else names nothing.
import { ID_PATTERN } from '../../../domain/shared/validation';

const ID = new RegExp(ID_PATTERN);

export const isId = (value: string) => ID.test(value);
