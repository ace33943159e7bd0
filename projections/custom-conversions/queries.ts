// Custom conversions as the routes answer them: a partner's list (paged), one, and the names its partner has taken.
import type pg from 'pg';
import type { CustomConversionSettings } from '../../domain/custom-conversion';
import { likePattern, orderBy, toPage, type ListQuery, type Page } from '../list';

export interface CustomConversionRow extends CustomConversionSettings {
  id: string;
  partnerId: string;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, partner_id AS "partnerId", name, floodlight_activity_id AS "floodlightActivityId",
  floodlight_activity_name AS "floodlightActivityName", advertiser_id AS "advertiserId", created_by AS "createdBy",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/** GET /report/custom-conversions: what it sorts by and the filters it reads. */
export const CUSTOM_CONVERSION_LIST = {
  sorts: { id: 'id', name: 'lower(left(name, 256))', createdAt: 'created_at', updatedAt: 'updated_at' },
  defaultSort: 'name',
  filters: { q: 'text' },
} as const;

export async function listCustomConversions(
  pool: pg.Pool,
  partnerId: string,
  query: ListQuery,
): Promise<Page<CustomConversionRow>> {
  const { rows } = await pool.query<CustomConversionRow & { total: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM custom_conversion
     WHERE partner_id = $1 AND ($2::text IS NULL OR name ILIKE $2)
     ORDER BY ${orderBy(query, CUSTOM_CONVERSION_LIST.sorts, CUSTOM_CONVERSION_LIST.defaultSort)} LIMIT $3 OFFSET $4`,
    [partnerId, likePattern(query.filter.q), query.limit, query.offset],
  );
  return toPage(rows);
}

/** Every conversion of a partner, by name: what the reports offer as metrics. */
export async function partnerCustomConversions(pool: pg.Pool, partnerId: string): Promise<CustomConversionRow[]> {
  const { rows } = await pool.query<CustomConversionRow>(
    `SELECT ${COLUMNS} FROM custom_conversion WHERE partner_id = $1 ORDER BY lower(left(name, 256)), id`,
    [partnerId],
  );
  return rows;
}

export async function getCustomConversion(pool: pg.Pool, id: string): Promise<CustomConversionRow | null> {
  const { rows } = await pool.query<CustomConversionRow>(`SELECT ${COLUMNS} FROM custom_conversion WHERE id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}
