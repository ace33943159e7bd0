// The reporting read model (020_reporting.sql), a fold of the delivery streams (domain/delivery/) and the publish
// events alone, never of another projection's tables, so `npm run projections:rebuild reporting` gives the same rows.
// The publish events tell which ad carries which approved content (report_ad); a day's import replaces the facts of its
// platform account and day (DeliveryDayImported takes the old ones and their rollup sums out), then its chunks insert
// the new facts, attributed through report_ad, and add them to the rollups: a run of delivery events as sets, many
// chunks per statement (delivery-runs.ts), which is what makes a rebuild of millions of facts fast. CM360's conversions
// per floodlight activity (report_conversion, migration 040) go the same way on the same keys, with no rollup: a custom
// conversion's metrics join their sums to a report's rows (analyze.ts). Where each ad runs on its platform (its
// campaign and ad group, migration 042) is kept per ad from the rows that name it (report_ad_media), a dimension the
// filters join.
import type { RecordedEvent } from '../../domain/shared/events';
import type { PublishEvent } from '../../domain/publishing/events';
import { perEvent, perRun, sql, type Projection } from '../projection';
import { applyDeliveryRun, DELIVERY_TYPES } from './delivery-runs';
import { deferring, reportingReplay } from './replay';
import { rollupChanges } from './rollups';

const isDelivery = (event: RecordedEvent) => DELIVERY_TYPES.has(event.type);

/** The publish events' statements; an ad's late attribution is added to the rollups unless a replay defers them. */
const publishing = (rollups: boolean) =>
  perEvent<PublishEvent>({
    PublishCreativesQueued: (e) =>
      sql(
        `INSERT INTO report_queued_creative (publish_id, creative_id, campaign_id, tree_id, variant_id, format_id, fingerprint)
         SELECT $1, c ->> 'creativeId', $2, c ->> 'treeId', c ->> 'variantId', c ->> 'formatId', c ->> 'fingerprint'
         FROM jsonb_array_elements($3::jsonb) AS q(c)
         ON CONFLICT DO NOTHING`,
        [e.data.publishId, e.data.campaignId, JSON.stringify(e.data.creatives)],
      ),
    // The ads are known from now on; facts imported before their publish was recorded are attributed to them now. A
    // run of them at once: a creative's first event, and an ad's first creative (report_ad's row), as one at a time.
    PublishedCreative: perRun((events) =>
      sql(
        `WITH input AS (
           SELECT DISTINCT ON (publish_id, creative_id) *
           FROM jsonb_to_recordset($1::jsonb) AS i(position bigint, publish_id text, creative_id text, platform text,
             external_id text)
           ORDER BY publish_id, creative_id, position),
         made AS (
           DELETE FROM report_queued_creative q USING input i
           WHERE q.publish_id = i.publish_id AND q.creative_id = i.creative_id
           RETURNING i.position, i.platform, i.external_id, q.campaign_id, q.tree_id, q.variant_id, q.format_id,
             q.fingerprint),
         first AS (SELECT DISTINCT ON (platform, external_id) * FROM made ORDER BY platform, external_id, position),
         known AS (
           INSERT INTO report_ad (platform, external_id, campaign_id, tree_id, variant_id, format_id, fingerprint)
           SELECT platform, external_id, campaign_id, tree_id, variant_id, format_id, fingerprint FROM first
           ON CONFLICT DO NOTHING),
         attributed AS (
           UPDATE report_fact f SET campaign_id = m.campaign_id FROM first m
           WHERE f.platform = m.platform AND f.ad_id = m.external_id AND f.campaign_id IS NULL
           RETURNING f.*),
         converted AS (
           UPDATE report_conversion c SET campaign_id = m.campaign_id FROM first m
           WHERE c.platform = m.platform AND c.ad_id = m.external_id AND c.campaign_id IS NULL)
         ${rollups ? rollupChanges('attributed', 1) : ''}
         SELECT 1`,
        [
          JSON.stringify(
            events.map((e) => ({
              position: e.position,
              publish_id: e.data.publishId,
              creative_id: e.data.creativeId,
              platform: e.data.platform,
              external_id: e.data.externalId,
            })),
          ),
        ],
      ),
    ),
    PublishFailed: (e) =>
      sql('DELETE FROM report_queued_creative WHERE publish_id = $1 AND creative_id = $2', [
        e.data.publishId,
        e.data.creativeId,
      ]),
    PublishFinished: (e) => sql('DELETE FROM report_queued_creative WHERE publish_id = $1', [e.data.publishId]),
  });
const publishingLive = publishing(true);
const publishingReplayed = publishing(false);

/** The batch cut where it turns from delivery events to others or back, in order. */
function runs(events: RecordedEvent[]): RecordedEvent[][] {
  const cut: RecordedEvent[][] = [];
  for (const event of events) {
    const run = cut[cut.length - 1];
    if (run && isDelivery(run[0]!) === isDelivery(event)) run.push(event);
    else cut.push([event]);
  }
  return cut;
}

export const reportingProjection: Projection = {
  name: 'reporting',
  tables: [
    'report_day',
    'report_queued_creative',
    'report_ad',
    'report_fact',
    'report_day_creative',
    'report_day_campaign',
    'report_day_segment',
    'report_week_creative',
    'report_month_creative',
    'report_conversion',
    'report_ad_media',
    'report_replay',
  ],
  eventTypes: new Set([...publishingLive.eventTypes!, ...DELIVERY_TYPES]),
  handle: async (tx, events) => {
    const rollups = !(await deferring(tx));
    for (const run of runs(events))
      await (isDelivery(run[0]!)
        ? applyDeliveryRun(tx, run, rollups)
        : (rollups ? publishingLive : publishingReplayed).handle(tx, run));
  },
  replay: reportingReplay,
};
