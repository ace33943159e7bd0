// A feed's rows applied to a tree (issue 23 §3; spec 3 §3 feed statuses). Each row's key leads to its variant
// (state.feedKeys, from the last import's FeedImported), and the row's status follows from it:
//   NEW (1)     a key the tree has never seen: a variant is created, filled with the row's values and signals;
//   UPDATE (2)  a key whose row hash changed since the last import (or whose row had vanished and is back): the
//               variant is restored if the feed archived it, renamed, and its elements and signals set as any edit
//               sets them (decide-elements.ts), so only formats whose content changed lose their approval;
//   ARCHIVE (3) a key of the last import that the feed no longer has: its variant is archived.
// A row whose hash is the last import's is unchanged and appends nothing. An import is planned on the whole feed
// first (feedPlan, which refuses a feed as the CSV messages say and appends nothing), then applied in parts of at
// most FEED_PART operations (applyFeed), each one append: 10,000 new variants are more events than one append holds.
import { DomainError } from '../shared/errors';
import { csvCheckColumn } from './csv-table';
import { setDynamicElements } from './decide-elements';
import { setFormatSignals } from './decide-signals';
import { archiveVariant, checkLimit, newFormats, onTree, renameVariant, variantOf } from './decide-variants';
import type { PersonaliseCommand } from './commands';
import type { ElementValue, FormatSeed, PersonaliseEvent } from './events';
import type { FeedRow } from './feed-rows';
import { formatElements } from './fields';
import { FALLBACK_CANNOT_BE_ARCHIVED } from './messages';
import { evolveTreeAll, normalisedName, type TreeFacts, type TreeState } from './state';

/** Spec 3 §3. */
export const FEED_STATUS = { NEW: 1, UPDATE: 2, ARCHIVE: 3 } as const;
export type FeedStatus = keyof typeof FEED_STATUS;

/** Rows and archived keys per append: a part of new rows is that many VariantCreated events. */
export const FEED_PART = 1000;

/** The columns the messages name. */
export interface FeedColumns {
  name: string;
  signals: string | null;
}

export interface FeedPlan {
  NEW: FeedRow[];
  UPDATE: FeedRow[];
  /** Keys of the last import the feed no longer has. */
  ARCHIVE: string[];
  unchanged: number;
}

/** Ids for a new row's variant and its formats (one per template), made by the caller so a re-decision makes the
 * same. */
export interface NewVariantIds {
  variantId: string;
  formatIds: string[];
}

function statusOf(state: TreeState, row: FeedRow): Exclude<FeedStatus, 'ARCHIVE'> | null {
  const entry = state.feedKeys.get(row.key);
  if (!entry) return 'NEW';
  return entry.archived || entry.hash !== row.hash ? 'UPDATE' : null;
}

/** Signal names to the tree's ids; a name the tree has not is refused with the rows naming it. */
function signalIdsOf(state: TreeState, rows: readonly FeedRow[], column: string | null): Map<number, string[]> {
  const ids = new Map<number, string[]>();
  const unknown: number[] = [];
  for (const row of rows) {
    if (row.signals === null) continue;
    const found = row.signals.map((name) => state.signalNames.get(normalisedName(name)));
    if (found.some((id) => id === undefined)) unknown.push(row.row);
    else ids.set(row.row, found as string[]);
  }
  if (unknown.length > 0 && column !== null) throw DomainError.unprocessable(csvCheckColumn(column, unknown));
  return ids;
}

/** A name another variant than the row's own holds is refused with the rows naming it. */
function checkNames(state: TreeState, rows: readonly FeedRow[], column: string): void {
  const taken = rows
    .filter((row) => {
      const holder = state.variantNames.get(normalisedName(row.name));
      return holder !== undefined && holder !== state.feedKeys.get(row.key)?.variantId;
    })
    .map((row) => row.row);
  if (taken.length > 0) throw DomainError.unprocessable(csvCheckColumn(column, taken));
}

/** What importing `rows` would do to the tree, or the refusal an import would meet; appends nothing. */
export function feedPlan(state: TreeState, tree: TreeFacts, rows: readonly FeedRow[], columns: FeedColumns): FeedPlan {
  const plan: FeedPlan = { NEW: [], UPDATE: [], ARCHIVE: [], unchanged: 0 };
  for (const row of rows) {
    const status = statusOf(state, row);
    if (status) plan[status].push(row);
    else plan.unchanged++;
  }
  const keys = new Set(rows.map((row) => row.key));
  for (const [key, entry] of state.feedKeys) if (!entry.archived && !keys.has(key)) plan.ARCHIVE.push(key);
  const touched = [...plan.NEW, ...plan.UPDATE];
  checkNames(state, touched, columns.name);
  signalIdsOf(state, touched, columns.signals);
  checkLimit(state, tree, plan.NEW.length);
  if (plan.ARCHIVE.some((key) => state.feedKeys.get(key)!.variantId === state.fallbackVariantId))
    throw DomainError.unprocessable(FALLBACK_CANNOT_BE_ARCHIVED);
  return plan;
}

/** The row's values as a format takes them: a blank cell clears its element. */
const valuesOf = (row: FeedRow): Record<string, ElementValue | null> =>
  Object.fromEntries(
    Object.entries(row.values).map(([name, value]) => [
      name,
      value === '' ? null : { value, assetId: null, thumbLocation: null },
    ]),
  );

/**
 * A new variant's formats, made once per part and copied for each new row with its ids and values: a format's
 * required elements are worked out from its template once, not once per row (issue 23 §5). Each comes with the
 * element names its template has (a new format's cards are its template's default).
 */
function formatSeedsOf(tree: TreeFacts): { seed: FormatSeed; own: Set<string> }[] {
  return newFormats(
    tree,
    tree.templates.map((t) => t.templateId),
  ).map((seed, i) => ({ seed, own: new Set(formatElements(tree.templates[i]!, seed.cards).map((h) => h.name)) }));
}

function newVariant(
  seeds: ReturnType<typeof formatSeedsOf>,
  row: FeedRow,
  ids: NewVariantIds,
  signalIds: string[] | undefined,
): FormatSeed[] {
  if (ids.formatIds.length !== seeds.length) throw new Error('one format id per template');
  const rowValues = Object.entries(valuesOf(row));
  return seeds.map(({ seed, own }, i) => {
    const values = Object.fromEntries(
      rowValues.filter((entry): entry is [string, ElementValue] => entry[1] !== null && own.has(entry[0])),
    );
    const formatId = ids.formatIds[i]!;
    return { ...seed, formatId, required: [...seed.required], values, signalIds: signalIds ?? [] };
  });
}

/** Applies one part of a plan: its rows (NEW or UPDATE when decided now) and the keys to archive. */
export function applyFeed(
  state: TreeState,
  tree: TreeFacts,
  part: Omit<Extract<PersonaliseCommand, { type: 'ApplyFeed' }>, 'type'>,
): PersonaliseEvent[] {
  const news = part.rows.filter((row) => statusOf(state, row) === 'NEW');
  const updates = part.rows.filter((row) => statusOf(state, row) === 'UPDATE');
  checkNames(state, [...news, ...updates], part.columns.name);
  const signalIds = signalIdsOf(state, [...news, ...updates], part.columns.signals);
  checkLimit(state, tree, news.length);

  const events: PersonaliseEvent[] = [];
  let now = state;
  const emit = (more: PersonaliseEvent[]) => {
    events.push(...more);
    now = evolveTreeAll(now, more);
  };
  const imported: { key: string; variantId: string; hash: string }[] = [];
  const lapsed: string[] = [];
  const seeds = formatSeedsOf(tree);
  // The new variants as one run: the fold copies the tree's maps once for the part, not once per row.
  emit(
    news.map((row): PersonaliseEvent => {
      const ids = part.newIds[row.key];
      if (!ids) throw new Error(`no ids for the feed row ${row.key}`);
      imported.push({ key: row.key, variantId: ids.variantId, hash: row.hash });
      return {
        type: 'VariantCreated',
        data: {
          ...onTree(tree),
          variantId: ids.variantId,
          name: row.name,
          formats: newVariant(seeds, row, ids, signalIds.get(row.row)),
          clonedFrom: null,
          createdBy: part.createdBy,
          createdAt: part.createdAt,
        },
      };
    }),
  );
  for (const row of updates) {
    const entry = now.feedKeys.get(row.key)!;
    const variantId = entry.variantId;
    if (variantOf(now, variantId).archived) emit([{ type: 'VariantRestored', data: { ...onTree(tree), variantId } }]);
    emit(renameVariant(now, tree, variantId, row.name));
    const formatIds = variantOf(now, variantId).formats.map((f) => f.formatId);
    if (Object.keys(row.values).length > 0) {
      const change = setDynamicElements(now, tree, formatIds, valuesOf(row));
      emit(change.filter((e) => e.type !== 'FormatApprovalsReset'));
      for (const e of change) if (e.type === 'FormatApprovalsReset') lapsed.push(...e.data.formatIds);
    }
    const ids = signalIds.get(row.row);
    if (ids) {
      const wanted = [...ids].sort().join('\n');
      const differing = variantOf(now, variantId)
        .formats.filter((f) => [...f.signalIds].sort().join('\n') !== wanted)
        .map((f) => f.formatId);
      if (differing.length > 0) emit(setFormatSignals(now, tree, differing, ids));
    }
    imported.push({ key: row.key, variantId, hash: row.hash });
  }
  // One lapse for the part: a projection reads the lapsed formats' content once, not once per row.
  if (lapsed.length > 0) emit([{ type: 'FormatApprovalsReset', data: { ...onTree(tree), formatIds: lapsed } }]);
  const archived: string[] = [];
  for (const key of part.archive) {
    const entry = now.feedKeys.get(key);
    if (!entry || entry.archived) continue;
    emit(archiveVariant(now, tree, entry.variantId));
    archived.push(key);
  }
  if (events.length === 0 && archived.length === 0) return [];
  return [...events, { type: 'FeedImported', data: { ...onTree(tree), rows: imported, archived } }];
}
