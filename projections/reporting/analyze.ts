// An analyze report's rows (issue 21 §2): the allowed campaigns' delivery over a range of days, split and bucketed in
// time, summed in SQL. It reads the smallest rollup that holds its splits (day × campaign, × segment, × creative) and
// the facts only when a split needs them (placement, or segment beside a creative split). A filter on the ads' platform
// campaigns or ad groups reads by creative, joined to where each ad runs (report_ad_media). The delivery is daily, so a
// granularity finer than DAY gives days; ALL gives no time column. The custom conversions asked are joined to the rows
// on the same keys (conversions-sql.ts).
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import type { Granularity, SplitField } from '../../domain/analyze-view';
import { CALCULATED_METRICS, MEASURES, METRIC_RATIOS, type CalculatedMetric } from '../../domain/report';
import { conversionJoin, customMetricSql, type AskedConversion } from './conversions-sql';
import type { DayRange } from './reporter';
import { summedMeasures } from './measures-sql';

export interface ReportQuery {
  campaignIds: string[];
  range: DayRange;
  splits: SplitField[];
  granularity: Granularity;
  sort: { field: string; direction: 'ASC' | 'DESC' };
  /** The platforms read (none named: all). */
  platforms: string[];
  /** The audience segments read (none named: all). */
  segments: string[];
  /** The ads read by where they run on the platform (report_ad_media): its campaigns' names, its ad groups' ids. */
  mediaCampaigns?: string[];
  adGroups?: string[];
  /** The custom conversions whose metrics are asked (none: no join). */
  conversions?: AskedConversion[];
  limit?: number;
}

/** Each split's column, and the rollups that hold it (the facts hold them all). */
const SPLITS: Record<SplitField, { column: string; in: readonly string[] }> = {
  campaign: { column: 'r.campaign_id', in: ['report_day_campaign', 'report_day_segment', 'report_day_creative'] },
  channel: { column: 'r.platform', in: ['report_day_creative'] },
  creative: { column: 'r.ad_id', in: ['report_day_creative'] },
  variant: { column: 'a.variant_id', in: ['report_day_creative'] },
  segment: { column: 'r.segment', in: ['report_day_segment'] },
  placement: { column: 'r.placement', in: [] },
};
const SOURCES = ['report_day_campaign', 'report_day_segment', 'report_day_creative'] as const;

/** The smallest table that holds every split and filtered column: a rollup, else the facts (attributed ones only). */
export function reportSource(query: Pick<ReportQuery, 'splits' | 'platforms' | 'segments' | MediaFilter>): string {
  const needs: SplitField[] = [
    ...query.splits,
    ...(query.platforms.length > 0 ? (['channel'] as const) : []),
    ...(query.segments.length > 0 ? (['segment'] as const) : []),
    ...(byMedia(query) ? (['creative'] as const) : []),
  ];
  return SOURCES.find((table) => needs.every((s) => SPLITS[s].in.includes(table))) ?? 'report_fact';
}

type MediaFilter = 'mediaCampaigns' | 'adGroups';
const byMedia = (query: Pick<ReportQuery, MediaFilter>) =>
  (query.mediaCampaigns?.length ?? 0) + (query.adGroups?.length ?? 0) > 0;
/** An ad of the rows (alias r) whose platform campaign or ad group (`column`) is one of ?. */
const mediaCondition = (column: string) =>
  `EXISTS (SELECT 1 FROM report_ad_media m WHERE m.platform = r.platform AND m.ad_id = r.ad_id AND m.${column} = ANY (?))`;

/** The WHERE of a report's rows in `source` (alias r): its campaigns, days, platforms, segments and ads' platform
 * campaigns and ad groups, from $1. */
export function reportWhere(
  query: Pick<ReportQuery, 'campaignIds' | 'range' | 'platforms' | 'segments' | MediaFilter>,
) {
  const values: unknown[] = [query.campaignIds, query.range.from, query.range.to];
  const conditions = ['r.campaign_id = ANY ($1)', 'r.day BETWEEN $2::date AND $3::date'];
  const also = (condition: string, value: unknown) => {
    values.push(value);
    conditions.push(condition.replace('?', `$${values.length}`));
  };
  if (query.platforms.length > 0) also('r.platform = ANY (?)', query.platforms);
  if (query.segments.length > 0) also('r.segment = ANY (?)', query.segments);
  if (query.mediaCampaigns?.length) also(mediaCondition('media_campaign'), query.mediaCampaigns);
  if (query.adGroups?.length) also(mediaCondition('ad_group_id'), query.adGroups);
  return { text: conditions.join(' AND '), values };
}

/** The column a split reads, and the join it needs (a creative's variant is the ad's). */
export const splitColumn = (split: SplitField) => SPLITS[split].column;
export const AD_JOIN = 'LEFT JOIN report_ad a ON a.platform = r.platform AND a.external_id = r.ad_id';

const BUCKETS: Partial<Record<Granularity, string>> = { WEEK: 'week', MONTH: 'month', YEAR: 'year' };
/** The time column of a granularity, null for ALL. */
function bucket(granularity: Granularity): string | null {
  if (granularity === 'ALL') return null;
  const unit = BUCKETS[granularity];
  return unit ? `date_trunc('${unit}', r.day)::date::text` : 'r.day::text';
}

/** A calculated metric in SQL over the summed measures (null when its denominator is 0), as domain/report has it. */
const metricSql = (metric: CalculatedMetric) => {
  const { numerator, denominator } = METRIC_RATIOS[metric];
  return `("${numerator}" / nullif("${denominator}", 0))`;
};

/** The report's statement: a row per time bucket and split value, with every measure summed. */
export function reportStatement(query: ReportQuery): { text: string; values: unknown[] } {
  const source = reportSource(query);
  const where = reportWhere(query);
  const time = bucket(query.granularity);
  const named = [
    ...(time ? [{ expression: time, name: 'timestamp' }] : []),
    ...query.splits.map((s) => ({ expression: SPLITS[s].column, name: s })),
  ];
  const keys = named.map((k) => `${k.expression} AS "${k.name}"`);
  const groups = named.map((k) => k.expression);
  const joinAd = query.splits.includes('variant') ? AD_JOIN : '';
  const converted = conversionJoin(query.conversions ?? [], named, where, joinAd);
  const text = `SELECT ${['r.*', ...converted.columns].join(', ')} FROM (
      SELECT ${[...keys, summedMeasures('r')].join(', ')}
      FROM ${source} r ${joinAd}
      WHERE ${where.text}
      ${groups.length > 0 ? `GROUP BY ${groups.join(', ')}` : ''}) r ${converted.join}
    ORDER BY ${[...orderOf(query, Boolean(time)), ...keys.map((_, i) => `${i + 1}`), 'impressions DESC'].join(', ')}
    ${query.limit !== undefined ? `LIMIT ${Math.trunc(query.limit)}` : ''}`;
  return { text, values: converted.values };
}

/** The ORDER BY of the report's sort, if its field is a column of this report (a split it has, its time, a metric). */
function orderOf(query: ReportQuery, timed: boolean): string[] {
  const { field, direction } = query.sort;
  const order = (expression: string) => [`${expression} ${direction} NULLS LAST`];
  const custom = customMetricSql(field, query.conversions ?? []);
  if (custom) return order(custom);
  if ((CALCULATED_METRICS as readonly string[]).includes(field)) return order(metricSql(field as CalculatedMetric));
  if ((MEASURES as readonly string[]).includes(field)) return order(`"${field}"`);
  if ((field === 'timestamp' && timed) || (query.splits as string[]).includes(field)) return order(`"${field}"`);
  return [];
}

export type ReportRow = Record<string, unknown>;

/** The report's rows, at most `limit`. */
export async function reportRows(pool: pg.Pool, query: ReportQuery): Promise<ReportRow[]> {
  const { text, values } = reportStatement(query);
  return (await pool.query<ReportRow>(text, values)).rows;
}

/** Every row of the report, through a cursor (no row cap, little memory). */
export function reportStream(client: pg.PoolClient, query: ReportQuery): QueryStream {
  const { text, values } = reportStatement({ ...query, limit: undefined });
  return client.query(new QueryStream(text, values, { batchSize: 1000 }));
}
