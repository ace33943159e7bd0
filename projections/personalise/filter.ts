// The variant table's filters (spec 2 §2 "Filter categories"): statuses, formats, variants and segments, plus the
// name search. They become one WHERE over `variant v`'s own columns (the derived ones the projection keeps), so a
// page of a 10,000-variant tree reads its index and never a format per row. Schedules are judged once per read.
import { likePattern } from '../list';

import {
  VARIANT_STATUSES,
  type QaFilter,
  type VariantFilter,
  type VariantStatus,
} from '../../domain/personalise/filters';

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
 * The tree's schedules by their state at the moment of a read (domain/personalise/signals.ts scheduleState), judged
 * once per read: each variant row then only overlaps arrays.
 */
export interface ScheduleStates {
  live: string[];
  upcoming: string[];
}

/** The placeholders of a read's schedule states. */
interface ScheduleParams {
  readonly live: string;
  readonly upcoming: string;
}

/** Each placeholder is added when first used: an unused parameter has no type Postgres can tell. */
export function scheduleParams(states: ScheduleStates, params: Params): ScheduleParams {
  let live: string | undefined;
  let upcoming: string | undefined;
  return {
    get live() {
      return (live ??= `${params.add(states.live)}::text[]`);
    },
    get upcoming() {
      return (upcoming ??= `${params.add(states.upcoming)}::text[]`);
    },
  };
}

const carries = (ids: string) => `(v.signal_ids && ${ids})`;

/** Live: on, and either unscheduled or within one of its schedules. */
export const LIVE = (s: ScheduleParams) => `(v.enabled AND (NOT v.has_schedule OR ${carries(s.live)}))`;
/** On but waiting for a schedule to start: the 'scheduled' tag, shown only when not live. */
export const SCHEDULED = (s: ScheduleParams) =>
  `(v.enabled AND v.has_schedule AND NOT ${carries(s.live)} AND ${carries(s.upcoming)})`;

function statusCondition(status: Exclude<VariantStatus, 'archived'>, schedules: ScheduleParams): string {
  switch (status) {
    case 'active':
      return LIVE(schedules);
    case 'scheduled':
      return SCHEDULED(schedules);
    case 'scheduleEnded':
      return `(v.has_schedule AND NOT ${carries(schedules.live)} AND NOT ${carries(schedules.upcoming)})`;
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
 * The 'QA' filter over the screenshots read model: a variant's live formats are judged by the picture each row shows,
 * its last one (stale or not, domain/screenshot/view.ts), whose findings the queue entry's shot names. One semi-join
 * over the tree's entries, not a look-up per variant.
 */
function qaCondition(qa: QaFilter, treeId: string): string {
  const pictured = (findings: boolean) =>
    `v.id IN (SELECT q.variant_id FROM render_queue_entry q
       JOIN screenshot s ON s.fingerprint = q.shot_fingerprint
       JOIN variant_format f ON f.id = q.format_id AND NOT f.archived
       WHERE q.tree_id = ${treeId}${findings ? " AND s.findings <> '[]'::jsonb" : ''})`;
  return qa === 'findings' ? pictured(true) : `(${pictured(false)} AND NOT ${pictured(true)})`;
}

/**
 * The WHERE of a tree's variants under a filter. Archived variants appear only when the statuses name 'archived';
 * the other statuses then select among the live ones (none named: all of them).
 */
/** A variant's name as its indexes hold it (migration 014): a bounded prefix of name_lower, so no name fails an index.
 * */
export const NAME_KEY = (alias: string) => `left(${alias}.name_lower, 256)`;

export function variantWhere(treeId: string, filter: VariantFilter, params: Params, states: ScheduleStates): string {
  const tree = params.add(treeId);
  const where = [`v.tree_id = ${tree}`];
  const schedules = scheduleParams(states, params);
  const statuses = filter.statuses ?? [];
  const others = statuses.filter((s): s is Exclude<VariantStatus, 'archived'> => s !== 'archived');
  const live =
    others.length === 0
      ? statuses.length === 0
        ? 'NOT v.archived'
        : 'false'
      : `(NOT v.archived AND (${others.map((s) => statusCondition(s, schedules)).join(' OR ')}))`;
  where.push(statuses.includes('archived') ? `(v.archived OR ${live})` : live);
  // name_lower with LIKE: ten times cheaper per row than ILIKE on the name, and the same match.
  const q = likePattern(filter.q);
  if (q) where.push(`v.name_lower LIKE lower(${params.add(q)})`);
  // An empty list selects nothing out: no filter.
  if (filter.variants?.length) where.push(`v.id = ANY (${params.add(filter.variants)}::text[])`);
  if (filter.segments?.length) where.push(`v.signal_ids && ${params.add(filter.segments)}::text[]`);
  if (filter.qa) where.push(qaCondition(filter.qa, tree));
  return where.join(' AND ');
}
