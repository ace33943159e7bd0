// The review requests' answers as the API sends them (api/schemas/reviews.ts ApprovalRequestAnswer, WatcherAnswer)
// and the screen reads them (admin-ui/src/reviews/): a campaign's approval request, and a user a request may name.
// The read model builds them (projections/reviews/queries.ts).
import type { Role } from '../roles';
import type { ReviewStatus } from './review';

export interface ApprovalRequestRow {
  id: string;
  campaignId: string;
  n: number;
  isFinal: boolean;
  userIds: string[];
  watcherIds: string[];
  dueAt: string;
  requestedBy: string;
  requestedAt: string;
  status: ReviewStatus;
  remindedAt: string | null;
  escalatedAt: string | null;
  endedAt: string | null;
}

export interface WatcherRow {
  id: string;
  name: string | null;
  email: string;
  role: Role;
}
