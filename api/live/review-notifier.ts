// Two live duties of review requests. After the personalise projection (the one that handles them) commits a batch
// with approvals, or archives, which can leave every remaining format approved, on a campaign with open requests,
// each request's workflow is signalled to check itself. After the notifications projection commits, each user whose
// notifications changed hears their unread count on /ws ({type: 'notifications', unread}), so the top bar's bell
// needs no reload.
import type pg from 'pg';
import type { LivePublisher } from '../../commands/live-events';
import type { RecordedEvent } from '../../domain/shared/events';
import { notifiedUsers, unreadCount } from '../../projections/notifications/queries';
import { personaliseProjection } from '../../projections/personalise/projection';
import { openApprovalRequests } from '../../projections/reviews/queries';
import type { WorkflowStarters } from '../../workflows/starters';

const CHECK_EVENTS = new Set(['FormatApprovalsChanged', 'VariantArchived', 'FormatArchived']);

type Log = (msg: string, extra?: object) => void;

export function reviewNotifier(
  pool: pg.Pool,
  reviews: Pick<WorkflowStarters['reviews'], 'approvalsChanged'>,
  log: Log,
) {
  return (projection: string, events: RecordedEvent[]) => {
    if (projection !== personaliseProjection.name) return;
    const campaignIds = [
      ...new Set(
        events.filter((e) => CHECK_EVENTS.has(e.type)).map((e) => (e.data as { campaignId: string }).campaignId),
      ),
    ];
    if (campaignIds.length === 0) return;
    openApprovalRequests(pool, campaignIds)
      .then((open) => Promise.all(open.map((target) => reviews.approvalsChanged(target))))
      .catch((error: unknown) => log('review signal failed', { campaignIds, error: String(error) }));
  };
}

export function notificationsNotifier(pool: pg.Pool, live: LivePublisher, log: Log) {
  return (projection: string, events: RecordedEvent[]) => {
    if (projection !== 'notifications') return;
    for (const userId of notifiedUsers(events)) {
      unreadCount(pool, userId)
        .then((unread) => live.publish(userId, { type: 'notifications', unread }))
        .catch((error: unknown) => log('notification count failed', { userId, error: String(error) }));
    }
  };
}
