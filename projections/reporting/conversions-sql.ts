// A custom conversion's metrics in an analyze report (issue 21 §3; spec 3 §9): its floodlight activity's conversions
// (report_conversion) summed on the report's own keys (time bucket and splits) under the same filters, and joined to
// the delivery's rows, so a rate's denominator is the row's delivery. Each conversion asked is a pair of columns,
// "ct:<n>" and "vt:<n>" (click-through, view-through), by its place in the list (two may count one activity).
import {
  CUSTOM_METRIC_RULES,
  parseCustomMetricId,
  type FloodlightConversions,
} from '../../domain/custom-conversion/metrics';

/** A custom conversion a report asks for: its id and the activity it counts. */
export interface AskedConversion {
  id: string;
  activityId: string;
}

const column = (part: keyof FloodlightConversions, n: number) => `"${part === 'clickThrough' ? 'ct' : 'vt'}:${n}"`;

/**
 * The LEFT JOIN of the conversions' sums to the delivery's rows (alias r), and the columns it adds. `keys` are the
 * report's key expressions over alias r with their names; `where` its filters over alias r, `values` theirs.
 */
export function conversionJoin(
  conversions: readonly AskedConversion[],
  keys: readonly { expression: string; name: string }[],
  where: { text: string; values: unknown[] },
  adJoin: string,
): { join: string; columns: string[]; values: unknown[] } {
  if (conversions.length === 0) return { join: '', columns: [], values: where.values };
  const values = [...where.values];
  const sums = conversions.flatMap((c, n) => {
    values.push(c.activityId);
    const on = `FILTER (WHERE r.activity_id = $${values.length})`;
    return [
      `coalesce(sum(r.click_through) ${on}, 0)::float8 AS ${column('clickThrough', n)}`,
      `coalesce(sum(r.view_through) ${on}, 0)::float8 AS ${column('viewThrough', n)}`,
    ];
  });
  values.push([...new Set(conversions.map((c) => c.activityId))]);
  const selected = [...keys.map((k) => `${k.expression} AS "${k.name}"`), ...sums];
  const grouped = keys.length > 0 ? `GROUP BY ${keys.map((k) => k.expression).join(', ')}` : '';
  const on = keys.map((k) => `c."${k.name}" IS NOT DISTINCT FROM r."${k.name}"`).join(' AND ') || 'true';
  const join = `LEFT JOIN (
      SELECT ${selected.join(', ')} FROM report_conversion r ${adJoin}
      WHERE ${where.text} AND r.activity_id = ANY ($${values.length}) ${grouped}) c ON ${on}`;
  const columns = conversions.flatMap((_, n) => [
    `coalesce(c.${column('clickThrough', n)}, 0) AS ${column('clickThrough', n)}`,
    `coalesce(c.${column('viewThrough', n)}, 0) AS ${column('viewThrough', n)}`,
  ]);
  return { join, columns, values };
}

/** A custom metric's value in SQL over a joined row (null when its denominator is 0), for sorting; null: not asked. */
export function customMetricSql(metric: string, conversions: readonly AskedConversion[]): string | null {
  const custom = parseCustomMetricId(metric);
  const n = custom ? conversions.findIndex((c) => c.id === custom.conversionId) : -1;
  if (!custom || n === -1) return null;
  const rule = CUSTOM_METRIC_RULES[custom.kind];
  const count = rule.counts.map((part) => `coalesce(c.${column(part, n)}, 0)`).join(' + ');
  return rule.per ? `((${count}) / nullif(r."${rule.per}", 0))` : `(${count})`;
}

/** A row's conversions of the conversion at place `n` in the list asked. */
export const conversionsOf = (row: Record<string, unknown>, n: number): FloodlightConversions => ({
  clickThrough: Number(row[`ct:${n}`] ?? 0),
  viewThrough: Number(row[`vt:${n}`] ?? 0),
});
