// A user's notification centre: newest first, paged; and the unread count of the top bar's bell.
import type pg from 'pg';
import type { NotificationRow } from '../../domain/notification/answers';
import { toPage, type Page } from '../list';

export const NOTIFICATION_LIST = { sorts: ['sentAt'], defaultSort: 'sentAt', filters: { unread: 'boolean' } } as const;

export async function userNotifications(
  pool: pg.Pool,
  userId: string,
  page: { offset: number; limit: number; unread: boolean },
): Promise<Page<NotificationRow>> {
  const { rows } = await pool.query<Omit<NotificationRow, 'sentAt'> & { sentAt: Date; total: string }>(
    `SELECT id, kind, campaign_id AS "campaignId", request_id AS "requestId", title, message, link, sent_at AS "sentAt", read_at IS NOT NULL AS read,
            count(*) OVER () AS total
       FROM notification WHERE user_id = $1 AND (NOT $2 OR read_at IS NULL)
      ORDER BY sent_at DESC, position DESC OFFSET $3 LIMIT $4`,
    [userId, page.unread, page.offset, page.limit],
  );
  return toPage(rows.map((r) => ({ ...r, sentAt: r.sentAt.toISOString() })));
}

export async function unreadCount(pool: pg.Pool, userId: string): Promise<number> {
  const { rows } = await pool.query<{ count: string }>(
    `SELECT count(*) FROM notification WHERE user_id = $1 AND read_at IS NULL`,
    [userId],
  );
  return Number(rows[0]!.count);
}

/** The users a batch of notification events touched (for the live unread count). */
export const notifiedUsers = (events: { type: string; data: unknown }[]) => [
  ...new Set(
    events
      .filter((e) => e.type === 'NotificationSent' || e.type === 'NotificationsRead')
      .map((e) => (e.data as { userId: string }).userId),
  ),
];
