// What /reporter's and the lift's routes answer (issue 21 §3, §4): the API declares these schemas, the read side and
// the screens take their types from them (import type only).
import { Type, type Static } from 'typebox';
import { PLATFORMS } from '../campaign/platforms';
import { Answer, Id, Literals, Nullable } from '../shared/schema';
import { VERDICTS } from './lift';
import { MEASURES } from './measures';
import { CALCULATED_METRICS } from './metrics';
import { REPORTING_CHANNELS } from './stat-boxes';

const Count = Type.Number({ minimum: 0 });
const Delivery = Answer(
  Object.fromEntries(MEASURES.map((m) => [m, Count])) as Record<(typeof MEASURES)[number], typeof Count>,
);
const Day = Type.String({ format: 'date' });

const StatBox = Answer({
  metric: Literals([...MEASURES, ...CALCULATED_METRICS]),
  label: Type.String(),
  value: Nullable(Type.Number({ description: "A count, or a rate in percent; null is 'No data'" })),
  percent: Type.Boolean(),
});

const ChannelStats = Answer({
  channel: Literals(REPORTING_CHANNELS),
  label: Type.String(),
  boxes: Type.Array(StatBox),
  daily: Type.Array(Answer({ day: Day, impressions: Count, clicks: Count }), {
    description: 'Each day of the range that delivered, for a sparkline',
  }),
});

const Performance = Answer({
  state: Literals(['NO_DATA', 'GATHERING_DATA', 'MEASURED']),
  text: Type.String({ description: "'No data', 'Gathering data', or the rate in words" }),
  metric: Nullable(Literals(['CTR', 'VTR'])),
  value: Nullable(Type.Number()),
});

/** A published creative's delivery over the range, with what leads on from it: its picture, trail and brief. */
export const RankedCreative = Answer({
  campaignId: Id,
  campaignName: Type.String(),
  conceptId: Nullable(Id),
  platform: Literals(PLATFORMS),
  adId: Type.String({ description: "The platform's id of the ad" }),
  treeId: Type.String(),
  variantId: Type.String(),
  variantName: Nullable(Type.String()),
  formatId: Type.String(),
  fingerprint: Type.String({ description: 'SHA-256 hex of the approved content the ad carried' }),
  screenshot: Nullable(Type.String({ description: 'URL of the picture of that content' })),
  delivery: Delivery,
  performance: Performance,
});
export type RankedCreative = Static<typeof RankedCreative>;

export const ReporterAnswer = Answer(
  {
    partnerId: Id,
    from: Day,
    to: Day,
    campaigns: Type.Integer({ minimum: 0, description: 'The campaigns of the caller counted' }),
    channels: Type.Array(ChannelStats),
    top: Type.Array(RankedCreative),
    worst: Type.Array(RankedCreative),
  },
  "The analyst's home: stat boxes per channel, and the top and worst creatives by click-through rate",
);
export type ReporterAnswer = Static<typeof ReporterAnswer>;

const Interval = Answer({ low: Type.Number(), high: Type.Number() });
const Verdict = Literals(VERDICTS);
const RateLift = Answer({
  metric: Literals(['CTR', 'CVR']),
  variant: Nullable(Type.Number()),
  fallback: Nullable(Type.Number()),
  difference: Nullable(Type.Number({ description: 'Percentage points' })),
  interval: Nullable(Interval),
  relative: Nullable(Type.Number({ description: 'Percent of the fallback' })),
  verdict: Verdict,
});
const VariantLift = Answer({
  variantId: Type.String(),
  sharedCells: Type.Integer({ minimum: 0, description: 'The day × placement cells both delivered on' }),
  variant: Delivery,
  fallback: Delivery,
  rates: Answer({ CTR: RateLift, CVR: RateLift }),
  roas: Answer({ variant: Nullable(Type.Number()), fallback: Nullable(Type.Number()) }),
  verdict: Verdict,
});

const NamedVariantLift = Answer({
  ...VariantLift.properties,
  name: Nullable(Type.String()),
  scheduled: Type.Boolean({ description: 'The variant runs on a schedule' }),
  verdictText: Type.String({ description: "'wins', 'loses' or 'not enough data yet'" }),
});

export const LiftAnswer = Answer(
  {
    campaignId: Id,
    trees: Type.Array(
      Answer({
        treeId: Type.String(),
        platform: Nullable(Literals(PLATFORMS)),
        fallback: Nullable(Answer({ variantId: Type.String(), name: Nullable(Type.String()) })),
        variants: Type.Array(NamedVariantLift),
        segments: Type.Array(Answer({ segment: Type.String(), variants: Type.Array(NamedVariantLift) })),
        schedules: Type.Array(
          Answer({ schedule: Type.String(), variants: Type.Array(NamedVariantLift) }, 'On the days of one schedule'),
        ),
      }),
    ),
  },
  "Each personalised tree's variants against its fallback, on the same days and placements, overall, per segment and per schedule",
);
export type LiftAnswer = Static<typeof LiftAnswer>;
export type NamedVariantLift = Static<typeof NamedVariantLift>;
