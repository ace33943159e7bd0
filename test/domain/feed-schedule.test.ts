// Scheduled feeds (issue 23 §3; domain/feed-schedule): the settings a schedule takes, clearing, and a run's outcome.
import { describe, expect, it } from 'vitest';
import {
  decideFeedSchedule,
  FEED_EVERY_INVALID,
  FEED_LINK_INVALID,
  FEED_NOT_SCHEDULED,
  FeedScheduleAggregate,
  type FeedRun,
  type FeedSchedule,
  type FeedScheduleState,
} from '../../domain/feed-schedule';
import { DomainError } from '../../domain/shared/errors';

const schedule: FeedSchedule = {
  treeId: 't1',
  campaignId: 'c1',
  partnerId: 'p1',
  url: 'https://shop.example.com/products.csv',
  everyHours: 6,
  mapping: { idColumn: 'SKU', nameColumn: null, signalsColumn: null, elements: { Title: 'headline' } },
  setBy: 'u1',
  setAt: '2026-11-27T09:00:00.000Z',
};
const run: FeedRun = { at: '2026-11-27T12:00:00.000Z', result: null, error: 'The feed link answered 404' };
const none = FeedScheduleAggregate.initialState();
const fold = (state: FeedScheduleState, command: Parameters<typeof decideFeedSchedule>[0]) =>
  decideFeedSchedule(command, state).reduce(FeedScheduleAggregate.evolve, state);
const refusal = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof DomainError ? [error.statusCode, error.message] : error;
  }
};

describe('feed schedules', () => {
  it('takes an http(s) link and 1 to 168 hours', () => {
    for (const [url, everyHours] of [
      ['http://shop.example.com/feed.xlsx', 1],
      ['https://shop.example.com/feed.csv', 168],
    ] as const)
      expect(fold(none, { type: 'SetFeedSchedule', schedule: { ...schedule, url, everyHours } }).schedule?.url).toBe(
        url,
      );
    for (const [url, everyHours, message] of [
      ['ftp://shop.example.com/feed.csv', 6, FEED_LINK_INVALID],
      ['shop.example.com/feed.csv', 6, FEED_LINK_INVALID],
      ['https://shop.example.com/feed.csv', 0, FEED_EVERY_INVALID],
      ['https://shop.example.com/feed.csv', 169, FEED_EVERY_INVALID],
      ['https://shop.example.com/feed.csv', 1.5, FEED_EVERY_INVALID],
    ] as const)
      expect(
        refusal(() => fold(none, { type: 'SetFeedSchedule', schedule: { ...schedule, url, everyHours } })),
      ).toEqual([422, message]);
  });

  it('records runs while scheduled; clearing keeps the last run and a later run appends nothing', () => {
    const set = fold(none, { type: 'SetFeedSchedule', schedule });
    const ran = fold(set, { type: 'RecordFeedRun', run });
    expect(ran).toEqual({ schedule, lastRun: run });
    const cleared = fold(ran, { type: 'ClearFeedSchedule' });
    expect(cleared).toEqual({ schedule: null, lastRun: run });
    expect(
      decideFeedSchedule({ type: 'RecordFeedRun', run: { ...run, at: '2026-11-27T18:00:00.000Z' } }, cleared),
    ).toEqual([]);
    expect(refusal(() => fold(cleared, { type: 'ClearFeedSchedule' }))).toEqual([404, FEED_NOT_SCHEDULED]);
  });
});
