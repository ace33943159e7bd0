// notification: each user's notification centre, as domain/notification folds it.
import type { NotificationEvent } from '../../domain/notification/events';
import { perEvent, sql, type Projection } from '../projection';

export const notificationsProjection: Projection = {
  name: 'notifications',
  tables: ['notification'],
  ...perEvent<NotificationEvent>({
    NotificationSent: (e) => {
      const d = e.data;
      return sql(
        `INSERT INTO notification (id, user_id, kind, campaign_id, request_id, title, message, link, sent_at, position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [d.notificationId, d.userId, d.kind, d.campaignId, d.requestId, d.title, d.message, d.link, d.at, e.position],
      );
    },
    NotificationsRead: (e) =>
      sql(
        `UPDATE notification SET read_at = $3 WHERE user_id = $1 AND id = ANY (ARRAY(SELECT jsonb_array_elements_text($2::jsonb))) AND read_at IS NULL`,
        [e.data.userId, JSON.stringify(e.data.notificationIds), e.data.at],
      ),
  }),
};
