// The rollups of report_fact (migrations 020, 022): day × creative, day × campaign, day × segment, week × creative and
// month × creative. A set of facts is added to them, or taken out (sign -1), as one signed upsert per rollup, so a
// re-imported day takes out exactly what the replaced import put in. Money is numeric and counts are integers: no
// drift however often a day is replaced.

/** The measures' columns, in the migration's order. */
export const MEASURE_COLUMNS = [
  'impressions',
  'clicks',
  'conversions',
  'view_through_conversions',
  'conversion_value',
  'video_views',
  'completions',
  'viewable_impressions',
  'media_spend',
] as const;

/** A fact's day in each rollup's period column: the day itself, its ISO week's Monday, its month's first day. */
const DAY = (day: string) => day;
const WEEK = (day: string) => `date_trunc('week', ${day})::date`;
const MONTH = (day: string) => `date_trunc('month', ${day})::date`;

/**
 * Each rollup: its key columns (the second being its period), the period a fact's day falls in, and whether its keys
 * are a grouping of report_day_creative's (`ofCreativeDays`), so summing all facts at once can read that instead.
 */
const ROLLUPS = [
  { table: 'report_day_creative', keys: ['campaign_id', 'day', 'platform', 'ad_id'], period: DAY },
  { table: 'report_day_campaign', keys: ['campaign_id', 'day'], period: DAY, ofCreativeDays: true },
  { table: 'report_day_segment', keys: ['campaign_id', 'day', 'segment'], period: DAY },
  // Migration 022: what a long report reads (periods.ts).
  {
    table: 'report_week_creative',
    keys: ['campaign_id', 'week', 'platform', 'ad_id'],
    period: WEEK,
    ofCreativeDays: true,
  },
  {
    table: 'report_month_creative',
    keys: ['campaign_id', 'month', 'platform', 'ad_id'],
    period: MONTH,
    ofCreativeDays: true,
  },
] as const;

export const ROLLUP_TABLES = ROLLUPS.map((r) => r.table);

const COUNTED = ['facts', ...MEASURE_COLUMNS];

/** A rollup's key columns as a fact's (or a finer rollup's) `day` groups into them. */
const groupedBy = ({ keys, period }: (typeof ROLLUPS)[number]) =>
  keys.map((k, i) => (i === 1 ? period('day') : k)).join(', ');

/**
 * CTEs (each `, name AS (…)`) that add the attributed facts of the CTE `source` to every rollup, times `sign`. The
 * source has report_fact's columns.
 */
export function rollupChanges(source: string, sign: 1 | -1): string {
  const sums = [`${sign} * count(*)`, ...MEASURE_COLUMNS.map((m) => `${sign} * sum(${m})`)];
  return ROLLUPS.map((rollup) => {
    const { table, keys } = rollup;
    const columns = [...keys, ...COUNTED].join(', ');
    const added = COUNTED.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');
    const grouped = groupedBy(rollup);
    return `, ${table}_${sign > 0 ? 'in' : 'out'} AS (
      INSERT INTO ${table} (${columns})
      SELECT ${grouped}, ${sums.join(', ')} FROM ${source} WHERE campaign_id IS NOT NULL GROUP BY ${grouped}
      ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${added})`;
  }).join('\n');
}

/**
 * One statement deleting the rollup rows of the periods holding these days (a SQL date[]) that no fact is summed in
 * any more.
 */
export const emptiedRollups = (days: string) => {
  const deletes = ROLLUPS.map(
    ({ table, keys, period }) =>
      `DELETE FROM ${table} WHERE ${keys[1]} IN (SELECT ${period('d')} FROM unnest(${days}) AS d) AND facts = 0`,
  );
  return `WITH ${deletes
    .slice(1)
    .map((d, i) => `emptied_${i} AS (${d})`)
    .join(', ')} ${deletes[0]}`;
};

/**
 * The statements summing every attributed fact into the emptied rollups, in order (the end of a replay, replay.ts):
 * the day × creative and day × segment rollups from report_fact, the others from report_day_creative, a thirteenth of
 * the facts' rows, so the 10 million facts are read twice rather than five times. The same sums as the upserts.
 */
export function summedRollups(): string[] {
  return ROLLUPS.map((rollup) => {
    const { table, keys } = rollup;
    const fromCreativeDays = 'ofCreativeDays' in rollup;
    const sums = fromCreativeDays
      ? COUNTED.map((c) => `sum(${c})`)
      : ['count(*)', ...MEASURE_COLUMNS.map((m) => `sum(${m})`)];
    const grouped = groupedBy(rollup);
    const source = fromCreativeDays ? 'report_day_creative' : 'report_fact WHERE campaign_id IS NOT NULL';
    return `INSERT INTO ${table} (${[...keys, ...COUNTED].join(', ')})
      SELECT ${grouped}, ${sums.join(', ')} FROM ${source} GROUP BY ${grouped}`;
  });
}
