// A notification as the API sends it (api/schemas/reviews.ts) and the bell reads it (admin-ui/src/reviews/): what
// happened, about which campaign's request, where to go, and whether the user has read it.
import type { NotificationKind } from './events';

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  campaignId: string;
  requestId: string;
  title: string;
  message: string;
  link: string;
  sentAt: string;
  read: boolean;
}
