// POST /report/relevant-dimensions' read (spec 3 §7; issue 21 §2): which values of one dimension the delivery of some
// campaigns holds over some days, so the builder offers only choices that show something: a split's values with any of
// the selected measures above zero, or the metrics themselves ('statNames': a measure delivered, a calculated metric
// whose denominator was), or where the delivered ads ran on their platform (report_ad_media: the campaigns' names, the
// ad groups' ids titled by their names).
import type pg from 'pg';
import {
  MAX_RELEVANT_VALUES,
  MEDIA_FILTERS,
  REPORT_METRICS,
  type MediaFilterId,
  type RelevantDimension,
  type ReportMetric,
} from '../../domain/analyze-view';
import { CALCULATED_METRICS, MEASURES, METRIC_RATIOS, type Measure } from '../../domain/report';
import { AD_JOIN, reportSource, reportWhere, splitColumn, type ReportQuery } from './analyze';
import { deliveryOf, summedMeasures } from './measures-sql';
import { MEASURE_COLUMNS } from './rollups';

export type DimensionQuery = Pick<
  ReportQuery,
  'campaignIds' | 'range' | 'platforms' | 'segments' | 'mediaCampaigns' | 'adGroups'
> & {
  groupBy: RelevantDimension;
  /** The measures that count as delivered (none named: all). */
  select: Measure[];
};

const columnOf = (measure: Measure) => MEASURE_COLUMNS[MEASURES.indexOf(measure)];

/** A value that delivered, and its name when the value is an id (an ad group's). */
export interface DimensionValue {
  id: string;
  title?: string;
}

const MEDIA_JOIN = 'JOIN report_ad_media m ON m.platform = r.platform AND m.ad_id = r.ad_id';
const MEDIA_COLUMNS: Record<MediaFilterId, { id: string; title?: string }> = {
  mediaCampaignNames: { id: 'm.media_campaign' },
  adGroupIds: { id: 'm.ad_group_id', title: 'm.ad_group_name' },
};

export async function relevantDimensions(pool: pg.Pool, query: DimensionQuery): Promise<DimensionValue[]> {
  if (query.campaignIds.length === 0) return [];
  const select = query.select.length > 0 ? query.select : [...MEASURES];
  const where = reportWhere(query);
  if (query.groupBy === 'statNames') {
    const source = reportSource({ ...query, splits: [] });
    const { rows } = await pool.query(
      `SELECT ${summedMeasures('r')} FROM ${source} r WHERE ${where.text}`,
      where.values,
    );
    const delivery = deliveryOf(rows[0] ?? {});
    const delivered = (m: Measure) => select.includes(m) && delivery[m] > 0;
    return REPORT_METRICS.filter((metric: ReportMetric) =>
      (CALCULATED_METRICS as readonly string[]).includes(metric)
        ? delivered(METRIC_RATIOS[metric as (typeof CALCULATED_METRICS)[number]].denominator)
        : delivered(metric as Measure),
    ).map((id) => ({ id }));
  }
  const any = select.map((m) => `sum(r.${columnOf(m)}) > 0`).join(' OR ');
  const media = (MEDIA_FILTERS as readonly string[]).includes(query.groupBy)
    ? MEDIA_COLUMNS[query.groupBy as MediaFilterId]
    : null;
  const split = media ? 'creative' : (query.groupBy as Exclude<RelevantDimension, 'statNames' | MediaFilterId>);
  const source = reportSource({ ...query, splits: [split] });
  const column = media ? media.id : splitColumn(split);
  const join = media ? MEDIA_JOIN : query.groupBy === 'variant' ? AD_JOIN : '';
  const title = media?.title ? `, max(${media.title}) AS title` : '';
  const { rows } = await pool.query<DimensionValue>(
    `SELECT ${column}::text AS id ${title} FROM ${source} r ${join}
     WHERE ${where.text} AND ${column} IS NOT NULL ${media ? `AND ${column} <> ''` : ''}
     GROUP BY 1 HAVING ${any} ORDER BY 1 LIMIT ${MAX_RELEVANT_VALUES}`,
    where.values,
  );
  return rows.map((r) => (r.title ? { id: r.id, title: r.title } : { id: r.id }));
}
