// What the review-request and notification routes take and answer (issue 10 §2; spec 2 §3 Campaign, §7).
import { Type } from 'typebox';
import { NOTIFICATION_KINDS } from '../../domain/notification/events';
import { ROLES } from '../../domain/roles';
import { ID_PATTERN } from '../../domain/shared/validation';
import { PartnerChoice } from '../http/partner-choice';
import { Answer, Body, Id, Literals, Nullable, Text, Timestamp } from '../http/schemas';

// ---- Requests ----

export const RequestApprovalBody = Body({
  /** The reviewers asked to approve. */
  userIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  /** The other form of the call (spec 2 §7): users kept informed. */
  watcherIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  isFinal: Type.Boolean(),
  dueAt: Type.Optional(
    Type.String({ format: 'date-time', description: 'When the approval is due; default three days from now' }),
  ),
});

const ROLE_LIST = `^(?:${ROLES.join('|')})(?:,(?:${ROLES.join('|')}))*$`;

export const WatchersQuery = Type.Object(
  {
    marketId: Type.Optional(Id),
    input: Type.Optional(Text({ maxLength: 254, description: 'Part of a name or e-mail' })),
    allowedRoles: Type.Optional(
      Type.String({ pattern: ROLE_LIST, description: 'Comma-separated roles', examples: ['REVIEWER,MANAGER'] }),
    ),
    partnerId: PartnerChoice('marketId or campaignId names it'),
    campaignId: Type.Optional(
      Type.String({ pattern: ID_PATTERN, description: 'Only users who can see this campaign (of its partner)' }),
    ),
  },
  { additionalProperties: false },
);

// ---- Answers ----

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
    status: Literals(['open', 'withdrawn', 'completed']),
    remindedAt: Nullable(Timestamp),
    escalatedAt: Nullable(Timestamp),
    endedAt: Nullable(Timestamp),
  },
  'An approval request',
);

export const WatcherAnswer = Answer(
  { id: Id, name: Nullable(Type.String()), email: Type.String(), role: Literals(ROLES) },
  'A user a request may name',
);

export const NotificationAnswer = Answer(
  {
    id: Type.String(),
    kind: Literals(NOTIFICATION_KINDS),
    campaignId: Nullable(
      Type.String({ pattern: ID_PATTERN, description: 'The campaign it is about; null for a mention in a concept' }),
    ),
    requestId: Nullable(
      Type.String({ pattern: ID_PATTERN, description: 'The approval request it is about; null for a mention' }),
    ),
    title: Type.String(),
    message: Type.String(),
    link: Type.String(),
    sentAt: Timestamp,
    read: Type.Boolean(),
  },
  'A notification',
);

export const UnreadCount = Answer({ count: Type.Integer({ minimum: 0 }) }, 'Unread notifications');
export const NotificationParams = Body({
  id: Type.String({ pattern: '^[0-9a-f]{24}-[A-Za-z]+-[0-9a-f]{24}$', maxLength: 80 }),
});
