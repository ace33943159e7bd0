// Every campaign with ads on a platform gets its daily delivery import (issue 21 §1): once the reporting projection
// has applied a finished publish that made ads, the campaign's Temporal Schedule is made (once: a second is left as
// it is), and at boot every campaign the read model knows ads of is given one, for publishes this process did not see
// finish. A Temporal that cannot be reached is logged; the next publish or boot makes the schedule.
import type pg from 'pg';
import type { Log } from '../runtime/database';
import type { PublishEvent } from '../domain/publishing/events';
import type { RecordedEvent } from '../domain/shared/events';
import { reportingProjection } from '../projections/reporting/projection';
import { campaignsWithAds } from '../projections/reporting/queries';
import type { DeliveryImports } from '../workflows/delivery/starters';

function schedule(imports: DeliveryImports, campaignIds: Iterable<string>, log: Log): Promise<void> {
  return Promise.all(
    [...campaignIds].map((campaignId) =>
      imports
        .scheduleDaily(campaignId)
        .then((outcome) => outcome === 'created' && log('daily delivery import scheduled', { campaignId }))
        .catch((error: unknown) => log('delivery schedule not made', { campaignId, error: String(error) }, 'warn')),
    ),
  ).then(() => undefined);
}

/** A runner.onApplied listener: schedules the campaigns of the batch's publishes that finished with ads. */
export function deliveryScheduler(imports: DeliveryImports, log: Log) {
  return (projection: string, events: RecordedEvent[]) => {
    if (projection !== reportingProjection.name) return;
    const campaigns = new Set<string>();
    for (const recorded of events) {
      const event = recorded as unknown as PublishEvent;
      if (event.type === 'PublishFinished' && event.data.published > 0) campaigns.add(event.data.campaignId);
    }
    if (campaigns.size > 0) void schedule(imports, campaigns, log);
  };
}

/** At boot: a schedule for every campaign with ads. */
export async function scheduleDeliveryImports(pool: pg.Pool, imports: DeliveryImports, log: Log): Promise<void> {
  await schedule(imports, await campaignsWithAds(pool), log);
}
