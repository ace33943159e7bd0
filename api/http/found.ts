// Answering with one entity: a 404 with the resource's own message when it is missing.
import { DomainError } from '../../domain/shared/errors';

export function found<T>(row: T | null | undefined, notFoundMessage: string): T {
  if (row === null || row === undefined) throw DomainError.notFound(notFoundMessage);
  return row;
}

/** One entity answers with its id twice, as `id` and as the original API's `_id`. */
export const withLegacyId = <T extends { id: string }>(row: T) => ({ ...row, _id: row.id });
