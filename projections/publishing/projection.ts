// The publishing read model (019_publishing.sql): one statement per event of domain/publishing/events.ts, and one per
// run of ads made or reviewed again. A creative row is per publish; the creatives view reads each format's latest one.
// Every status an ad had is kept with its time (published_ad_status), from which "as served at time T" is answered.
import type { RecordedEvent } from '../../domain/shared/events';
import {
  QUEUE_CHUNK,
  type AdReviewChanged,
  type PublishedCreative,
  type PublishEvent,
} from '../../domain/publishing/events';
import { perEvent, perRun, sql, type Projection } from '../projection';

const json = (value: unknown) => JSON.stringify(value);

type AdRecorded = RecordedEvent<PublishedCreative['type'] | AdReviewChanged['type'], PublishedCreative['data']>;

/**
 * A run of ads recorded, made (`published`: the creatives marked so and counted on their publish) or reviewed again:
 * each creative's row as the run's last event of it left it, and every event's status of the ad kept with its time,
 * with what the creative row says of its content. One statement for the run; the rows come out as one at a time.
 */
const adsRecorded = (published: boolean) => (events: AdRecorded[]) =>
  sql(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS i(position bigint, publish_id text, creative_id text,
         external_id text, review text, reasons jsonb, at timestamptz)),
     latest AS (
       SELECT DISTINCT ON (publish_id, creative_id) * FROM input ORDER BY publish_id, creative_id, position DESC),
     creatives AS (
       UPDATE publish_creative c
       SET ${published ? "status = 'SUCCESS', external_id = l.external_id, " : ''}review = l.review,
         reasons = l.reasons, updated_at = l.at
       FROM latest l WHERE c.publish_id = l.publish_id AND c.creative_id = l.creative_id)
     ${
       published
         ? `, counted AS (
             UPDATE publish_request r SET published = r.published + n.ads
             FROM (SELECT publish_id, count(*) AS ads FROM input GROUP BY publish_id) n WHERE r.id = n.publish_id)`
         : ''
     }
     INSERT INTO published_ad_status (campaign_id, platform, node_id, external_id, format_id, variant_id, tree_id,
       fingerprint, review, reasons, at, position)
     SELECT c.campaign_id, c.platform, c.node_id, i.external_id, c.format_id, c.variant_id, c.tree_id, c.fingerprint,
       i.review, i.reasons, i.at, i.position
     FROM input i JOIN publish_creative c ON c.publish_id = i.publish_id AND c.creative_id = i.creative_id
     ON CONFLICT DO NOTHING`,
    [
      json(
        events.map(({ position, data: d }) => ({
          position,
          publish_id: d.publishId,
          creative_id: d.creativeId,
          external_id: d.externalId,
          review: d.status,
          reasons: d.reasons,
          at: d.at,
        })),
      ),
    ],
  );

export const publishingProjection: Projection = {
  name: 'publishing',
  tables: ['publish_request', 'publish_creative', 'published_ad_status'],
  ...perEvent<PublishEvent>({
    PublishRequested: (e) => {
      const d = e.data;
      return sql(
        `INSERT INTO publish_request (id, campaign_id, partner_id, platforms, prerendered, retry_of, requested_by, requested_at, queued, position)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10)`,
        [
          d.publishId,
          d.campaignId,
          d.partnerId,
          json(d.platforms),
          d.prerendered,
          d.retryOf,
          d.requestedBy,
          d.at,
          d.queued,
          e.position,
        ],
      );
    },
    PublishCreativesQueued: (e) =>
      sql(
        `INSERT INTO publish_creative (publish_id, creative_id, campaign_id, format_id, variant_id, tree_id, platform, node_id,
           delivery, fingerprint, external_key, name, status, updated_at, publish_position, ord)
         SELECT $1, c ->> 'creativeId', $2, c ->> 'formatId', c ->> 'variantId', c ->> 'treeId', c ->> 'platform', c ->> 'nodeId',
           c ->> 'delivery', c ->> 'fingerprint', c ->> 'externalKey', c ->> 'name', 'IN_QUEUE', $4,
           (SELECT position FROM publish_request WHERE id = $1), $5 + i::integer - 1
         FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS q(c, i)
         ON CONFLICT DO NOTHING`,
        [
          e.data.publishId,
          e.data.campaignId,
          json(e.data.creatives),
          e.metadata.occurredAt,
          e.data.chunk * QUEUE_CHUNK,
        ],
      ),
    PublishedCreative: perRun(adsRecorded(true)),
    PublishFailed: (e) => {
      const d = e.data;
      return sql(
        `UPDATE publish_creative SET status = 'ERROR', error_kind = $3, error_message = $4, error_code = $5, updated_at = $6
         WHERE publish_id = $1 AND creative_id = $2;
         UPDATE publish_request SET failed = failed + 1 WHERE id = $1`,
        [d.publishId, d.creativeId, d.kind, d.message, d.code, d.at],
      );
    },
    PublishFinished: (e) =>
      sql(
        `UPDATE publish_request SET status = 'finished', published = $2, failed = $3, finished_at = $4 WHERE id = $1`,
        [e.data.publishId, e.data.published, e.data.failed, e.data.at],
      ),
    AdReviewChanged: perRun(adsRecorded(false)),
  }),
};
