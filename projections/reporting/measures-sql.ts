// The measures as a read query sums them: each column summed (over `alias`'s rows) and named as the domain's Delivery
// names it, money and counts as float8 so they arrive as numbers; and the row read back as a Delivery.
import { MEASURES, type Delivery } from '../../domain/report';
import { MEASURE_COLUMNS } from './rollups';

/** `sum(alias.column)::float8 AS "measure"`, for every measure. */
export const summedMeasures = (alias: string) =>
  MEASURE_COLUMNS.map((column, i) => `coalesce(sum(${alias}.${column}), 0)::float8 AS "${MEASURES[i]}"`).join(', ');

/** The Delivery of a row read with summedMeasures. */
export const deliveryOf = (row: Record<string, unknown>): Delivery =>
  Object.fromEntries(MEASURES.map((m) => [m, Number(row[m])])) as Delivery;
