// Review requests (issue 10 §2): a campaign's requests for interim or final approval of its creatives, each with
// reviewers, watchers and a due date, run by the workflow `review-<campaignId>-<n>`. The state is the campaign
// stream's fold of its review events; the read model's interimApprovalRequestedAt / finalApprovalRequestedAt come
// from the latest request of each kind (spec 2 §3 Campaign).
import type { ReviewEvent } from './events';

export type ReviewStatus = 'open' | 'withdrawn' | 'completed';

export interface ApprovalRequest {
  requestId: string;
  n: number;
  isFinal: boolean;
  /** The reviewers asked to approve: they hold the approval of the kind. */
  userIds: string[];
  /** Kept informed (request, escalation, end); not reminded unless the request named no reviewer. */
  watcherIds: string[];
  dueAt: string;
  by: string;
  at: string;
  status: ReviewStatus;
  remindedAt: string | null;
  escalatedAt: string | null;
  endedAt: string | null;
}

export interface ReviewState {
  /** Requests made so far: the next is number count + 1. */
  count: number;
  requests: Record<string, ApprovalRequest>;
}

export const initialReviewState = (): ReviewState => ({ count: 0, requests: {} });

const REVIEW_EVENTS = new Set<string>([
  'ApprovalRequested',
  'ApprovalRequestWithdrawn',
  'ApprovalRequestCompleted',
  'ApprovalRequestEscalated',
  'ApprovalReminderSent',
]);
export const isReviewEvent = (event: { type: string }): event is ReviewEvent => REVIEW_EVENTS.has(event.type);

function withRequest(state: ReviewState, requestId: string, change: Partial<ApprovalRequest>): ReviewState {
  const request = state.requests[requestId];
  return request ? { ...state, requests: { ...state.requests, [requestId]: { ...request, ...change } } } : state;
}

export function evolveReview(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'ApprovalRequested': {
      const { campaignId: _, ...request } = event.data;
      return {
        count: Math.max(state.count, request.n),
        requests: {
          ...state.requests,
          [request.requestId]: { ...request, status: 'open', remindedAt: null, escalatedAt: null, endedAt: null },
        },
      };
    }
    case 'ApprovalRequestWithdrawn':
      return withRequest(state, event.data.requestId, { status: 'withdrawn', endedAt: event.data.at });
    case 'ApprovalRequestCompleted':
      return withRequest(state, event.data.requestId, { status: 'completed', endedAt: event.data.at });
    case 'ApprovalRequestEscalated':
      return withRequest(state, event.data.requestId, { escalatedAt: event.data.at });
    case 'ApprovalReminderSent':
      return withRequest(state, event.data.requestId, { remindedAt: event.data.at });
  }
}

/** The open request of a kind, if any: a campaign has at most one open interim and one open final request. */
export const openRequestOf = (state: ReviewState, isFinal: boolean) =>
  Object.values(state.requests).find((r) => r.status === 'open' && r.isFinal === isFinal) ?? null;
