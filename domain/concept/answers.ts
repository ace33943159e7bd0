// What the concept routes answer: a row of the list, one concept with its brief, and a campaign of a concept. The API
// declares these answers (api/schemas/concepts.ts gives the one its brief schema, the request's); the read model
// (projections/concepts/queries.ts) and the screens (admin-ui/src/concepts/, the campaign wizard) take their types
// from them.
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../shared/schema';
import { Template } from '../template/answers';
import type { Brief } from './brief';
import { CONCEPT_STATUSES } from './events';

const rowFields = {
  id: Id,
  partnerId: Id,
  name: Type.String(),
  status: OneOf(CONCEPT_STATUSES),
  businessNodes: Type.Array(Id, { description: 'The markets' }),
  additionalNodes: Type.Array(Id),
  languages: Type.Array(Type.String()),
  /** A library image's id. */
  thumbnail: Nullable(Id),
  archived: Type.Boolean(),
  createdBy: Type.String({ description: 'a user id' }),
  submittedBy: Nullable(Type.String({ description: 'a user id' })),
  submittedAt: Nullable(Timestamp),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  updatedBy: Type.String({ description: 'a user id' }),
};

/** A row of GET /assets/concepts. */
export const ConceptRow = Answer(rowFields, 'A concept');
export type ConceptRow = Static<typeof ConceptRow>;

/** One concept with its brief: GET /assets/concepts/{id} and every concept command's answer. */
export const conceptAnswer = <B extends TSchema>(brief: B) =>
  Answer(
    {
      ...rowFields,
      _id: Id,
      brief,
      submittedByName: Nullable(Type.String({ description: 'Who submitted the brief: their name, else their email' })),
      templates: Type.Array(Template, {
        description: 'The highest version of each template generation, or every version with groupTemplates=false',
      }),
    },
    'A concept with its brief',
  );
type ConceptAnswer = Static<ReturnType<typeof conceptAnswer<TUnsafe<Brief>>>>;
/** The concept as the read model gives it: the route adds the legacy `_id` and the concept's templates. */
export type ConceptDetail = Omit<ConceptAnswer, '_id' | 'templates'>;

/** A campaign of a concept (spec 1 §3 'Campaign (as seen here)'). */
const ConceptCampaign = Answer({
  _id: Id,
  id: Id,
  name: Type.String(),
  qa: Type.Boolean(),
  businessNodes: Type.Array(Id),
});
export type ConceptCampaign = Static<typeof ConceptCampaign>;
export const ConceptCampaigns = Type.Array(ConceptCampaign, {
  description: 'the campaigns on the caller’s nodes, by name',
});

export const NameExists = Answer(
  { exists: Type.Boolean() },
  "Whether another of the partner's concepts has the name, in any case",
);
export const Count = Answer({ count: Type.Integer() });
