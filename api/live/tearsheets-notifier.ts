// After the tearsheets projection commits a batch, everyone who may see the campaign hears where its tearsheets stand
// on /ws ({type: 'tearsheet', campaignId, tearsheetId, status, entries, done}: domain/tearsheet/answers.ts
// TearsheetLiveMessage), as screenshots are told: the progress of a PDF being made, then ready or failed. One message
// per tearsheet and batch, read from the read model the batch was committed to.
import type pg from 'pg';
import type { LivePublisher } from '../../commands/live-events';
import type { RecordedEvent } from '../../domain/shared/events';
import type { TearsheetLiveMessage } from '../../domain/tearsheet/answers';
import type { TearsheetEvent } from '../../domain/tearsheet/events';
import { tearsheetsProjection } from '../../projections/tearsheets/projection';
import { tearsheetRecord } from '../../projections/tearsheets/queries';

export const TEARSHEET_MESSAGE = 'tearsheet';
/** The events that move a tearsheet's build (links and openings are not news to the screens). */
const BUILD_EVENTS = new Set<TearsheetEvent['type']>([
  'TearsheetRequested',
  'TearsheetCollected',
  'TearsheetProgressed',
  'TearsheetBuilt',
  'TearsheetFailed',
]);

export function tearsheetsNotifier(pool: pg.Pool, live: LivePublisher, log: (msg: string, extra?: object) => void) {
  return (projection: string, events: RecordedEvent[]) => {
    if (projection !== tearsheetsProjection.name) return;
    const tearsheetIds = new Set<string>();
    for (const recorded of events)
      if (BUILD_EVENTS.has(recorded.type as TearsheetEvent['type']))
        tearsheetIds.add((recorded as unknown as TearsheetEvent).data.tearsheetId);
    for (const tearsheetId of tearsheetIds) {
      tearsheetRecord(pool, tearsheetId)
        .then((t) => {
          if (!t) return;
          const message: TearsheetLiveMessage = {
            type: TEARSHEET_MESSAGE,
            campaignId: t.campaignId,
            tearsheetId,
            status: t.status,
            entries: t.entries,
            done: t.done,
          };
          return live.broadcast({ ...message });
        })
        .catch((error: unknown) => log('tearsheet notice failed', { tearsheetId, error: String(error) }));
    }
  };
}
