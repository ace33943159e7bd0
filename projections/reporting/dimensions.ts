// POST /report/relevant-dimensions' read (spec 3 §7; issue 21 §2): which values of one dimension the delivery of some
// campaigns holds over some days, so the builder offers only choices that show something: a split's values with any of
// the selected measures above zero, or the metrics themselves ('statNames': a measure delivered, a calculated metric
// whose denominator was).
import type pg from 'pg';
import {
  MAX_RELEVANT_VALUES,
  REPORT_METRICS,
  type RelevantDimension,
  type ReportMetric,
} from '../../domain/analyze-view';
import { CALCULATED_METRICS, MEASURES, METRIC_RATIOS, type Measure } from '../../domain/report';
import { AD_JOIN, reportSource, reportWhere, splitColumn, type ReportQuery } from './analyze';
import { deliveryOf, summedMeasures } from './measures-sql';
import { MEASURE_COLUMNS } from './rollups';

export type DimensionQuery = Pick<ReportQuery, 'campaignIds' | 'range' | 'platforms' | 'segments'> & {
  groupBy: RelevantDimension;
  /** The measures that count as delivered (none named: all). */
  select: Measure[];
};

const columnOf = (measure: Measure) => MEASURE_COLUMNS[MEASURES.indexOf(measure)];

export async function relevantDimensions(pool: pg.Pool, query: DimensionQuery): Promise<string[]> {
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
    );
  }
  const source = reportSource({ ...query, splits: [query.groupBy] });
  const column = splitColumn(query.groupBy);
  const any = select.map((m) => `sum(r.${columnOf(m)}) > 0`).join(' OR ');
  const { rows } = await pool.query<{ id: string }>(
    `SELECT ${column}::text AS id FROM ${source} r ${query.groupBy === 'variant' ? AD_JOIN : ''}
     WHERE ${where.text} AND ${column} IS NOT NULL
     GROUP BY 1 HAVING ${any} ORDER BY 1 LIMIT ${MAX_RELEVANT_VALUES}`,
    where.values,
  );
  return rows.map((r) => r.id);
}
