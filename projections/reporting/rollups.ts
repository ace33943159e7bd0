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

/** Each rollup: its key columns (the second being its period), and the period a fact's day falls in. */
const ROLLUPS = [
  { table: 'report_day_creative', keys: ['campaign_id', 'day', 'platform', 'ad_id'], period: DAY },
  { table: 'report_day_campaign', keys: ['campaign_id', 'day'], period: DAY },
  { table: 'report_day_segment', keys: ['campaign_id', 'day', 'segment'], period: DAY },
  // Migration 022: what a long report reads (periods.ts).
  { table: 'report_week_creative', keys: ['campaign_id', 'week', 'platform', 'ad_id'], period: WEEK },
  { table: 'report_month_creative', keys: ['campaign_id', 'month', 'platform', 'ad_id'], period: MONTH },
] as const;

const COUNTED = ['facts', ...MEASURE_COLUMNS];

/**
 * CTEs (each `, name AS (…)`) that add the attributed facts of the CTE `source` to every rollup, times `sign`. The
 * source has report_fact's columns.
 */
export function rollupChanges(source: string, sign: 1 | -1): string {
  const sums = [`${sign} * count(*)`, ...MEASURE_COLUMNS.map((m) => `${sign} * sum(${m})`)];
  return ROLLUPS.map(({ table, keys, period }) => {
    const columns = [...keys, ...COUNTED].join(', ');
    const added = COUNTED.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');
    const grouped = keys.map((k, i) => (i === 1 ? period('day') : k)).join(', ');
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
