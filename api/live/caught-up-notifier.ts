// Whoever was answered that their change would show shortly (x-projections-lagging: a projection was failing or
// held the entity's stream) hears on /ws when it has been applied ({type: READ_MODEL_CAUGHT_UP, projection}),
// so their screens refetch instead of showing the unchanged row until a reload.
import type { LivePublisher } from '../../commands/live-events';
import type { RecordedEvent } from '../../domain/shared/events';
import { READ_MODEL_CAUGHT_UP } from '../../domain/shared/live-messages';

export function caughtUpNotifier(live: LivePublisher, log: (msg: string, extra?: object) => void) {
  return (projection: string, events: RecordedEvent[]) => {
    const authors = new Set(
      events
        .map((e) => e.metadata.actor)
        .filter((a) => a.role !== 'SYSTEM')
        .map((a) => a.userId),
    );
    for (const userId of authors) {
      live
        .publish(userId, { type: READ_MODEL_CAUGHT_UP, projection })
        .catch((error: unknown) => log('caught-up notice failed', { userId, error: String(error) }));
    }
  };
}
