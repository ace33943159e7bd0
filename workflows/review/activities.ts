// The review workflow's activities: they read the campaign and its trees from their streams (through commands),
// send notifications to each user's stream — once per notification id, so a retried activity tells no one twice —
// mail those newly sent when a mailer is set, and record the workflow's steps on the campaign's stream.
import { Context } from '@temporalio/activity';
import type { ApprovalRequest, Campaign } from '../../domain/campaign';
import { reviewProgress } from '../../domain/campaign/review-progress';
import { reminderAt } from '../../domain/campaign/review-schedule';
import { notificationText, type ReviewAudience, type ReviewNotificationKind } from '../../domain/notification';
import { sendNotification } from '../../commands/notifications';
import { approvalDecisions, loadCampaign, loadTrees, recordReviewStep, reviewContext } from '../../commands/reviews';
import type { ReviewDeps } from './deps';

export interface ReviewTarget {
  campaignId: string;
  requestId: string;
  n: number;
}

export type ReviewStatus = ApprovalRequest['status'];

export const reviewWorkflowId = (target: Pick<ReviewTarget, 'campaignId' | 'n'>) =>
  `review-${target.campaignId}-${target.n}`;

export function createReviewActivities(deps: ReviewDeps) {
  async function load(target: ReviewTarget): Promise<{ campaign: Campaign; request: ApprovalRequest } | null> {
    const campaign = await loadCampaign(deps.commands, target.campaignId, reviewWorkflowId(target));
    const request = campaign?.reviews.requests[target.requestId];
    return campaign && request ? { campaign, request } : null;
  }

  /** Records each user's notification; mails the ones recorded now (a mail that fails is logged: the centre keeps it).
   * */
  async function tell(
    campaign: Campaign,
    request: ApprovalRequest,
    kind: ReviewNotificationKind,
    userIds: string[],
    audience: ReviewAudience = 'reviewer',
  ) {
    const text = notificationText(
      kind,
      { campaignName: campaign.name, isFinal: request.isFinal, dueAt: request.dueAt },
      audience,
    );
    const context = reviewContext(campaign.partnerId, reviewWorkflowId({ campaignId: campaign.id, n: request.n }));
    const fresh: string[] = [];
    for (const userId of [...new Set(userIds)]) {
      const { events } = await sendNotification(deps.commands, context, {
        notificationId: `${request.requestId}-${kind}-${userId}`,
        userId,
        kind,
        campaignId: campaign.id,
        requestId: request.requestId,
        ...text,
        link: `/campaigns/${campaign.id}`,
        at: new Date().toISOString(),
      });
      if (events.length > 0) fresh.push(userId);
    }
    if (!deps.mailer || fresh.length === 0) return;
    for (const user of await deps.directory.users(fresh)) {
      await deps.mailer
        .send({ to: user.email, subject: text.title, text: text.message })
        .catch((error: unknown) =>
          Context.current().log.warn('review mail failed', { userId: user.id, error: String(error) }),
        );
    }
  }

  /** Reminders go to the reviewers still to decide, or to the watchers when the request named no reviewer. */
  const remindees = async (campaign: Campaign, request: ApprovalRequest) =>
    request.userIds.length === 0
      ? request.watcherIds
      : reviewProgress(request, [], await approvalDecisions(deps.commands, campaign)).pendingReviewers;

  return {
    /** Tells the reviewers and watchers; answers how the request stands and how long until its reminder and due date.
     * */
    async beginReview(target: ReviewTarget): Promise<{ status: ReviewStatus; remindInMs: number; dueInMs: number }> {
      const found = await load(target);
      if (!found) return { status: 'withdrawn', remindInMs: 0, dueInMs: 0 };
      const { campaign, request } = found;
      if (request.status === 'open') {
        await tell(campaign, request, 'approvalRequested', request.userIds);
        await tell(campaign, request, 'approvalRequested', request.watcherIds, 'watcher');
      }
      const now = Date.now();
      return {
        status: request.status,
        remindInMs: Date.parse(reminderAt(request.at, request.dueAt)) - now,
        dueInMs: Date.parse(request.dueAt) - now,
      };
    },

    /** Completes the request when every live format holds the requested approval, telling the requester and watchers.
     * */
    async checkReview(target: ReviewTarget): Promise<ReviewStatus> {
      const found = await load(target);
      if (!found) return 'withdrawn';
      const { campaign, request } = found;
      if (request.status !== 'open') return request.status;
      if (!reviewProgress(request, await loadTrees(deps.commands, campaign, reviewWorkflowId(target)), []).complete)
        return 'open';
      await recordReviewStep(deps.commands, campaign, reviewWorkflowId(target), {
        type: 'CompleteApprovalRequest',
        requestId: request.requestId,
        at: new Date().toISOString(),
      });
      await tell(campaign, request, 'approvalCompleted', [request.by, ...request.watcherIds]);
      return 'completed';
    },

    async remind(target: ReviewTarget): Promise<void> {
      const found = await load(target);
      if (!found || found.request.status !== 'open') return;
      const { campaign, request } = found;
      await tell(
        campaign,
        request,
        'approvalReminder',
        await remindees(campaign, request),
        request.userIds.length === 0 ? 'watcher' : 'reviewer',
      );
      await recordReviewStep(deps.commands, campaign, reviewWorkflowId(target), {
        type: 'RecordReminder',
        requestId: request.requestId,
        at: new Date().toISOString(),
      });
    },

    async escalate(target: ReviewTarget): Promise<void> {
      const found = await load(target);
      if (!found || found.request.status !== 'open') return;
      const { campaign, request } = found;
      await tell(campaign, request, 'approvalEscalated', [
        request.by,
        ...(await deps.directory.campaignAdmins(campaign.id)),
        ...request.watcherIds,
      ]);
      await recordReviewStep(deps.commands, campaign, reviewWorkflowId(target), {
        type: 'RecordEscalation',
        requestId: request.requestId,
        at: new Date().toISOString(),
      });
    },

    async tellWithdrawn(target: ReviewTarget): Promise<void> {
      const found = await load(target);
      if (found)
        await tell(found.campaign, found.request, 'approvalWithdrawn', [
          ...found.request.userIds,
          ...found.request.watcherIds,
        ]);
    },
  };
}

export type ReviewActivities = ReturnType<typeof createReviewActivities>;
