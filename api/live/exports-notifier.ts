// After the exports projection commits a batch, whoever may see an export hears where it stands on /ws
// ({type: 'export', exportId, campaignId, entityType, status, progress}: domain/export/answers.ts ExportLiveMessage):
// a campaign's creatives' export is broadcast to those who may see the campaign, an export of assets or templates
// goes to the user who asked for it (the one whose list shows it). One message per export and batch, read from the
// read model the batch was committed to; the exports lists read their rows again on it (admin-ui/src/exports).
import type pg from 'pg';
import type { LivePublisher } from '../../commands/live-events';
import type { ExportLiveMessage } from '../../domain/export/answers';
import type { ExportEvent } from '../../domain/export/events';
import type { RecordedEvent } from '../../domain/shared/events';
import { exportsProjection } from '../../projections/exports/projection';
import { exportById } from '../../projections/exports/queries';

export const EXPORT_MESSAGE = 'export';

export function exportsNotifier(pool: pg.Pool, live: LivePublisher, log: (msg: string, extra?: object) => void) {
  return (projection: string, events: RecordedEvent[]) => {
    if (projection !== exportsProjection.name) return;
    const exportIds = new Set(
      events.filter((e) => e.type.startsWith('Export')).map((e) => (e as unknown as ExportEvent).data.exportId),
    );
    for (const exportId of exportIds) {
      exportById(pool, exportId)
        .then((row) => {
          if (!row) return;
          const { campaignId, entityType, status, progress } = row;
          const message: ExportLiveMessage = {
            type: EXPORT_MESSAGE,
            exportId,
            campaignId,
            entityType,
            status,
            progress,
          };
          return campaignId ? live.broadcast({ ...message }) : live.publish(row.requestedBy, { ...message });
        })
        .catch((error: unknown) => log('export notice failed', { exportId, error: String(error) }));
    }
  };
}
