// After the templates projection commits a render's outcome, whoever made that version hears of it on /ws
// ({type: 'template-render', …}), so their templates tab can show the thumbnail without polling.
import type pg from 'pg';
import type { LivePublisher } from '../../commands/live-events';
import { getTemplate } from '../../projections/templates/queries';
import type { RecordedEvent } from '../../domain/shared/events';
import { thumbLocationOf } from '../routes/templates/view';

const RENDER_EVENTS = new Set(['TemplateRendered', 'TemplateRenderFailed']);

export function renderNotifier(pool: pg.Pool, live: LivePublisher, log: (msg: string, extra?: object) => void) {
  return (projection: string, events: RecordedEvent[]) => {
    if (projection !== 'templates') return;
    for (const event of events.filter((e) => RENDER_EVENTS.has(e.type))) {
      const { templateId } = event.data as { templateId: string };
      getTemplate(pool, templateId)
        .then(
          (row) =>
            row &&
            live.publish(row.createdBy, {
              type: 'template-render',
              templateId,
              conceptId: row.conceptId,
              version: row.version,
              renderStatus: row.renderStatus,
              thumbLocation: thumbLocationOf(row),
            }),
        )
        .catch((error: unknown) => log('render notice failed', { templateId, error: String(error) }));
    }
  };
}
