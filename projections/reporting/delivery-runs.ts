// A run of consecutive delivery events (days imported, their rows and conversions) applied as sets, not one event at a
// time (issue 21 §5: a rebuild replays millions of facts). Within a run only the last import of each (platform,
// account, day) counts: its DeliveryDayImported takes the day's facts held before the run out of the rollups, and
// rows recorded before it in the run are skipped (a later import replaces them, as the event-by-event fold did).
// Then the surviving rows are inserted many chunks per statement and added to the rollups, and the rollup rows a
// replaced day left at no fact are deleted. The same tables as one statement per event, in a few statements per run.
import type pg from 'pg';
import type { RecordedEvent } from '../../domain/shared/events';
import type {
  DeliveryConversionsImported,
  DeliveryDayImported,
  DeliveryReportImported,
  DeliveryRow,
} from '../../domain/delivery/events';
import { emptiedRollups, MEASURE_COLUMNS, rollupChanges } from './rollups';

type Data<E extends { data: unknown }> = E['data'];
type DayData = Data<DeliveryDayImported>;
type RowsData = Data<DeliveryReportImported>;
type ConversionsData = Data<DeliveryConversionsImported>;

export const DELIVERY_TYPES = new Set(['DeliveryDayImported', 'DeliveryReportImported', 'DeliveryConversionsImported']);

/** Rows per insert statement: many chunks at once, and a bound JSON parameter of a few megabytes. */
const ROWS_PER_STATEMENT = 20_000;

const FACT_COLUMNS = ['platform', 'account', 'day', 'ad_id', 'placement', 'segment', 'campaign_id', 'node_id'];

/**
 * The chunks of a statement ($1, JSON) by their index, each with its platform account and day; their rows are read by
 * index (`ROWS_OF`), so no join carries a chunk's megabyte of JSON along with each of its rows.
 */
const CHUNKS = `chunk AS (
  SELECT e.n::int - 1 AS n, c ->> 'platform' AS platform, c ->> 'account' AS account, (c ->> 'day')::date AS day
  FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(c, n))`;
const ROWS_OF = `jsonb_to_recordset($1::jsonb -> c.n -> 'rows')`;
const ROW_RECORD = `r("adId" text, placement text, segment text, impressions bigint, clicks bigint, conversions bigint,
  "viewThroughConversions" bigint, "conversionValue" numeric, "videoViews" bigint, completions bigint,
  "viewableImpressions" bigint, "mediaSpend" numeric)`;
const ROW_MEASURES = `r.impressions, r.clicks, r.conversions, r."viewThroughConversions", r."conversionValue",
  r."videoViews", r.completions, r."viewableImpressions", r."mediaSpend"`;

/** Where each ad runs ($1: one row per ad, its newest), unless a later day already said (report_ad_media). */
const MEDIA_UPSERT = `INSERT INTO report_ad_media (platform, ad_id, media_campaign, ad_group_id, ad_group_name, day)
  SELECT platform, "adId", coalesce("mediaCampaign", ''), coalesce("adGroupId", ''), coalesce("adGroupName", ''), day
  FROM jsonb_to_recordset($1::jsonb) AS m(platform text, "adId" text, "mediaCampaign" text, "adGroupId" text,
    "adGroupName" text, day date)
  ON CONFLICT (platform, ad_id) DO UPDATE SET media_campaign = excluded.media_campaign,
    ad_group_id = excluded.ad_group_id, ad_group_name = excluded.ad_group_name, day = excluded.day
  WHERE report_ad_media.day <= excluded.day`;

// The rows are read out of the JSON first (MATERIALIZED): joined to the look-ups as one set, not as a function scan
// the planner, guessing 100 rows, would scan again for every ad of report_ad (a nested loop through a spilled file).
// Added to the rollups unless a replay leaves them to its end (replay.ts).
const insertFacts = (rollups: boolean) => `WITH ${CHUNKS},
  row AS MATERIALIZED (
    SELECT c.platform, c.account, c.day, r.* FROM chunk c CROSS JOIN LATERAL ${ROWS_OF} AS ${ROW_RECORD}),
  added AS (
    INSERT INTO report_fact (${[...FACT_COLUMNS, ...MEASURE_COLUMNS].join(', ')})
    SELECT r.platform, r.account, r.day, r."adId", r.placement, r.segment, a.campaign_id, d.node_id, ${ROW_MEASURES}
    FROM row r
    JOIN report_day d ON d.platform = r.platform AND d.account = r.account AND d.day = r.day
    LEFT JOIN report_ad a ON a.platform = r.platform AND a.external_id = r."adId"
    ${rollups ? 'RETURNING *' : ''})
  ${rollups ? rollupChanges('added', 1) : ''}
  SELECT 1`;

const INSERT_CONVERSIONS = `WITH ${CHUNKS}
  INSERT INTO report_conversion (platform, account, day, ad_id, placement, segment, activity_id, campaign_id,
    click_through, view_through)
  SELECT c.platform, c.account, c.day, r."adId", r.placement, r.segment, r."activityId", a.campaign_id,
    r."clickThrough", r."viewThrough"
  FROM chunk c
  CROSS JOIN LATERAL ${ROWS_OF} AS r("adId" text, placement text, segment text, "activityId" text,
    "clickThrough" bigint, "viewThrough" bigint)
  LEFT JOIN report_ad a ON a.platform = c.platform AND a.external_id = r."adId"`;

/**
 * The days imported ($1, each day's last import of the run): their earlier facts and conversions out (and out of the
 * rollups, unless a replay leaves them to its end), the day in.
 */
const replaceDays = (rollups: boolean) => `WITH day AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS d(platform text, account text, day date, "importId" text,
      "nodeId" text, replaces text, rows integer, at timestamptz)),
  replaced AS (
    DELETE FROM report_fact f USING day d WHERE f.platform = d.platform AND f.account = d.account AND f.day = d.day
    RETURNING f.*),
  unconverted AS (
    DELETE FROM report_conversion c USING day d WHERE c.platform = d.platform AND c.account = d.account
      AND c.day = d.day)
  ${rollups ? rollupChanges('replaced', -1) : ''}
  INSERT INTO report_day (platform, account, day, import_id, node_id, replaces, rows, imported_at)
  SELECT platform, account, day, "importId", "nodeId", replaces, rows, at FROM day
  ON CONFLICT (platform, account, day) DO UPDATE SET import_id = excluded.import_id, node_id = excluded.node_id,
    replaces = excluded.replaces, rows = excluded.rows, imported_at = excluded.imported_at`;

const keyOf = (d: { platform: string; account: string; day: string }) => `${d.platform} ${d.account} ${d.day}`;

/** Sends the chunks in groups of about ROWS_PER_STATEMENT rows each, in the run's order. */
async function inGroups<T extends { rows: unknown[] }>(chunks: T[], send: (group: T[]) => Promise<unknown>) {
  let group: T[] = [];
  let rows = 0;
  for (const chunk of chunks) {
    group.push(chunk);
    rows += chunk.rows.length;
    if (rows >= ROWS_PER_STATEMENT) {
      await send(group);
      group = [];
      rows = 0;
    }
  }
  if (group.length > 0) await send(group);
}

/**
 * Per ad, where the newest of the run's rows naming it says it runs (of one day, the latest chunk's): every row counts,
 * those of a replaced import too, as each chunk's upsert did one event at a time.
 */
function newestMedia(events: RecordedEvent[]) {
  const newest = new Map<string, { platform: string; adId: string; day: string } & Partial<DeliveryRow>>();
  for (const e of events) {
    if (e.type !== 'DeliveryReportImported') continue;
    const { platform, day, rows } = e.data as RowsData;
    for (const { adId, mediaCampaign, adGroupId, adGroupName } of rows) {
      if (mediaCampaign === undefined && adGroupId === undefined) continue;
      const key = `${platform} ${adId}`;
      if ((newest.get(key)?.day ?? '') <= day)
        newest.set(key, { platform, adId, day, mediaCampaign, adGroupId, adGroupName });
    }
  }
  return [...newest.values()];
}

/**
 * Applies a run of delivery events (of DELIVERY_TYPES, in the log's order) to the reporting tables; to the rollups too
 * unless a replay leaves them to its end (`rollups` false).
 */
export async function applyDeliveryRun(tx: pg.PoolClient, events: RecordedEvent[], rollups: boolean): Promise<void> {
  // Each day's last import in the run, and where it stands: rows and conversions before it are replaced.
  const lastImport = new Map<string, { at: number; data: DayData }>();
  events.forEach((e, at) => {
    if (e.type === 'DeliveryDayImported') lastImport.set(keyOf(e.data as DayData), { at, data: e.data as DayData });
  });
  const kept = <T extends RowsData | ConversionsData>(type: string) =>
    events.flatMap((e, at) => {
      if (e.type !== type) return [];
      const data = e.data as T;
      return (lastImport.get(keyOf(data))?.at ?? -1) < at ? [data] : [];
    });
  const chunks = kept<RowsData>('DeliveryReportImported');
  const conversions = kept<ConversionsData>('DeliveryConversionsImported');
  const days = [...lastImport.values()].map((l) => l.data);

  if (days.length > 0) await tx.query(replaceDays(rollups), [JSON.stringify(days)]);
  const media = newestMedia(events);
  if (media.length > 0) await tx.query(MEDIA_UPSERT, [JSON.stringify(media)]);
  await inGroups(chunks, (group) => tx.query(insertFacts(rollups), [JSON.stringify(group)]));
  // Their rows under `rows`, where ROWS_OF reads them.
  const conversionChunks = conversions.map(({ conversions: rows, ...chunk }) => ({ ...chunk, rows }));
  await inGroups(conversionChunks, (group) => tx.query(INSERT_CONVERSIONS, [JSON.stringify(group)]));
  if (rollups && days.length > 0) await tx.query(emptiedRollups('$1::date[]'), [[...new Set(days.map((d) => d.day))]]);
}
