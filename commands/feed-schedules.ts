// Scheduled feeds (issue 23 §3; domain/feed-schedule): setting and clearing a tree's schedule, reading it, and one
// run: the feed fetched from its link (by the caller's fetch: workflows/feeds fetches through the link guard), read
// as a manual import reads its file and imported as the user who set the schedule, its outcome recorded.
import {
  decideFeedSchedule,
  FeedScheduleAggregate,
  type FeedRun,
  type FeedScheduleCommand,
  type FeedScheduleEvent,
  type FeedScheduleSettings,
  type FeedScheduleState,
} from '../domain/feed-schedule';
import { FEED_NOT_PARSED } from '../domain/personalise';
import type { Role } from '../domain/roles';
import { DomainError } from '../domain/shared/errors';
import type { CommandContext, EventContext } from './context';
import { eventContext } from './context';
import type { CommandDeps } from './deps';
import { execute } from './execute';
import { FeedUnreadable, readFeedFile } from './feed-files';
import { importFeed } from './feeds';
import { scopedTree, type TreeRef } from './personalise';
import { assertFeedMayDrive } from './variant-sources';

/** The user who set a schedule no longer signs in: their schedule imports nothing. */
export const FEED_SCHEDULER_GONE = 'The user who scheduled the feed can no longer import it';

const onSchedule = (deps: CommandDeps, context: EventContext, treeId: string, command: FeedScheduleCommand) =>
  execute(deps.store, FeedScheduleAggregate, treeId, context, (state) => decideFeedSchedule(command, state));

export async function setFeedSchedule(
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  settings: FeedScheduleSettings,
) {
  const tree = await scopedTree(deps, context, ref);
  await assertFeedMayDrive(deps, context, ref.campaignId);
  const schedule = {
    ...settings,
    treeId: tree.treeId,
    campaignId: tree.campaignId,
    partnerId: tree.partnerId,
    setBy: context.actor.userId,
    setAt: context.now().toISOString(),
  };
  return onSchedule(deps, eventContext(context, tree.partnerId), ref.treeId, { type: 'SetFeedSchedule', schedule });
}

export async function clearFeedSchedule(deps: CommandDeps, context: CommandContext, ref: TreeRef) {
  const tree = await scopedTree(deps, context, ref);
  return onSchedule(deps, eventContext(context, tree.partnerId), ref.treeId, { type: 'ClearFeedSchedule' });
}

/** The tree's schedule and its last run, as its stream tells them (the caller's reach is the caller's to check). */
export async function feedScheduleState(store: CommandDeps['store'], treeId: string): Promise<FeedScheduleState> {
  const events = await store.readStream(`${FeedScheduleAggregate.streamPrefix}-${treeId}`);
  return events.reduce(
    (state, event) => FeedScheduleAggregate.evolve(state, event as unknown as FeedScheduleEvent),
    FeedScheduleAggregate.initialState(),
  );
}

/** A feed as fetched from its link: the name its type is told by, and its bytes. */
export interface FetchedFeed {
  fileName: string;
  bytes: Buffer;
}

/** The why of a failed run, as the screen shows it: a refusal's message (with the file's reason), or the error. */
function failureOf(error: unknown): string {
  if (error instanceof DomainError) {
    const reason = (error.details as { reason?: string } | undefined)?.reason;
    return reason ? `${error.message}: ${reason}` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * One scheduled run of the tree's feed, as the user who set the schedule; nothing when it has none. The outcome,
 * counts or failure, is recorded on the schedule's stream and answered.
 */
export async function runScheduledFeed(
  deps: CommandDeps,
  treeId: string,
  fetchFeed: (url: string) => Promise<FetchedFeed>,
  correlationId: string,
): Promise<FeedRun | null> {
  const system: EventContext = {
    actor: { userId: 'feed-schedule', role: 'SYSTEM' },
    partnerId: null,
    correlationId,
    now: () => new Date(),
  };
  const { schedule } = await feedScheduleState(deps.store, treeId);
  if (!schedule) return null;
  const at = new Date().toISOString();
  let run: FeedRun;
  try {
    const user = await deps.lookups.user(schedule.setBy);
    if (!user || user.status !== 'ACTIVE') throw DomainError.unprocessable(FEED_SCHEDULER_GONE);
    const context: CommandContext = {
      actor: {
        userId: user.id,
        role: user.role as Role,
        partnerId: user.partnerId,
        isConceptOnly: user.isConceptOnly,
      },
      correlationId,
      now: () => new Date(),
    };
    const file = await fetchFeed(schedule.url);
    const table = await readFeedFile(file.fileName, file.bytes).catch((error: unknown) => {
      if (error instanceof FeedUnreadable) throw new Error(`${FEED_NOT_PARSED}: ${error.message}`);
      throw error;
    });
    const counts = await importFeed(
      deps,
      context,
      { campaignId: schedule.campaignId, treeId },
      { table, mapping: schedule.mapping },
    );
    const { new: created, updated, archived, unchanged } = counts;
    run = { at, result: { new: created, updated, archived, unchanged }, error: null };
  } catch (error) {
    run = { at, result: null, error: failureOf(error) };
  }
  await onSchedule(deps, { ...system, partnerId: schedule.partnerId }, treeId, { type: 'RecordFeedRun', run });
  return run;
}
