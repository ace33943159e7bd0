// The reporting read model (020_reporting.sql), a fold of the delivery streams (domain/delivery/) and the publish
// events alone, never of another projection's tables, so `npm run projections:rebuild reporting` gives the same rows.
// The publish events tell which ad carries which approved content (report_ad); a day's import replaces the facts of
// its platform account and day (DeliveryDayImported takes the old ones and their rollup sums out), then its chunks
// insert the new facts, attributed through report_ad, and add them to the rollups. CM360's conversions per floodlight
// activity (report_conversion, migration 040) go the same way on the same keys, with no rollup: a custom conversion's
// metrics join their sums to a report's rows (analyze.ts). Where each ad runs on its platform (its campaign and ad
// group, migration 042) is kept per ad from the rows that name it (report_ad_media), a dimension the filters join.
import type { DeliveryEvent } from '../../domain/delivery/events';
import type { PublishEvent } from '../../domain/publishing/events';
import { perEvent, sql, type Projection } from '../projection';
import { emptiedRollups, MEASURE_COLUMNS, rollupChanges } from './rollups';

const FACT_COLUMNS = [
  'platform',
  'account',
  'day',
  'ad_id',
  'placement',
  'segment',
  'campaign_id',
  'node_id',
  ...MEASURE_COLUMNS,
].join(', ');

/** A chunk's rows as JSON, read with the event's camelCase names. */
const ROW_RECORD = `r("adId" text, placement text, segment text, impressions bigint, clicks bigint, conversions bigint,
  "viewThroughConversions" bigint, "conversionValue" numeric, "videoViews" bigint, completions bigint,
  "viewableImpressions" bigint, "mediaSpend" numeric)`;
const ROW_MEASURES = `r.impressions, r.clicks, r.conversions, r."viewThroughConversions", r."conversionValue",
  r."videoViews", r.completions, r."viewableImpressions", r."mediaSpend"`;

/** Where each ad of a chunk ($1 platform, $3 day, $4 rows) runs, unless a later day already said. */
const MEDIA_UPSERT = `media AS (
  INSERT INTO report_ad_media (platform, ad_id, media_campaign, ad_group_id, ad_group_name, day)
  SELECT DISTINCT ON (r."adId") $1, r."adId", coalesce(r."mediaCampaign", ''), coalesce(r."adGroupId", ''),
    coalesce(r."adGroupName", ''), $3::date
  FROM jsonb_to_recordset($4::jsonb) AS r("adId" text, "mediaCampaign" text, "adGroupId" text, "adGroupName" text)
  WHERE r."mediaCampaign" IS NOT NULL OR r."adGroupId" IS NOT NULL
  ORDER BY r."adId"
  ON CONFLICT (platform, ad_id) DO UPDATE SET media_campaign = excluded.media_campaign,
    ad_group_id = excluded.ad_group_id, ad_group_name = excluded.ad_group_name, day = excluded.day
  WHERE report_ad_media.day <= excluded.day),`;

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
  ],
  ...perEvent<DeliveryEvent | PublishEvent>({
    PublishCreativesQueued: (e) =>
      sql(
        `INSERT INTO report_queued_creative (publish_id, creative_id, campaign_id, tree_id, variant_id, format_id, fingerprint)
         SELECT $1, c ->> 'creativeId', $2, c ->> 'treeId', c ->> 'variantId', c ->> 'formatId', c ->> 'fingerprint'
         FROM jsonb_array_elements($3::jsonb) AS q(c)
         ON CONFLICT DO NOTHING`,
        [e.data.publishId, e.data.campaignId, JSON.stringify(e.data.creatives)],
      ),
    // The ad is known from now on; facts imported before its publish was recorded are attributed to it now.
    PublishedCreative: (e) =>
      sql(
        `WITH made AS (
           DELETE FROM report_queued_creative WHERE publish_id = $1 AND creative_id = $2
           RETURNING campaign_id, tree_id, variant_id, format_id, fingerprint),
         known AS (
           INSERT INTO report_ad (platform, external_id, campaign_id, tree_id, variant_id, format_id, fingerprint)
           SELECT $3, $4, campaign_id, tree_id, variant_id, format_id, fingerprint FROM made
           ON CONFLICT DO NOTHING),
         attributed AS (
           UPDATE report_fact f SET campaign_id = made.campaign_id FROM made
           WHERE f.platform = $3 AND f.ad_id = $4 AND f.campaign_id IS NULL
           RETURNING f.*),
         converted AS (
           UPDATE report_conversion c SET campaign_id = made.campaign_id FROM made
           WHERE c.platform = $3 AND c.ad_id = $4 AND c.campaign_id IS NULL)
         ${rollupChanges('attributed', 1)}
         SELECT 1`,
        [e.data.publishId, e.data.creativeId, e.data.platform, e.data.externalId],
      ),
    PublishFailed: (e) =>
      sql('DELETE FROM report_queued_creative WHERE publish_id = $1 AND creative_id = $2', [
        e.data.publishId,
        e.data.creativeId,
      ]),
    PublishFinished: (e) => sql('DELETE FROM report_queued_creative WHERE publish_id = $1', [e.data.publishId]),
    DeliveryDayImported: (e) => {
      const d = e.data;
      return sql(
        `WITH replaced AS (
           DELETE FROM report_fact WHERE platform = $1 AND account = $2 AND day = $3::date RETURNING *),
         unconverted AS (
           DELETE FROM report_conversion WHERE platform = $1 AND account = $2 AND day = $3::date)
         ${rollupChanges('replaced', -1)}
         INSERT INTO report_day (platform, account, day, import_id, node_id, replaces, rows, imported_at)
         VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8)
         ON CONFLICT (platform, account, day) DO UPDATE SET import_id = excluded.import_id, node_id = excluded.node_id,
           replaces = excluded.replaces, rows = excluded.rows, imported_at = excluded.imported_at;
         ${emptiedRollups('$3::date')}`,
        [d.platform, d.account, d.day, d.importId, d.nodeId, d.replaces, d.rows, d.at],
      );
    },
    // The rows' facts, and where their ads run on the platform (report_ad_media) when the rows name it (a chunk that
    // names none, as every one recorded before, costs no more than it did).
    DeliveryReportImported: (e) => {
      const d = e.data;
      const named = d.rows.some((r) => r.mediaCampaign !== undefined || r.adGroupId !== undefined);
      return sql(
        `WITH ${named ? MEDIA_UPSERT : ''} added AS (
           INSERT INTO report_fact (${FACT_COLUMNS})
           SELECT $1, $2, $3::date, r."adId", r.placement, r.segment, a.campaign_id, d.node_id, ${ROW_MEASURES}
           FROM jsonb_to_recordset($4::jsonb) AS ${ROW_RECORD}
           JOIN report_day d ON d.platform = $1 AND d.account = $2 AND d.day = $3::date
           LEFT JOIN report_ad a ON a.platform = $1 AND a.external_id = r."adId"
           RETURNING *)
         ${rollupChanges('added', 1)}
         SELECT 1`,
        [d.platform, d.account, d.day, JSON.stringify(d.rows)],
      );
    },
    DeliveryConversionsImported: (e) => {
      const d = e.data;
      return sql(
        `INSERT INTO report_conversion (platform, account, day, ad_id, placement, segment, activity_id, campaign_id,
           click_through, view_through)
         SELECT $1, $2, $3::date, r."adId", r.placement, r.segment, r."activityId", a.campaign_id, r."clickThrough",
           r."viewThrough"
         FROM jsonb_to_recordset($4::jsonb) AS r("adId" text, placement text, segment text, "activityId" text,
           "clickThrough" bigint, "viewThrough" bigint)
         LEFT JOIN report_ad a ON a.platform = $1 AND a.external_id = r."adId"`,
        [d.platform, d.account, d.day, JSON.stringify(d.conversions)],
      );
    },
  }),
};
