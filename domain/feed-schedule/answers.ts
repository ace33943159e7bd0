// The answer of the feed schedule routes (api/routes/personalise/feed-schedule.ts), and the screen's type.
import { Type, type Static } from 'typebox';
import { Answer, Dictionary, Nullable, Timestamp } from '../shared/schema';

const Counts = Answer({
  new: Type.Integer(),
  updated: Type.Integer(),
  archived: Type.Integer(),
  unchanged: Type.Integer(),
});

export const FeedScheduleAnswer = Answer(
  {
    schedule: Nullable(
      Answer({
        url: Type.String(),
        everyHours: Type.Integer(),
        idColumn: Type.String(),
        nameColumn: Nullable(Type.String()),
        signalsColumn: Nullable(Type.String()),
        elements: Dictionary(Type.String()),
        setBy: Type.String(),
        setAt: Timestamp,
        nextRunAt: Nullable(Timestamp),
      }),
    ),
    lastRun: Nullable(Answer({ at: Timestamp, result: Nullable(Counts), error: Nullable(Type.String()) })),
  },
  "The tree's feed schedule (null: none) and its last run (null: none yet)",
);
export type FeedScheduleAnswer = Static<typeof FeedScheduleAnswer>;
