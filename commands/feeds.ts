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
  type PersonaliseCommand,
  type TreeFacts,
} from '../domain/personalise';
import { DomainError } from '../domain/shared/errors';
import type { CommandContext } from './context';
import { eventContext } from './context';
import type { CommandDeps } from './deps';
import { latestState } from './execute';
import { newId } from './ids';
import { onTree, scopedTree, type TreeRef } from './personalise';
import { assertFeedMayDrive } from './variant-sources';

/** What an import did, by status (spec 3 §3), and the rows it left alone. */
export interface FeedImportCounts {
  new: number;
  updated: number;
  archived: number;
  unchanged: number;
}

const partsOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** How a plan is applied: the columns its messages name, who made its variants and when, and its parts' size. */
export interface FeedApplication {
  columns: FeedColumns;
  createdBy: string;
  createdAt: string;
  /** Rows or archived keys per append (FEED_PART). */
  part?: number;
  /** Told after each part: how many of the plan's rows and keys are applied. */
  onPart?: (applied: number) => Promise<void>;
}

/** A plan's parts as ApplyFeed commands, each with how many rows and keys it applies; a NEW row's ids made here. */
export function feedCommands(
  tree: TreeFacts,
  plan: FeedPlan,
  { columns, createdBy, createdAt, part = FEED_PART }: Omit<FeedApplication, 'onPart'>,
): { command: PersonaliseCommand; size: number }[] {
  const newIds = Object.fromEntries(
    plan.NEW.map((row) => [row.key, { variantId: newId(), formatIds: tree.templates.map(() => newId()) }]),
  );
  const parts: { rows: FeedRow[]; archive: string[] }[] = [
    ...partsOf([...plan.NEW, ...plan.UPDATE], part).map((rows) => ({ rows, archive: [] })),
    ...partsOf(plan.ARCHIVE, part).map((archive) => ({ rows: [], archive })),
  ];
  return parts.map((part) => {
    const partIds: Record<string, NewVariantIds> = {};
    for (const row of part.rows) if (newIds[row.key]) partIds[row.key] = newIds[row.key]!;
    const command = { type: 'ApplyFeed', ...part, columns, newIds: partIds, createdBy, createdAt } as const;
    return { command, size: part.rows.length + part.archive.length };
  });
}

/**
 * Applies a plan in parts, one append each through `run` (the tree's lane, as a user's or a workflow's command);
 * a NEW row's ids are made once, so a part decided again makes the same. The last append's position.
 */
export async function applyFeedPlan(
  run: (command: PersonaliseCommand) => Promise<{ position: number | null }>,
  tree: TreeFacts,
  plan: FeedPlan,
  how: FeedApplication,
): Promise<number | null> {
  let position: number | null = null;
  let applied = 0;
  for (const { command, size } of feedCommands(tree, plan, how)) {
    const result = await run(command);
    position = result.position ?? position;
    applied += size;
    await how.onPart?.(applied);
  }
  return position;
}

export async function importFeed(
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  input: { table: string[][]; mapping: FeedMapping },
): Promise<FeedImportCounts & { position: number | null }> {
  const tree = await scopedTree(deps, context, ref);
  await assertFeedMayDrive(deps, context, ref.campaignId);
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

  const createdBy = context.actor.userId;
  const run = (command: PersonaliseCommand) => onTree(deps, context, ref, command, tree);
  const position = await applyFeedPlan(run, tree, plan, { columns, createdBy, createdAt: context.now().toISOString() });
  return {
    position,
    new: plan.NEW.length,
    updated: plan.UPDATE.length,
    archived: plan.ARCHIVE.length,
    unchanged: plan.unchanged,
  };
}
