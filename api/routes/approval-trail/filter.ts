// The trail's filter as the list and the CSV read it. Its schema (api/schemas/approval-trail.ts) has already held
// each member to its values; the instants are passed on as ISO strings JavaScript wrote, which Postgres reads.
import type { TrailFilter } from '../../../projections/approvals/queries';

/** A moment the schema's instant pattern matched, as an ISO string (a day past the month's end rolls over). */
export const instantOf = (value: string) => new Date(value).toISOString();

const KEYS = [
  'user',
  'kind',
  'decision',
  'variantId',
  'treeId',
  'formatId',
  'from',
  'to',
] as const satisfies readonly (keyof TrailFilter)[];

export function trailFilter(filter: Record<string, unknown>): TrailFilter {
  const read: TrailFilter = {};
  for (const key of KEYS) {
    const value = filter[key];
    if (typeof value !== 'string' || value === '') continue;
    read[key] = key === 'from' || key === 'to' ? instantOf(value) : value;
  }
  return read;
}
