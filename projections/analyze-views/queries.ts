// Saved analyze reports as the routes answer them: a partner's list (25 rows a page on the screen, spec 3 §9) and one.
import type pg from 'pg';
import type { AnalyzeViewSettings } from '../../domain/analyze-view/answers';
import { likePattern, orderBy, toPage, type ListQuery, type Page } from '../list';

export interface AnalyzeViewRow extends AnalyzeViewSettings {
  id: string;
  partnerId: string;
  copiedFrom: string | null;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, partner_id AS "partnerId", settings, copied_from AS "copiedFrom", created_by AS "createdBy",
  created_at AS "createdAt", updated_at AS "updatedAt"`;
const SELECT = `SELECT ${COLUMNS} FROM analyze_view`;
const SELECT_WITH_TOTAL = `SELECT ${COLUMNS}, count(*) OVER () AS total FROM analyze_view`;

type Stored = Omit<AnalyzeViewRow, keyof AnalyzeViewSettings> & { settings: AnalyzeViewSettings };
const rowOf = ({ settings, ...row }: Stored): AnalyzeViewRow => ({ ...settings, ...row });

/** GET /report/analyze-view: what it sorts by and the filters it reads. */
export const ANALYZE_VIEW_LIST = {
  sorts: { id: 'id', name: 'lower(name)', createdAt: 'created_at', updatedAt: 'updated_at', default: 'is_default' },
  defaultSort: 'name',
  filters: { q: 'text', default: 'boolean' },
} as const;

export async function listAnalyzeViews(
  pool: pg.Pool,
  partnerId: string,
  query: ListQuery,
): Promise<Page<AnalyzeViewRow>> {
  const { rows } = await pool.query<Stored & { total: string }>(
    `${SELECT_WITH_TOTAL}
     WHERE partner_id = $1 AND ($2::text IS NULL OR name ILIKE $2) AND ($3::boolean IS NULL OR is_default = $3)
     ORDER BY ${orderBy(query, ANALYZE_VIEW_LIST.sorts, ANALYZE_VIEW_LIST.defaultSort)} LIMIT $4 OFFSET $5`,
    [partnerId, likePattern(query.filter.q), query.filter.default ?? null, query.limit, query.offset],
  );
  const page = toPage(rows);
  return { total: page.total, rows: page.rows.map(rowOf) };
}

export async function getAnalyzeView(pool: pg.Pool, id: string): Promise<AnalyzeViewRow | null> {
  const { rows } = await pool.query<Stored>(`${SELECT} WHERE id = $1`, [id]);
  return rows[0] ? rowOf(rows[0]) : null;
}
