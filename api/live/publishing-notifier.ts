// After the publishing projection commits a batch, everyone who may see the campaign hears where each publish it
// touched stands on /ws ({type: 'publishing', campaignId, publishId, status, counts}; domain/publishing/answers.ts
// PublishProgress): the Tools tab moves its progress, and the creatives view reads the statuses and reviews again
// (an AdReviewChanged comes long after its publish finished). One message per publish and batch.
import type pg from 'pg';
import type { LivePublisher } from '../../commands/live-events';
import type { PublishProgress } from '../../domain/publishing/answers';
import type { PublishEvent } from '../../domain/publishing/events';
import type { RecordedEvent } from '../../domain/shared/events';
import { publishingProjection } from '../../projections/publishing/projection';
import { publishProgress } from '../../projections/publishing/queries';

export const PUBLISHING_MESSAGE = 'publishing';

export function publishingNotifier(pool: pg.Pool, live: LivePublisher, log: (msg: string, extra?: object) => void) {
  return (projection: string, events: RecordedEvent[]) => {
    if (projection !== publishingProjection.name) return;
    const publishIds = new Set<string>();
    for (const recorded of events)
      if (publishingProjection.eventTypes?.has(recorded.type))
        publishIds.add((recorded as unknown as PublishEvent).data.publishId);
    if (publishIds.size === 0) return;
    publishProgress(pool, [...publishIds])
      .then((progress) =>
        Promise.all(progress.map((p) => live.broadcast({ type: PUBLISHING_MESSAGE, ...p } satisfies PublishProgress))),
      )
      .catch((error: unknown) => log('publishing notice failed', { error: String(error) }));
  };
}
