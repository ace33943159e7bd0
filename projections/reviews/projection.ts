// approval_request: one row per review request of a campaign, as domain/campaign/review.ts folds them.
import type { ReviewEvent } from '../../domain/campaign/events';
import { perEvent, sql, type Projection } from '../projection';

const ended = (status: 'withdrawn' | 'completed') => (e: { data: { requestId: string; at: string } }) =>
  sql(`UPDATE approval_request SET status = '${status}', ended_at = $2 WHERE id = $1 AND status = 'open'`, [
    e.data.requestId,
    e.data.at,
  ]);

export const reviewsProjection: Projection = {
  name: 'reviews',
  tables: ['approval_request'],
  ...perEvent<ReviewEvent>({
    ApprovalRequested: (e) => {
      const d = e.data;
      return sql(
        `INSERT INTO approval_request (id, campaign_id, n, is_final, user_ids, watcher_ids, due_at, requested_by, requested_at)
         VALUES ($1, $2, $3, $4, ARRAY(SELECT jsonb_array_elements_text($5::jsonb)), ARRAY(SELECT jsonb_array_elements_text($6::jsonb)), $7, $8, $9)`,
        [
          d.requestId,
          d.campaignId,
          d.n,
          d.isFinal,
          JSON.stringify(d.userIds),
          JSON.stringify(d.watcherIds),
          d.dueAt,
          d.by,
          d.at,
        ],
      );
    },
    ApprovalRequestWithdrawn: ended('withdrawn'),
    ApprovalRequestCompleted: ended('completed'),
    ApprovalRequestEscalated: (e) =>
      sql('UPDATE approval_request SET escalated_at = $2 WHERE id = $1', [e.data.requestId, e.data.at]),
    ApprovalReminderSent: (e) =>
      sql('UPDATE approval_request SET reminded_at = $2 WHERE id = $1', [e.data.requestId, e.data.at]),
  }),
};
