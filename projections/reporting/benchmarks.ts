// Campaign benchmarks (spec 3 §3 "Campaign benchmarks", §7 POST /campaigns/benchmarks): a campaign's benchmark of each
// calculated metric is that metric over its partner's whole delivery in the 90 days before today, the norm a campaign
// is read against. One query sums each partner once, however many of its campaigns are asked.
import type pg from 'pg';
import { CALCULATED_METRICS, metricValue, roundTo, type Benchmark } from '../../domain/report';
import { deliveryOf, summedMeasures } from './measures-sql';
import type { DayRange } from './reporter';

export async function campaignBenchmarks(
  pool: pg.Pool,
  campaignIds: readonly string[],
  range: DayRange,
): Promise<{ campaignId: string; benchmarks: Benchmark[] }[]> {
  const { rows } = await pool.query<Record<string, unknown> & { campaign_id: string }>(
    `WITH asked AS (SELECT id AS campaign_id, partner_id FROM campaign WHERE id = ANY ($1)),
       partners AS (
         SELECT c.partner_id, ${summedMeasures('r')}
         FROM report_day_campaign r JOIN campaign c ON c.id = r.campaign_id
         WHERE c.partner_id IN (SELECT partner_id FROM asked) AND r.day BETWEEN $2::date AND $3::date
         GROUP BY c.partner_id)
     SELECT asked.campaign_id, partners.* FROM asked LEFT JOIN partners USING (partner_id) ORDER BY asked.campaign_id`,
    [campaignIds, range.from, range.to],
  );
  return rows.map((row) => {
    const delivery = deliveryOf(row);
    const benchmarks = CALCULATED_METRICS.flatMap((metric) => {
      const value = metricValue(metric, delivery);
      return value === null ? [] : [{ metricName: metric, metricValue: roundTo(value, 2) }];
    });
    return { campaignId: row.campaign_id, benchmarks };
  });
}
