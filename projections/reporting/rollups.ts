// The rollups of report_fact (migration 020): day × creative, day × campaign, day × segment. A set of facts is added
// to them, or taken out (sign -1), as one signed upsert per rollup, so a re-imported day takes out exactly what the
// replaced import put in. Money is numeric and counts are integers: no drift however often a day is replaced.

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

const ROLLUPS = [
  { table: 'report_day_creative', keys: ['campaign_id', 'day', 'platform', 'ad_id'] },
  { table: 'report_day_campaign', keys: ['campaign_id', 'day'] },
  { table: 'report_day_segment', keys: ['campaign_id', 'day', 'segment'] },
] as const;

const COUNTED = ['facts', ...MEASURE_COLUMNS];

/**
 * CTEs (each `, name AS (…)`) that add the attributed facts of the CTE `source` to every rollup, times `sign`. The
 * source has report_fact's columns.
 */
export function rollupChanges(source: string, sign: 1 | -1): string {
  const sums = [`${sign} * count(*)`, ...MEASURE_COLUMNS.map((m) => `${sign} * sum(${m})`)];
  return ROLLUPS.map(({ table, keys }) => {
    const columns = [...keys, ...COUNTED].join(', ');
    const added = COUNTED.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');
    return `, ${table}_${sign > 0 ? 'in' : 'out'} AS (
      INSERT INTO ${table} (${columns})
      SELECT ${keys.join(', ')}, ${sums.join(', ')} FROM ${source} WHERE campaign_id IS NOT NULL GROUP BY ${keys.join(', ')}
      ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${added})`;
  }).join('\n');
}

/** Deletes the rollup rows of these days (a SQL condition on `day`) that no fact is summed in any more. */
export const emptiedRollups = (dayCondition: string) =>
  ROLLUPS.map(({ table }) => `DELETE FROM ${table} WHERE ${dayCondition} AND facts = 0`).join(';\n');
