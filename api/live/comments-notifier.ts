// After the comments projection commits, everyone who may see the campaign hears that its comments changed on /ws
// ({type: 'comments', campaignId, event, eventOwnerId, payload: {entityId, commentId}}, spec 2 §4 "Live events"); the
// panel reloads on other users' changes and ignores its own user's. Concept comments are not broadcast: the live
// channel's audience check knows campaigns only (api/routes/live.ts).
import type pg from 'pg';
import type { LivePublisher } from '../../commands/live-events';
import type { CommentEvent } from '../../domain/comment';
import type { RecordedEvent } from '../../domain/shared/events';
import { COMMENTS_PROJECTION } from '../../projections/comments/projection';

export function commentsNotifier(pool: pg.Pool, live: LivePublisher, log: (msg: string, extra?: object) => void) {
  return (projection: string, events: RecordedEvent[]) => {
    if (projection !== COMMENTS_PROJECTION) return;
    const onCampaigns = (events as unknown as (RecordedEvent & CommentEvent)[]).filter((e) => e.data.campaignId !== undefined);
    if (onCampaigns.length === 0) return;
    // Only a posting names its entity; the others are looked up (the row is committed by now).
    pool
      .query<{ id: string; entity_id: string }>('SELECT id, entity_id FROM comment WHERE id = ANY($1)', [onCampaigns.map((e) => e.data.commentId)])
      .then(({ rows }) => {
        const entityOf = new Map(rows.map((r) => [r.id, r.entity_id]));
        return Promise.all(
          onCampaigns.map((e) =>
            live.broadcast({
              type: 'comments', campaignId: e.data.campaignId, event: e.type, eventOwnerId: e.metadata.actor.userId,
              payload: { entityId: entityOf.get(e.data.commentId) ?? null, commentId: e.data.commentId },
            }),
          ),
        );
      })
      .catch((error: unknown) => log('comments notice failed', { error: String(error) }));
  };
}
