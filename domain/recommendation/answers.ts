// What the recommendation calls answer (spec 1 §3 'Suggestion': _id, name, category, fullOriginalName, format), with
// what the wizard shows beside it: the thumbnail, the reason in words, and the caller's own vote.
import { Type, type Static } from 'typebox';
import { ASSET_CATEGORIES } from '../asset/rules';
import { BRIEF_ASSET_ORIGINS } from '../concept/brief';
import { Answer, Id, Literals, Nullable, OneOf } from '../shared/schema';
import { RECOMMENDATION_LIMIT } from './rules';

export const RECOMMENDATION_FEEDBACKS = ['up', 'down'] as const;

export const Suggestion = Answer(
  {
    _id: Id,
    name: Type.String(),
    category: OneOf(ASSET_CATEGORIES),
    fullOriginalName: Type.String(),
    format: Type.String(),
    url: Type.String({ description: 'GET it for the original file; the url the feedback call takes' }),
    thumbLocation: Nullable(Type.String({ description: 'the thumbnail URL' })),
    tags: Type.Array(Type.String()),
    score: Type.Integer({ description: 'Higher is recommended first (domain/recommendation/rules.ts)' }),
    reason: Type.String({ description: 'Why it is recommended, in words' }),
    feedback: Nullable(Literals(RECOMMENDATION_FEEDBACKS)),
  },
  'A library asset recommended for a brief',
);
export type Suggestion = Static<typeof Suggestion>;

export const Suggestions = Type.Array(Suggestion, {
  maxItems: RECOMMENDATION_LIMIT,
  description: `The recommendations, best first (at most ${RECOMMENDATION_LIMIT})`,
});

export const FeedbackRecorded = Answer(
  { assetId: Id, feedback: Literals(RECOMMENDATION_FEEDBACKS), ups: Type.Integer(), downs: Type.Integer() },
  "The caller's vote, and the partner's votes on the asset now",
);

/** A chosen recommendation as a brief asset of its category (spec 3 'Asset origin': recommendation). */
export const ChosenBriefAsset = Answer({
  type: OneOf(ASSET_CATEGORIES),
  assetId: Id,
  name: Type.String(),
  format: Type.String(),
  link: Type.Null(),
  origin: Literals(BRIEF_ASSET_ORIGINS.filter((o) => o === 'recommendation')),
});
export type ChosenBriefAsset = Static<typeof ChosenBriefAsset>;
