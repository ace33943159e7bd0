// The query planner of reports by creative (issue 21 §5): a range of days is covered by the fewest rollup rows, its
// whole calendar months from report_month_creative, then the whole ISO weeks (from Monday) left on either side from
// report_week_creative, then the single days left from report_day_creative. Every fact is summed in exactly one of
// them, so the totals are the plain fact table's (test/projections/reporting-periods.test.ts). A 90-day report reads
// two or three months, a few weeks and at most a dozen days per creative instead of 90 days.
import type pg from 'pg';
import { MEASURE_COLUMNS } from './rollups';

export type Grain = 'day' | 'week' | 'month';

/** Rows of one rollup: the periods starting from `from` to `to` (YYYY-MM-DD, both included). */
export interface PeriodSpan {
  grain: Grain;
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const addDays = (day: string, n: number) => dayOf(msOf(day) + n * DAY_MS);

/** The first day of the period holding `day`, and the first day of the next one. */
const PERIOD: Record<'week' | 'month', { start(day: string): string; next(start: string): string }> = {
  week: {
    // ISO weeks begin on Monday, as Postgres' date_trunc('week') does.
    start: (day) => addDays(day, -((new Date(msOf(day)).getUTCDay() + 6) % 7)),
    next: (start) => addDays(start, 7),
  },
  month: {
    start: (day) => `${day.slice(0, 7)}-01`,
    next: (start) => {
      const d = new Date(msOf(start));
      return dayOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
    },
  },
};

/** The whole periods of `grain` inside from..to, and the days left before and after them. */
function covered(grain: 'week' | 'month', from: string, to: string) {
  const { start, next } = PERIOD[grain];
  const first = start(from) === from ? from : next(start(from));
  let last: string | null = null;
  for (let p = first; next(p) <= addDays(to, 1); p = next(p)) last = p;
  if (last === null) return { whole: null, before: { from, to }, after: null };
  return {
    whole: { grain, from: first, to: last },
    before: first > from ? { from, to: addDays(first, -1) } : null,
    after: next(last) <= to ? { from: next(last), to } : null,
  };
}

/** The spans that cover from..to (both included) exactly once: months, then weeks, then days. */
export function periodSpans(from: string, to: string): PeriodSpan[] {
  if (from > to) return [];
  const months = covered('month', from, to);
  const rest = [months.before, months.after].filter((r) => r !== null);
  const spans: PeriodSpan[] = months.whole ? [months.whole] : [];
  for (const range of rest) {
    const weeks = covered('week', range.from, range.to);
    if (weeks.whole) spans.push(weeks.whole);
    for (const days of [weeks.before, weeks.after]) if (days) spans.push({ grain: 'day', ...days });
  }
  return spans;
}

const TABLE: Record<Grain, { table: string; column: string }> = {
  day: { table: 'report_day_creative', column: 'day' },
  week: { table: 'report_week_creative', column: 'week' },
  month: { table: 'report_month_creative', column: 'month' },
};

/** The totals by creative (platform and ad) of the campaigns from..to, read from the rollups the planner chose. */
export function creativeTotalsQuery(campaignIds: readonly string[], from: string, to: string) {
  const values: unknown[] = [campaignIds];
  const parts = periodSpans(from, to).map(({ grain, from: first, to: last }) => {
    const { table, column } = TABLE[grain];
    values.push(first, last);
    const [a, b] = [values.length - 1, values.length];
    return `SELECT platform, ad_id, ${MEASURE_COLUMNS.join(', ')} FROM ${table}
      WHERE campaign_id = ANY($1) AND ${column} BETWEEN $${a}::date AND $${b}::date`;
  });
  if (parts.length === 0) return null;
  const sums = MEASURE_COLUMNS.map((m) => `sum(${m}) AS ${m}`).join(', ');
  return {
    text: `SELECT platform, ad_id, ${sums} FROM (${parts.join('\nUNION ALL\n')}) spans GROUP BY platform, ad_id`,
    values,
  };
}

export type CreativeTotals = Record<'platform' | 'ad_id' | (typeof MEASURE_COLUMNS)[number], string>;

/** The campaigns' totals by creative from..to (pg answers bigint and numeric sums as text, exactly). */
export async function creativeTotals(
  pool: pg.Pool | pg.PoolClient,
  campaignIds: readonly string[],
  from: string,
  to: string,
): Promise<CreativeTotals[]> {
  const query = creativeTotalsQuery(campaignIds, from, to);
  return query ? (await pool.query<CreativeTotals>(query)).rows : [];
}
