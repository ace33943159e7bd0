import type pg from 'pg';
import type { PartnerOption, PartnerRow } from '../../domain/partner/answers';
import { likePattern, orderBy, toPage, type ListQuery, type Page } from '../list';

const SELECT = `SELECT p.id, p.name, p.type, p.archived, p.created_at AS "createdAt", p.two_factor_required AS "twoFactorRequired",
  (SELECT count(*)::int FROM user_account u WHERE u.partner_id = p.id) AS "usersCount",
  (SELECT count(*)::int FROM concept_list c WHERE c.partner_id = p.id AND NOT c.archived) AS "activeConceptsCount",
  -- served by campaign_partner_name (partner_id, … WHERE NOT deleted): a partner's campaigns, read from the index
  (SELECT count(*)::int FROM campaign c WHERE c.partner_id = p.id AND NOT c.deleted AND NOT c.archived) AS "activeCampaignsCount"
  FROM partner_list p`;

/** GET /partners/admin: the fields it sorts by (the allow-list: nothing else reaches ORDER BY) and the filters it
 * reads. */
export const PARTNER_LIST = {
  sorts: {
    id: 'id',
    name: 'lower(name)',
    type: 'type',
    archived: 'archived',
    createdAt: '"createdAt"',
    usersCount: '"usersCount"',
    activeConceptsCount: '"activeConceptsCount"',
    activeCampaignsCount: '"activeCampaignsCount"',
  },
  defaultSort: 'name',
  filters: { q: 'text', type: 'text', archived: 'boolean' },
} as const;

export async function listPartners(pool: pg.Pool, query: ListQuery): Promise<Page<PartnerRow>> {
  const { rows } = await pool.query<PartnerRow & { total: string }>(
    `SELECT *, count(*) OVER () AS total FROM (${SELECT}) p
     WHERE ($1::text IS NULL OR p.name ILIKE $1) AND ($2::text IS NULL OR p.type = $2) AND ($3::boolean IS NULL OR p.archived = $3)
     ORDER BY ${orderBy(query, PARTNER_LIST.sorts, PARTNER_LIST.defaultSort)} LIMIT $4 OFFSET $5`,
    [likePattern(query.filter.q), query.filter.type ?? null, query.filter.archived ?? null, query.limit, query.offset],
  );
  return toPage(rows);
}

export async function getPartner(pool: pg.Pool, id: string): Promise<PartnerRow | null> {
  const { rows } = await pool.query<PartnerRow>(`${SELECT} WHERE p.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The client switcher's list: every partner for top admins, the own one for everybody else. */
export async function switcherPartners(pool: pg.Pool, onlyId: string | null) {
  const { rows } = await pool.query<Omit<PartnerOption, '_id'>>(
    `SELECT id, name, type, archived FROM partner_list WHERE $1::text IS NULL OR id = $1 ORDER BY type, lower(name)`,
    [onlyId],
  );
  return rows;
}

export async function partnerNameTaken(pool: pg.Pool, name: string, exceptId?: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    `SELECT 1 FROM partner_list WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2`,
    [name, exceptId ?? null],
  );
  return (rowCount ?? 0) > 0;
}

/** GET /partners/admin/active-campaigns: every partner's count of campaigns neither archived nor deleted. */
export async function activeCampaignCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ id: string; count: number }>(
    `SELECT p.id, count(c.id)::int AS count FROM partner_list p
     LEFT JOIN campaign c ON c.partner_id = p.id AND NOT c.deleted AND NOT c.archived GROUP BY p.id`,
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.count]));
}
