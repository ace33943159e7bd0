// The allowed-node look-ups of spec 3 §7 (api/routes/business-node-lookups.ts says what each one means): a partner's
// nodes within a reach, with or without the nodes above it, paged, and the node a user lands on.
import type pg from 'pg';
import type { AllowedNode } from '../../domain/business-tree/answers';
import { likePattern, orderBy, toPage, type ListQuery, type Page } from '../list';
import { NODE } from './queries';

/** The allowed-node lists: the fields they sort by (the allow-list: nothing else reaches ORDER BY) and the filter. */
export const ALLOWED_NODE_LIST = {
  sorts: { id: 'x.id', name: 'lower(x.name)', type: 'x.type', createdAt: 'x."createdAt"' },
  defaultSort: 'name',
  filters: { q: 'text' },
} as const;

export interface NodeReach {
  /** The nodes reached; null: every node of the partner. */
  reach: string[] | null;
  /** Also the nodes above the reach, marked not reachable. */
  withAncestors: boolean;
}

export async function allowedNodes(
  pool: pg.Pool,
  partnerId: string,
  { reach, withAncestors }: NodeReach,
  query: ListQuery,
): Promise<Page<AllowedNode>> {
  const { rows } = await pool.query<AllowedNode & { total: string }>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id FROM business_node WHERE $3 AND id = ANY($2)
       UNION SELECT n.id, n.parent_id FROM business_node n JOIN up ON n.id = up.parent_id)
     SELECT x.*, x.id AS "_id", ($2::text[] IS NULL OR x.id = ANY($2)) AS reachable, count(*) OVER () AS total
     FROM (${NODE} WHERE n.partner_id = $1) x
     WHERE ($2::text[] IS NULL OR x.id = ANY($2) OR x.id IN (SELECT id FROM up))
       AND ($4::text IS NULL OR x.name ILIKE $4)
     ORDER BY ${orderBy(query, ALLOWED_NODE_LIST.sorts, ALLOWED_NODE_LIST.defaultSort)} LIMIT $5 OFFSET $6`,
    [partnerId, reach, withAncestors, likePattern(query.filter.q), query.limit, query.offset],
  );
  return toPage(rows);
}

/**
 * The node a user lands on in the partner: the highest of the nodes the user is assigned to (nearest the top, then by
 * name), or with `userId` null (who reaches the whole partner) the partner's first top node by name; null when none.
 */
export async function initialNode(
  pool: pg.Pool,
  partnerId: string,
  userId: string | null,
): Promise<AllowedNode | null> {
  const { rows } = await pool.query<AllowedNode>(
    `WITH RECURSIVE depth AS (
       SELECT id, 0 AS d FROM business_node WHERE partner_id = $1 AND parent_id IS NULL
       UNION ALL SELECT n.id, depth.d + 1 FROM business_node n JOIN depth ON n.parent_id = depth.id)
     SELECT x.*, x.id AS "_id", true AS reachable
     FROM (${NODE} WHERE n.partner_id = $1) x JOIN depth ON depth.id = x.id
     WHERE $2::text IS NULL OR x.id IN (SELECT unnest(business_node_ids) FROM user_account WHERE id = $2)
     ORDER BY depth.d, lower(x.name), x.id LIMIT 1`,
    [partnerId, userId],
  );
  return rows[0] ?? null;
}

/** The node's partner and whether it is active (a node lives until deleted; an archived partner's nodes rest). */
export async function nodeActivity(pool: pg.Pool, nodeId: string) {
  const { rows } = await pool.query<{ partnerId: string; isActive: boolean }>(
    `SELECT n.partner_id AS "partnerId", NOT coalesce(p.archived, true) AS "isActive"
     FROM business_node n LEFT JOIN partner_list p ON p.id = n.partner_id WHERE n.id = $1`,
    [nodeId],
  );
  return rows[0] ?? null;
}
