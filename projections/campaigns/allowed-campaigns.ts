// GET /business-nodes/allowed-campaigns: a partner's campaigns on a node within a reach, paged.
import type pg from 'pg';
import type { AllowedCampaign } from '../../domain/business-tree/answers';
import { likePattern, orderBy, toPage, type ListQuery, type Page } from '../list';

/** The list's sort fields (the allow-list: nothing else reaches ORDER BY) and its filters. */
export const ALLOWED_CAMPAIGN_LIST = {
  sorts: { id: 'id', name: 'name_lower', createdAt: 'created_at' },
  defaultSort: 'name',
  filters: { q: 'text', archived: 'boolean' },
} as const;

/** `reach` null: every node of the partner. Deleted campaigns are never listed. */
export async function allowedCampaigns(
  pool: pg.Pool,
  partnerId: string,
  reach: string[] | null,
  query: ListQuery,
): Promise<Page<AllowedCampaign>> {
  const archived = typeof query.filter.archived === 'boolean' ? query.filter.archived : null;
  const { rows } = await pool.query<AllowedCampaign & { total: string }>(
    `SELECT id, id AS "_id", name, concept_id AS "conceptId", node_ids AS "businessNodes", archived,
       count(*) OVER () AS total
     FROM campaign
     WHERE partner_id = $1 AND NOT deleted AND ($2::text[] IS NULL OR node_ids && $2)
       AND ($3::text IS NULL OR name ILIKE $3) AND ($4::boolean IS NULL OR archived = $4)
     ORDER BY ${orderBy(query, ALLOWED_CAMPAIGN_LIST.sorts, ALLOWED_CAMPAIGN_LIST.defaultSort)} LIMIT $5 OFFSET $6`,
    [partnerId, reach, likePattern(query.filter.q), archived, query.limit, query.offset],
  );
  return toPage(rows);
}
