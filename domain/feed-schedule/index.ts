// Scheduled feeds (issue 23 §3): a tree's feed re-imported from a link on a Temporal schedule. Stream
// `FeedSchedule-<treeId>`, one per tree: the link, how often, the column mapping of a manual import
// (personalise/feed-rows.ts) and who set it (a run imports as that user, so a user who lost the campaign stops
// their schedule's imports); and each run's outcome, for the screen's "last run".
import { DomainError } from '../shared/errors';
import type { FeedMapping } from '../personalise/feed-rows';

/** Hours between two runs: at least one, at most a week. */
export const FEED_EVERY_HOURS = { min: 1, max: 168 } as const;

export const FEED_LINK_INVALID = 'The feed link must be an http or https address';
export const FEED_EVERY_INVALID = `The feed is fetched every 1 to ${FEED_EVERY_HOURS.max} hours`;
export const FEED_NOT_SCHEDULED = 'The feed has no schedule';

export interface FeedScheduleSettings {
  url: string;
  everyHours: number;
  mapping: FeedMapping;
}

export interface FeedSchedule extends FeedScheduleSettings {
  treeId: string;
  campaignId: string;
  partnerId: string;
  /** The user a run imports as. */
  setBy: string;
  setAt: string;
}

/** What a run did: the import's counts by feed status, or why it imported nothing. */
export interface FeedRun {
  at: string;
  result: { new: number; updated: number; archived: number; unchanged: number } | null;
  error: string | null;
}

export type FeedScheduleEvent =
  | { type: 'FeedScheduleSet'; data: FeedSchedule }
  | { type: 'FeedScheduleCleared'; data: { treeId: string; campaignId: string } }
  | { type: 'FeedScheduleRan'; data: { treeId: string; campaignId: string; run: FeedRun } };

export type FeedScheduleCommand =
  | { type: 'SetFeedSchedule'; schedule: FeedSchedule }
  | { type: 'ClearFeedSchedule' }
  | { type: 'RecordFeedRun'; run: FeedRun };

export interface FeedScheduleState {
  schedule: FeedSchedule | null;
  lastRun: FeedRun | null;
}

export function evolveFeedSchedule(state: FeedScheduleState, event: FeedScheduleEvent): FeedScheduleState {
  switch (event.type) {
    case 'FeedScheduleSet':
      return { ...state, schedule: event.data };
    case 'FeedScheduleCleared':
      return { ...state, schedule: null };
    case 'FeedScheduleRan':
      return { ...state, lastRun: event.data.run };
  }
}

/** The refusal of settings a schedule cannot run with, or null. */
export function feedScheduleRefusal({ url, everyHours }: Pick<FeedScheduleSettings, 'url' | 'everyHours'>) {
  if (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol)) return FEED_LINK_INVALID;
  if (!Number.isInteger(everyHours) || everyHours < FEED_EVERY_HOURS.min || everyHours > FEED_EVERY_HOURS.max)
    return FEED_EVERY_INVALID;
  return null;
}

export function decideFeedSchedule(command: FeedScheduleCommand, state: FeedScheduleState): FeedScheduleEvent[] {
  switch (command.type) {
    case 'SetFeedSchedule': {
      const refusal = feedScheduleRefusal(command.schedule);
      if (refusal) throw DomainError.unprocessable(refusal);
      return [{ type: 'FeedScheduleSet', data: command.schedule }];
    }
    case 'ClearFeedSchedule':
      if (!state.schedule) throw DomainError.notFound(FEED_NOT_SCHEDULED);
      return [
        { type: 'FeedScheduleCleared', data: { treeId: state.schedule.treeId, campaignId: state.schedule.campaignId } },
      ];
    case 'RecordFeedRun':
      // A run that ends after its schedule was cleared has nothing left to report to.
      if (!state.schedule) return [];
      return [
        {
          type: 'FeedScheduleRan',
          data: { treeId: state.schedule.treeId, campaignId: state.schedule.campaignId, run: command.run },
        },
      ];
  }
}

export const FeedScheduleAggregate = {
  streamPrefix: 'FeedSchedule',
  initialState: (): FeedScheduleState => ({ schedule: null, lastRun: null }),
  evolve: evolveFeedSchedule,
};
