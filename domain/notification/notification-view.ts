// A notification as the API sends it (api/schemas/reviews.ts) and the bell reads it (admin-ui/src/reviews/): what
// was sent (events.ts), under its id, with when it was sent and whether the user has read it.
import type { Notification } from './events';

export type NotificationRow = Omit<Notification, 'notificationId' | 'userId' | 'at'> & {
  id: string;
  sentAt: string;
  read: boolean;
};
