// The review requests' decisions (issue 10 §2) on the campaign's stream. The handler brings what a pure function
// cannot know: each named user's role and whether the user is active and reaches the campaign. The review workflow
// records its steps (reminder, escalation, completion) through the same decide; each happens once per request.
import { can } from '../roles';
import type { Role } from '../roles';
import { DomainError } from '../shared/errors';
import type { CampaignEvent } from './events';
import {
  CAMPAIGN_ARCHIVED_FOR_REVIEW,
  CAMPAIGN_NOT_FOUND,
  DUE_DATE_IN_PAST,
  INVALID_DUE_DATE,
  REQUEST_ALREADY_OPEN,
  REQUEST_ENDED,
  REQUEST_NOT_FOUND,
  REVIEWERS_NOT_PROVIDED,
  reviewerCannotApprove,
  userCannotBeNamed,
  type CannotSee,
} from './messages';
import { openRequestOf } from './review';
import { defaultDueAt } from './review-schedule';
import type { Campaign, CampaignState } from './state';

/** A user the request names, as the read side knows it; null role: no such user in the campaign's partner. */
export interface NamedUser {
  userId: string;
  role: Role | null;
  /** How refusals name the user: the name, else the e-mail, else the id asked for. */
  label: string;
  /** null: active, and the campaign is within the user's partner and nodes; else why not. */
  cannotSee: CannotSee | null;
}

export type RequestApproval = {
  type: 'RequestApproval';
  requestId: string;
  isFinal: boolean;
  userIds: string[];
  watcherIds: string[];
  /** ISO date-time; absent: three days after `at`. */
  dueAt?: string;
  users: NamedUser[];
  by: string;
  at: string;
};
export type WithdrawApprovalRequest = { type: 'WithdrawApprovalRequest'; requestId: string; by: string; at: string };
/** The workflow's steps. */
type RecordReviewStep = {
  type: 'RecordReminder' | 'RecordEscalation' | 'CompleteApprovalRequest';
  requestId: string;
  at: string;
};
export type ReviewCommand = RequestApproval | WithdrawApprovalRequest | RecordReviewStep;

const refuse = (message: string, field: string, userId?: string): never => {
  throw DomainError.unprocessable(message, { field, ...(userId !== undefined ? { userId } : {}) });
};

/** The approval a reviewer must be able to give. */
const mayApprove = (role: Role, isFinal: boolean) =>
  can(role, isFinal ? 'finalApproveCreatives' : 'interimApproveCreatives');

function dueAtOf(command: RequestApproval): string {
  if (command.dueAt === undefined) return defaultDueAt(command.at);
  const due = Date.parse(command.dueAt);
  if (Number.isNaN(due)) refuse(INVALID_DUE_DATE, 'dueAt');
  if (due <= Date.parse(command.at)) refuse(DUE_DATE_IN_PAST, 'dueAt');
  return new Date(due).toISOString();
}

function requestApproval(command: RequestApproval, state: Campaign): CampaignEvent[] {
  if (state.archived) refuse(CAMPAIGN_ARCHIVED_FOR_REVIEW, 'campaignId');
  const userIds = [...new Set(command.userIds)];
  const watcherIds = [...new Set(command.watcherIds)].filter((id) => !userIds.includes(id));
  if (userIds.length + watcherIds.length === 0) refuse(REVIEWERS_NOT_PROVIDED, 'userIds');
  const user = new Map(command.users.map((u) => [u.userId, u]));
  for (const [field, ids] of [
    ['userIds', userIds],
    ['watcherIds', watcherIds],
  ] as const) {
    for (const id of ids) {
      const named = user.get(id);
      const why = named === undefined || named.role === null ? 'unknown' : named.cannotSee;
      if (why !== null) refuse(userCannotBeNamed(named?.label ?? id, field, why), field, id);
    }
  }
  for (const id of userIds) {
    const named = user.get(id)!;
    if (!mayApprove(named.role!, command.isFinal))
      refuse(reviewerCannotApprove(named.label, command.isFinal), 'userIds', id);
  }
  const dueAt = dueAtOf(command);
  if (openRequestOf(state.reviews, command.isFinal)) throw DomainError.conflict(REQUEST_ALREADY_OPEN);
  return [
    {
      type: 'ApprovalRequested',
      data: {
        campaignId: state.id,
        requestId: command.requestId,
        n: state.reviews.count + 1,
        isFinal: command.isFinal,
        userIds,
        watcherIds,
        dueAt,
        by: command.by,
        at: command.at,
      },
    },
  ];
}

function request(state: Campaign, requestId: string) {
  const found = state.reviews.requests[requestId];
  if (!found) throw DomainError.notFound(REQUEST_NOT_FOUND);
  return found;
}

export function decideReview(command: ReviewCommand, state: CampaignState): CampaignEvent[] {
  if (state.status !== 'live') throw DomainError.notFound(CAMPAIGN_NOT_FOUND);
  if (command.type === 'RequestApproval') return requestApproval(command, state);
  const found = request(state, command.requestId);
  const on = { campaignId: state.id, requestId: found.requestId, at: command.at };
  switch (command.type) {
    case 'WithdrawApprovalRequest':
      if (found.status === 'completed') throw DomainError.conflict(REQUEST_ENDED);
      return found.status === 'open' ? [{ type: 'ApprovalRequestWithdrawn', data: { ...on, by: command.by } }] : [];
    // The workflow's steps are idempotent: a retried activity, or a step after the request ended, records nothing.
    case 'RecordReminder':
      return found.status === 'open' && found.remindedAt === null ? [{ type: 'ApprovalReminderSent', data: on }] : [];
    case 'RecordEscalation':
      return found.status === 'open' && found.escalatedAt === null
        ? [{ type: 'ApprovalRequestEscalated', data: on }]
        : [];
    case 'CompleteApprovalRequest':
      return found.status === 'open' ? [{ type: 'ApprovalRequestCompleted', data: on }] : [];
  }
}
