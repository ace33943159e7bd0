// After the comments projection commits, everyone who may see the campaign (or concept) hears that its comments
// changed on /ws ({type: 'comments', campaignId | conceptId, event, eventOwnerId, payload: {entityId, commentId}},
// spec 2 §4 "Live events"); the panel reloads on other users' changes and ignores its own user's. The live channel
// checks each listener's scope (api/routes/live.ts).
import type pg from 'pg';
import type { LivePublisher } from '../../commands/live-events';
import { topicOf, type CommentEvent } from '../../domain/comment';
import type { RecordedEvent } from '../../domain/shared/events';
import { COMMENTS_PROJECTION } from '../../projections/comments/projection';

export function commentsNotifier(pool: pg.Pool, live: LivePublisher, log: (msg: string, extra?: object) => void) {
  return (projection: string, events: RecordedEvent[]) => {
    if (projection !== COMMENTS_PROJECTION) return;
    const changes = events as unknown as (RecordedEvent & CommentEvent)[];
    if (changes.length === 0) return;
    // Only a posting names its entity; the others are looked up (the row is committed by now).
    pool
      .query<{ id: string; entity_id: string }>('SELECT id, entity_id FROM comment WHERE id = ANY($1)', [
        changes.map((e) => e.data.commentId),
      ])
      .then(({ rows }) => {
        const entityOf = new Map(rows.map((r) => [r.id, r.entity_id]));
        return Promise.all(
          changes.map((e) =>
            live.broadcast({
              type: 'comments',
              ...topicOf(e.data),
              event: e.type,
              eventOwnerId: e.metadata.actor.userId,
              payload: { entityId: entityOf.get(e.data.commentId) ?? null, commentId: e.data.commentId },
            }),
          ),
        );
      })
      .catch((error: unknown) => log('comments notice failed', { error: String(error) }));
  };
}
