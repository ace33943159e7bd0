// What the review-request routes answer (issue 10 §2; spec 2 §3 Campaign, §7): the API declares it, the read model
// (projections/reviews/queries.ts) and the screen (admin-ui/src/reviews/) take their types from it.
import { Type, type Static } from 'typebox';
import { ROLES } from '../roles';
import { Answer, Id, Literals, Nullable, Timestamp } from '../shared/schema';
import type { ReviewStatus } from './review';

const REVIEW_STATUSES: readonly ReviewStatus[] = ['open', 'withdrawn', 'completed'];

export const ApprovalRequestAnswer = Answer(
  {
    id: Id,
    campaignId: Id,
    n: Type.Integer({ minimum: 1 }),
    isFinal: Type.Boolean(),
    userIds: Type.Array(Id),
    watcherIds: Type.Array(Id),
    dueAt: Timestamp,
    requestedBy: Type.String(),
    requestedAt: Timestamp,
    status: Literals(REVIEW_STATUSES),
    remindedAt: Nullable(Timestamp),
    escalatedAt: Nullable(Timestamp),
    endedAt: Nullable(Timestamp),
  },
  'An approval request',
);
export type ApprovalRequestRow = Static<typeof ApprovalRequestAnswer>;

export const WatcherAnswer = Answer(
  { id: Id, name: Nullable(Type.String()), email: Type.String(), role: Literals(ROLES) },
  'A user a request may name',
);
export type WatcherRow = Static<typeof WatcherAnswer>;
