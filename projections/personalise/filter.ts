// The variant table's filters (spec 2 §2 "Filter categories"): statuses, formats, variants and segments, plus the
// name search. They become one WHERE over `variant v`'s own columns (the derived ones the projection keeps), so a
// page of a 10,000-variant tree reads its index and never a format per row. Schedules are judged at `now`.
import { likePattern } from '../list';

import { VARIANT_STATUSES, type VariantFilter, type VariantStatus } from '../../domain/personalise/filters';

export { VARIANT_STATUSES, type VariantFilter, type VariantStatus };

/** Positional parameters as a WHERE is built: `add(value)` answers its placeholder. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * A schedule signal of the variant in the given state at `now` (domain/personalise/signals.ts scheduleState). The
 * tree's schedules in that state are found once per query (an uncorrelated subquery), then each row only checks an
 * overlap of arrays: a subquery per row made a filtered count of 10,000 variants ten times slower.
 */
function scheduleIn(state: 'scheduled' | 'live' | 'ended', now: string, tree: string): string {
  const starts = `schedule_instant(s.schedule ->> 'startsAt')`;
  const ends = `schedule_instant(s.schedule ->> 'endsAt')`;
  const condition = {
    scheduled: `${starts} > ${now}`,
    ended: `coalesce(${starts} <= ${now}, true) AND ${ends} < ${now}`,
    live: `coalesce(${starts} <= ${now}, true) AND coalesce(${ends} >= ${now}, true)`,
  }[state];
  return `v.signal_ids && (SELECT coalesce(array_agg(s.id), '{}') FROM signal s WHERE s.tree_id = ${tree} AND s.type = 'schedule' AND ${condition})`;
}

/** Live: on, and either unscheduled or within one of its schedules. */
export const LIVE = (now: string, tree: string) => `(v.enabled AND (NOT v.has_schedule OR ${scheduleIn('live', now, tree)}))`;
/** On but waiting for a schedule to start: the 'scheduled' tag, shown only when not live. */
export const SCHEDULED = (now: string, tree: string) =>
  `(v.enabled AND v.has_schedule AND NOT ${scheduleIn('live', now, tree)} AND ${scheduleIn('scheduled', now, tree)})`;

function statusCondition(status: Exclude<VariantStatus, 'archived'>, now: () => string, tree: string): string {
  switch (status) {
    case 'active':
      return LIVE(now(), tree);
    case 'scheduled':
      return SCHEDULED(now(), tree);
    case 'scheduleEnded':
      return `(v.has_schedule AND NOT ${scheduleIn('live', now(), tree)} AND NOT ${scheduleIn('scheduled', now(), tree)})`;
    case 'off':
      return 'NOT v.enabled';
    case 'approved':
      return 'v.approved';
    case 'rejected':
      return 'v.rejected';
    case 'unapproved':
      return '(NOT v.approved AND NOT v.rejected)';
    case 'error':
      // A publishing or render error: nothing records one yet (publishing and screenshots come later).
      return 'false';
  }
}

/**
 * The WHERE of a tree's variants under a filter. Archived variants appear only when the statuses name 'archived';
 * the other statuses then select among the live ones (none named: all of them).
 */
export function variantWhere(treeId: string, filter: VariantFilter, params: Params, now: Date): string {
  const tree = params.add(treeId);
  const where = [`v.tree_id = ${tree}`];
  // A parameter only when a status reads the time: an unused one has no type Postgres can tell.
  let at: string | undefined;
  const time = () => (at ??= `${params.add(now.toISOString())}::timestamptz`);
  const statuses = filter.statuses ?? [];
  const others = statuses.filter((s): s is Exclude<VariantStatus, 'archived'> => s !== 'archived');
  const live = others.length === 0 ? (statuses.length === 0 ? 'NOT v.archived' : 'false') : `(NOT v.archived AND (${others.map((s) => statusCondition(s, time, tree)).join(' OR ')}))`;
  where.push(statuses.includes('archived') ? `(v.archived OR ${live})` : live);
  const q = likePattern(filter.q);
  if (q) where.push(`v.name ILIKE ${params.add(q)}`);
  // An empty list selects nothing out: no filter.
  if (filter.variants?.length) where.push(`v.id = ANY (${params.add(filter.variants)}::text[])`);
  if (filter.segments?.length) where.push(`v.signal_ids && ${params.add(filter.segments)}::text[]`);
  return where.join(' AND ');
}
