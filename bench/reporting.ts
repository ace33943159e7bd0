// Issue 21 §5: a 90-day report by creative over the reporting read model (migration 020) at the scale, a year ×
// 2,000 creatives × 14 placements (10,220,000 facts; BENCH_REPORT_DAYS, _CREATIVES, _PLACEMENTS to scale down), beside
// its baseline, the same report summed from the plain fact table. Facts are written straight in SQL (what the
// projection would hold; the projection's own speed is the catch-up figure), the rollups summed from them as the
// projection sums them. Three figures: the rollups the query planner picks (months, weeks, days), the daily rollup
// alone, and the plain fact table; and the builder's statement filtered by one ad group (report_ad_media). Cold: one
// run on a new connection with Postgres's buffers and the machine's page cache emptied (cold-caches.ts); warm: 20
// runs after one, p50 and p95. The projection's rebuild at the same scale is its own group (reporting-rebuild.ts).
import pg from 'pg';
import { migrate } from '../projections/migrate';
import { reportStatement } from '../projections/reporting/analyze';
import { creativeTotalsQuery, periodSpans } from '../projections/reporting/periods';
import { percentile } from './banner-pages';
import { coldClient } from './cold-caches';
import { scale } from './reporting-rebuild';
import type { BenchDatabase } from './database';

const RUNS = 20;
const REPORT_DAYS = 90;
const CAMPAIGNS = 20;
const AD_GROUPS = 100;

const MEASURES = `impressions, clicks, conversions, view_through_conversions, conversion_value, video_views, completions,
  viewable_impressions, media_spend`;
const SUMS = MEASURES.split(',')
  .map((m) => `sum(${m.trim()})`)
  .join(', ');

async function load(pool: pg.Pool, s: ReturnType<typeof scale>): Promise<number> {
  // Creative c belongs to campaign c % CAMPAIGNS; its figures vary with the day and placement.
  await pool.query(
    `INSERT INTO report_fact (platform, account, day, ad_id, placement, segment, campaign_id, node_id, ${MEASURES})
     SELECT 'facebook', 'act_' || (c % 4), DATE '2026-01-01' + d, 'ad-' || c, 'placement-' || p, 'segment-' || (c % 3),
       'campaign-' || (c % ${CAMPAIGNS}), 'node', i, i / 80, i / 900, i / 3000, (i / 900) * 35.5, i / 3, i / 6,
       i * 7 / 10, i * 0.0045
     FROM generate_series(0, $1 - 1) d, generate_series(0, $2 - 1) c, generate_series(0, $3 - 1) p,
       LATERAL (SELECT 500 + ((d * 97 + c * 31 + p * 13) % 4000) AS i) figures`,
    [s.days, s.creatives, s.placements],
  );
  await pool.query(
    `INSERT INTO report_day_creative (campaign_id, day, platform, ad_id, facts, ${MEASURES})
     SELECT campaign_id, day, platform, ad_id, count(*), ${SUMS} FROM report_fact GROUP BY campaign_id, day, platform, ad_id`,
  );
  for (const [table, period] of [
    ['report_week_creative', 'week'],
    ['report_month_creative', 'month'],
  ])
    await pool.query(
      `INSERT INTO ${table} (campaign_id, ${period}, platform, ad_id, facts, ${MEASURES})
       SELECT campaign_id, date_trunc('${period}', day)::date, platform, ad_id, sum(facts), ${SUMS}
       FROM report_day_creative GROUP BY 1, 2, 3, 4`,
    );
  // Where each creative runs on its platform: one of AD_GROUPS ad groups, in one of CAMPAIGNS platform campaigns.
  await pool.query(
    `INSERT INTO report_ad_media (platform, ad_id, media_campaign, ad_group_id, ad_group_name, day)
     SELECT 'facebook', 'ad-' || c, 'Media campaign ' || (c % ${CAMPAIGNS}), 'ag-' || (c % ${AD_GROUPS}),
       'Ad group ' || (c % ${AD_GROUPS}), DATE '2026-01-01'
     FROM generate_series(0, $1 - 1) c`,
    [s.creatives],
  );
  await pool.query(
    `ANALYZE report_fact; ANALYZE report_day_creative; ANALYZE report_week_creative; ANALYZE report_month_creative;
     ANALYZE report_ad_media`,
  );
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM report_fact');
  return Number(rows[0]!.n);
}

/** The report: every creative of the campaigns over the last 90 days, with its totals. */
const report = (table: string) =>
  `SELECT platform, ad_id, ${SUMS} FROM ${table}
   WHERE campaign_id = ANY($1) AND day > DATE '2026-01-01' + $2::int - ${REPORT_DAYS} AND day <= DATE '2026-01-01' + $2::int
   GROUP BY platform, ad_id`;

async function timed(on: pg.ClientBase | pg.Pool, sql: string, values: unknown[]) {
  const started = performance.now();
  const { rowCount } = await on.query(sql, values);
  return { ms: performance.now() - started, rows: rowCount ?? 0 };
}

async function figure(url: string, pool: pg.Pool, sql: string, values: unknown[]) {
  const { client, caches } = await coldClient(url);
  const cold = await timed(client, sql, values).finally(() => client.end());
  await timed(pool, sql, values);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) samples.push((await timed(pool, sql, values)).ms);
  return {
    coldMs: Math.round(cold.ms),
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    rows: cold.rows,
    ...caches,
  };
}

export async function reportingFigures(db: BenchDatabase) {
  const s = scale();
  const url = await db.database('reporting');
  const own = new pg.Pool({ connectionString: url, max: 2 });
  try {
    await migrate(own);
    const loadStarted = performance.now();
    const facts = await load(own, s);
    const loadSeconds = Number(((performance.now() - loadStarted) / 1000).toFixed(1));
    const campaigns = Array.from({ length: CAMPAIGNS }, (_, i) => `campaign-${i}`);
    const values = [campaigns, s.days - 1];
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
    const planned = creativeTotalsQuery(campaigns, day(s.days - REPORT_DAYS), day(s.days - 1))!;
    const byPeriods = await figure(url, own, planned.text, planned.values);
    const byCreative = await figure(url, own, report('report_day_creative'), values);
    const baseline = await figure(url, own, report('report_fact'), values);
    // The builder's own statement (analyze.ts) filtered by one ad group (report_ad_media): a 100th of the creatives.
    const byAdGroup = reportStatement({
      campaignIds: campaigns,
      range: { from: day(s.days - REPORT_DAYS), to: day(s.days - 1) },
      splits: ['creative'],
      granularity: 'ALL',
      sort: { field: 'impressions', direction: 'DESC' },
      platforms: [],
      segments: [],
      adGroups: ['ag-7'],
    });
    const filteredByAdGroup = await figure(url, own, byAdGroup.text, byAdGroup.values);
    return {
      reportByCreative90Days: {
        scale: { ...s, facts, loadSeconds },
        // Months, weeks and days of the rollups as the query planner chooses them (projections/reporting/periods.ts).
        plannedRollups: { ...byPeriods, spans: periodSpans(day(s.days - REPORT_DAYS), day(s.days - 1)) },
        dailyRollup: byCreative,
        baselinePlainFacts: baseline,
        filteredByAdGroup,
        aims: { warmP95Ms: 300, coldMs: 1_000 },
        met: facts >= 10_000_000 ? byPeriods.p95Ms <= 300 && byPeriods.coldMs <= 1_000 : null,
      },
    };
  } finally {
    await own.end();
  }
}
