// Audiences as the routes answer them: a campaign's list (paged, filtered by name), one by id.
import type pg from 'pg';
import type { AudienceFields } from '../../domain/audience';
import { likePattern, orderBy, toPage, type ListQuery, type Page } from '../list';

export interface AudienceRow extends AudienceFields {
  id: string;
  campaignId: string;
  partnerId: string;
  ruleCount: number;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, campaign_id AS "campaignId", partner_id AS "partnerId", name, node_id AS "nodeId", rules, segments,
  rule_count AS "ruleCount", created_by AS "createdBy", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** GET /campaigns/{id}/audiences: what it sorts by and the filters it reads. */
export const AUDIENCE_LIST = {
  sorts: {
    id: 'id',
    name: 'lower(left(name, 256))',
    ruleCount: 'rule_count',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  defaultSort: 'name',
  filters: { q: 'text' },
} as const;

export async function listAudiences(pool: pg.Pool, campaignId: string, query: ListQuery): Promise<Page<AudienceRow>> {
  const { rows } = await pool.query<AudienceRow & { total: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM audience
     WHERE campaign_id = $1 AND ($2::text IS NULL OR name ILIKE $2)
     ORDER BY ${orderBy(query, AUDIENCE_LIST.sorts, AUDIENCE_LIST.defaultSort)}, id LIMIT $3 OFFSET $4`,
    [campaignId, likePattern(query.filter.q), query.limit, query.offset],
  );
  return toPage(rows);
}

export async function getAudience(pool: pg.Pool, id: string): Promise<AudienceRow | null> {
  const { rows } = await pool.query<AudienceRow>(`SELECT ${COLUMNS} FROM audience WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
