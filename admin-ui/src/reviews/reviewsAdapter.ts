// Review requests and the notification centre (issue 10 §2; the contract of api/schemas/reviews.ts): the caller's
// notifications and unread count, a campaign's approval requests, the users a request may name; reading
// notifications, requesting and withdrawing approval as commands.
import type { ApprovalRequestRow, WatcherRow } from '../../../domain/campaign/review-answers';
import type { NotificationRow } from '../../../domain/notification/answers';
import type { Role } from '../../../domain/roles';
import { pagePath } from '../providers/paging';
import { del, enc, get, patch, post, queryString } from '../providers/requests';

export interface ApprovalRequestInput {
  campaignId: string;
  userIds: string[];
  watcherIds: string[];
  isFinal: boolean;
  /** ISO date-time; absent: the server's default (three days). */
  dueAt?: string;
}

export const reviews = {
  queries: {
    unreadNotifications: () => get<{ count: number }>('/notifications/unread-count'),
    /** The newest `count` notifications. */
    latestNotifications: (count: number) =>
      get<NotificationRow[]>(pagePath('/notifications', { from: 0, to: count - 1 })),
    approvalRequests: (campaignId: string) =>
      get<ApprovalRequestRow[]>(`/campaigns/${enc(campaignId)}/approval-requests`),
    /** Users who can see the campaign (the server judges, as it does the request). */
    watchers: ({
      campaignId,
      input,
      allowedRoles,
    }: {
      campaignId: string;
      input: string;
      allowedRoles: readonly Role[];
    }) =>
      get<WatcherRow[]>(`/users/watchers${queryString({ campaignId, input, allowedRoles: allowedRoles.join(',') })}`),
  },
  commands: {
    readNotification: ({ id }: { id: string }) => patch<{ updated: number }>(`/notifications/${enc(id)}/read`),
    readAllNotifications: (_: Record<string, never>) => post<{ updated: number }>('/notifications/read-all'),
    requestApproval: ({ campaignId, ...body }: ApprovalRequestInput) =>
      post<ApprovalRequestRow>(`/campaigns/${enc(campaignId)}/request-approval`, body),
    withdrawApprovalRequest: ({ campaignId, requestId }: { campaignId: string; requestId: string }) =>
      del<ApprovalRequestRow>(`/campaigns/${enc(campaignId)}/request-approval/${enc(requestId)}`),
  },
};
