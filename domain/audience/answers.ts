// What the audience calls and the Google targeting look-ups answer (spec 2 §7 Audiences): an audience with its rules,
// segments and rule count, and a look-up's options.
import { Type, type Static } from 'typebox';
import { Cm360Id } from '../custom-conversion/answers';
import { USER_SEGMENT_TYPES } from '../personalise/signals';
import { Answer, Id, OneOf, Timestamp } from '../shared/schema';
import { TARGETING_DIMENSIONS } from './fields';

export const TargetingOption = Answer(
  {
    id: Cm360Id,
    name: Type.String(),
    /** What tells two alike apart: a carrier's country, a language's code, an operating system's kind. */
    detail: Type.Optional(Type.String()),
  },
  'A Campaign Manager 360 targeting option',
);
export type TargetingOption = Static<typeof TargetingOption>;
export const TargetingOptions = Type.Array(TargetingOption, { description: "The options of the node's CM360" });

export const AudienceAnswer = Answer(
  {
    _id: Id,
    id: Id,
    campaignId: Id,
    partnerId: Id,
    name: Type.String(),
    nodeId: Id,
    rules: Type.Array(
      Answer({
        dimension: OneOf(TARGETING_DIMENSIONS),
        values: Type.Array(Answer({ id: Cm360Id, name: Type.String() })),
      }),
    ),
    segments: Type.Array(Answer({ type: OneOf(USER_SEGMENT_TYPES), value: Type.String() })),
    /** Issue 23 §2: the campaign's variation limit is divided by the number of audience rules. */
    ruleCount: Type.Integer(),
    createdBy: Type.String(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  'An audience of a campaign',
);
export type AudienceAnswer = Static<typeof AudienceAnswer>;

export const AudiencesImportedAnswer = Answer(
  {
    imported: Type.Integer({ description: 'How many audiences the file added' }),
    ids: Type.Array(Id),
  },
  'The audiences a file added',
);
export type AudiencesImportedAnswer = Static<typeof AudiencesImportedAnswer>;

export const AllAudiencesDeletedAnswer = Answer(
  { deleted: Type.Integer({ description: 'How many audiences were deleted' }) },
  'Every audience of the campaign deleted',
);
