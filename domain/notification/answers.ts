// What the notification routes answer (issue 10 §2): a notification as the bell reads it (admin-ui/src/reviews/),
// what was sent (events.ts) under its id, with when it was sent and whether the user has read it. The read model
// (projections/notifications/queries.ts) takes its type from it.
import { Type, type Static } from 'typebox';
import { Answer, Literals, Nullable, Timestamp } from '../shared/schema';
import { ID_PATTERN } from '../shared/validation';
import { NOTIFICATION_KINDS } from './events';

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
export type NotificationRow = Static<typeof NotificationAnswer>;

export const UnreadCount = Answer({ count: Type.Integer({ minimum: 0 }) }, 'Unread notifications');
