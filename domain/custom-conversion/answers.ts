// What the custom conversion calls answer (spec 3 §3 "Custom conversion: id, per partner"; the other fields are
// ours): a conversion with its floodlight activity and the report metrics it adds, and the floodlight activities of
// GET /google/floodlightActivities/{partnerId}.
import { Type, type Static } from 'typebox';
import { Answer, Id, Timestamp } from '../shared/schema';

/** CM360's ids are numeric strings, not ours. */
export const Cm360Id = Type.String({ pattern: '^\\d{1,20}$', description: "Campaign Manager 360's id" });

export const FloodlightActivity = Answer(
  {
    id: Cm360Id,
    name: Type.String(),
    advertiserId: Cm360Id,
    /** CM360's floodlight activity group the activity sits in. */
    groupName: Type.String(),
  },
  'A Campaign Manager 360 floodlight activity',
);
export type FloodlightActivity = Static<typeof FloodlightActivity>;
export const FloodlightActivities = Type.Array(FloodlightActivity, {
  description: "The floodlight activities of the partner's CM360 advertisers",
});

export const ReportMetricAnswer = Answer({ id: Type.String(), title: Type.String() }, 'A report metric (spec 3 §3)');

export const CustomConversion = Answer(
  {
    _id: Id,
    id: Id,
    partnerId: Id,
    name: Type.String(),
    floodlightActivityId: Cm360Id,
    floodlightActivityName: Type.String(),
    advertiserId: Cm360Id,
    metrics: Type.Array(ReportMetricAnswer, { description: 'The report metrics it adds, named by the spec’s endings' }),
    createdBy: Type.String(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  'A custom conversion',
);
export type CustomConversion = Static<typeof CustomConversion>;
