import type pg from 'pg';
import type { MarketRow, NodeRow, TreeNode } from '../../domain/business-tree/answers';
import { likePattern, orderBy, toPage, type ListQuery, type Page } from '../list';

/** A node row (NodeRow) with its market's name and its users' count. */
export const NODE = `SELECT n.id, n.partner_id AS "partnerId", n.parent_id AS "parentId", n.name, n.type, n.market_id AS "marketId",
  m.name AS "marketName", n.created_at AS "createdAt",
  (SELECT count(*)::int FROM user_account u WHERE n.id = ANY(u.business_node_ids)) AS "usersCount"
  FROM business_node n LEFT JOIN market m ON m.id = n.market_id`;

export async function getNode(pool: pg.Pool, id: string): Promise<NodeRow | null> {
  const { rows } = await pool.query<NodeRow>(`${NODE} WHERE n.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The partner's nodes as a forest of top nodes, children sorted by name. */
export async function partnerTree(pool: pg.Pool, partnerId: string): Promise<TreeNode[]> {
  const { rows } = await pool.query<NodeRow>(`${NODE} WHERE n.partner_id = $1 ORDER BY lower(n.name), n.id`, [
    partnerId,
  ]);
  const byId = new Map(rows.map((row) => [row.id, { ...row, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export async function nodePartner(pool: pg.Pool, nodeId: string): Promise<string | null> {
  const { rows } = await pool.query<{ partner_id: string }>(`SELECT partner_id FROM business_node WHERE id = $1`, [
    nodeId,
  ]);
  return rows[0]?.partner_id ?? null;
}

export async function nodeHasUsers(pool: pg.Pool, nodeId: string): Promise<boolean> {
  const { rowCount } = await pool.query(`SELECT 1 FROM user_account WHERE $1 = ANY(business_node_ids) LIMIT 1`, [
    nodeId,
  ]);
  return (rowCount ?? 0) > 0;
}

const MARKET = `SELECT m.id, m.partner_id AS "partnerId", m.name, m.created_at AS "createdAt", c.n AS "nodesCount", c.n > 0 AS "blockedToDelete",
  count(*) OVER () AS total
  FROM market m CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM business_node b WHERE b.market_id = m.id) c`;

/** GET /markets/{partnerId}: the fields it sorts by (the allow-list: nothing else reaches ORDER BY) and the filter it
 * reads. */
export const MARKET_LIST = {
  sorts: { id: 'm.id', name: 'lower(m.name)', createdAt: 'm.created_at', nodesCount: 'c.n' },
  defaultSort: 'name',
  filters: { q: 'text' },
} as const;

export async function listMarkets(pool: pg.Pool, partnerId: string, query: ListQuery): Promise<Page<MarketRow>> {
  const { rows } = await pool.query<MarketRow & { total: string }>(
    `${MARKET} WHERE m.partner_id = $1 AND ($2::text IS NULL OR m.name ILIKE $2)
     ORDER BY ${orderBy(query, MARKET_LIST.sorts, MARKET_LIST.defaultSort)} LIMIT $3 OFFSET $4`,
    [partnerId, likePattern(query.filter.q), query.limit, query.offset],
  );
  return toPage(rows);
}

export async function getMarket(pool: pg.Pool, id: string): Promise<MarketRow | null> {
  const { rows } = await pool.query<MarketRow & { total: string }>(`${MARKET} WHERE m.id = $1`, [id]);
  return rows[0] ? toPage(rows).rows[0]! : null;
}

/** The nodes a user is assigned to and everything below them: the user's reach, in one round trip. */
export async function userReach(pool: pg.Pool, userId: string): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `WITH RECURSIVE below AS (
       SELECT n.id FROM user_account u JOIN business_node n ON n.id = ANY(u.business_node_ids) WHERE u.id = $1
       UNION SELECT n.id FROM business_node n JOIN below b ON n.parent_id = b.id)
     SELECT id FROM below`,
    [userId],
  );
  return rows.map((r) => r.id);
}
