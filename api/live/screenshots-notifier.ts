// After the screenshots projection commits a batch, everyone who may see the campaign hears where its renders stand on
// /ws ({type: 'screenshots', campaignId, treeIds, variationIds, running, counts}): the refresh button spins while
// `running`, and a table showing one of the trees reads its page again to show the new thumbnails (spec 2 §4 'Live
// events': render status, screenshot status). One message per campaign and batch.
import type pg from 'pg';
import type { LivePublisher } from '../../commands/live-events';
import type { ScreenshotEvent } from '../../domain/screenshot/events';
import type { RecordedEvent } from '../../domain/shared/events';
import { screenshotsProjection } from '../../projections/screenshots/projection';
import { queueSummary } from '../../projections/screenshots/queries';

export const SCREENSHOTS_MESSAGE = 'screenshots';
/** Variation ids travel with a message only when few: past that the screen reads its page again anyway. */
const MAX_IDS = 100;

/** The trees and variations an event names. */
function named(event: ScreenshotEvent): { treeId: string; formatId: string }[] {
  switch (event.type) {
    case 'ScreenshotFormatsQueued':
      return event.data.formats;
    case 'ScreenshotsRendered':
      return event.data.screenshots;
    case 'ScreenshotsFailed':
      return event.data.failures;
    default:
      return [];
  }
}

export function screenshotsNotifier(pool: pg.Pool, live: LivePublisher, log: (msg: string, extra?: object) => void) {
  return (projection: string, events: RecordedEvent[]) => {
    if (projection !== screenshotsProjection.name) return;
    const campaigns = new Map<string, { treeIds: Set<string>; variationIds: Set<string> }>();
    for (const recorded of events) {
      if (!screenshotsProjection.eventTypes?.has(recorded.type)) continue;
      const event = recorded as unknown as ScreenshotEvent;
      const campaign = campaigns.get(event.data.campaignId) ?? { treeIds: new Set(), variationIds: new Set() };
      for (const { treeId, formatId } of named(event)) {
        campaign.treeIds.add(treeId);
        campaign.variationIds.add(formatId);
      }
      if (event.type === 'ScreenshotRenderCancelled')
        for (const formatId of event.data.formatIds ?? []) campaign.variationIds.add(formatId);
      campaigns.set(event.data.campaignId, campaign);
    }
    for (const [campaignId, { treeIds, variationIds }] of campaigns) {
      queueSummary(pool, campaignId)
        .then(({ running, counts }) =>
          live.broadcast({
            type: SCREENSHOTS_MESSAGE,
            campaignId,
            treeIds: [...treeIds],
            ...(variationIds.size <= MAX_IDS ? { variationIds: [...variationIds] } : {}),
            running,
            counts,
          }),
        )
        .catch((error: unknown) => log('screenshots notice failed', { campaignId, error: String(error) }));
    }
  };
}
