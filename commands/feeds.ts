// Feeds into a personalise tree (issue 23 §3; spec 1 §7 feeds): the file's rows become the tree's variants, keyed
// by a chosen column (domain/personalise/feed-rows.ts, decide-feed.ts). The whole feed is planned on the tree's
// latest state first, so a refused feed appends nothing; then it is applied in parts of FEED_PART operations, one
// append each, on the tree's lane. Parts are separate appends: a change to the tree between two parts (a name taken,
// a signal deleted) is judged at that part, and the parts before it stay.
import {
  feedPlan,
  feedRows,
  FEED_PART,
  PersonaliseTreeAggregate,
  treeStart,
  type FeedColumns,
  type FeedMapping,
  type FeedPlan,
  type FeedRow,
  type NewVariantIds,
} from '../domain/personalise';
import { DomainError } from '../domain/shared/errors';
import type { CommandContext } from './context';
import { eventContext } from './context';
import type { CommandDeps } from './deps';
import { latestState } from './execute';
import { newId } from './ids';
import { onTree, scopedTree, type TreeRef } from './personalise';

/** What an import did, by status (spec 3 §3), and the rows it left alone. */
export interface FeedImportCounts {
  new: number;
  updated: number;
  archived: number;
  unchanged: number;
}

const partsOf = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / FEED_PART) }, (_, i) =>
    items.slice(i * FEED_PART, (i + 1) * FEED_PART),
  );

export async function importFeed(
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  input: { table: string[][]; mapping: FeedMapping },
): Promise<FeedImportCounts & { position: number | null }> {
  const tree = await scopedTree(deps, context, ref);
  const read = feedRows(input.table, input.mapping, tree.templates);
  if (!read.ok) throw DomainError.unprocessable(read.message);
  const columns: FeedColumns = {
    name: input.mapping.nameColumn ?? input.mapping.idColumn,
    signals: input.mapping.signalsColumn,
  };
  const state = await latestState(
    deps.store,
    PersonaliseTreeAggregate,
    ref.treeId,
    eventContext(context, tree.partnerId),
  );
  const plan: FeedPlan = feedPlan(
    treeStart(state, tree).reduce(PersonaliseTreeAggregate.evolve, state),
    tree,
    read.rows,
    columns,
  );

  const newIds = Object.fromEntries(
    plan.NEW.map((row) => [row.key, { variantId: newId(), formatIds: tree.templates.map(() => newId()) }]),
  );
  const createdBy = context.actor.userId;
  const createdAt = context.now().toISOString();
  const parts: { rows: FeedRow[]; archive: string[] }[] = [
    ...partsOf([...plan.NEW, ...plan.UPDATE]).map((rows) => ({ rows, archive: [] })),
    ...partsOf(plan.ARCHIVE).map((archive) => ({ rows: [], archive })),
  ];
  let position: number | null = null;
  for (const part of parts) {
    const partIds: Record<string, NewVariantIds> = {};
    for (const row of part.rows) if (newIds[row.key]) partIds[row.key] = newIds[row.key]!;
    const result = await onTree(
      deps,
      context,
      ref,
      { type: 'ApplyFeed', ...part, columns, newIds: partIds, createdBy, createdAt },
      tree,
    );
    position = result.position ?? position;
  }
  return {
    position,
    new: plan.NEW.length,
    updated: plan.UPDATE.length,
    archived: plan.ARCHIVE.length,
    unchanged: plan.unchanged,
  };
}
