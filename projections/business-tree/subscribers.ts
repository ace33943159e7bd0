// A business node's subscribers as the read side holds them (business_node.subscriber_ids), and the users a command
// may name as subscribers.
import type pg from 'pg';
import type { NodeSubscriber } from '../../domain/business-tree/answers';
import { GROUPS } from '../../domain/roles';

/** The node and every node above it, nearest first. */
const ABOVE = `WITH RECURSIVE above AS (
    SELECT id, parent_id, name, subscriber_ids, 0 AS depth FROM business_node WHERE id = $1
    UNION ALL SELECT n.id, n.parent_id, n.name, n.subscriber_ids, a.depth + 1
      FROM business_node n JOIN above a ON n.id = a.parent_id)`;

/**
 * The node's subscribers, and with `parents` those of every node above it, each user once (from the nearest node);
 * only users still of the node's partner. Own subscribers first, then by distance, then by name.
 */
export async function nodeSubscribers(pool: pg.Pool, nodeId: string, parents: boolean): Promise<NodeSubscriber[]> {
  const { rows } = await pool.query<NodeSubscriber & { depth: number }>(
    `${ABOVE}
     SELECT DISTINCT ON (u.id) u.id, u.id AS "_id", u.name, u.email, u.role, u.status, a.id AS "nodeId",
       a.name AS "nodeName", a.depth > 0 AS inherited, a.depth
     FROM above a CROSS JOIN LATERAL unnest(a.subscriber_ids) s(user_id)
     JOIN user_account u ON u.id = s.user_id
     JOIN business_node self ON self.id = $1 AND u.partner_id = self.partner_id
     WHERE $2 OR a.depth = 0
     ORDER BY u.id, a.depth`,
    [nodeId, parents],
  );
  return rows
    .sort((a, b) => a.depth - b.depth || (a.name ?? a.email).localeCompare(b.name ?? b.email))
    .map(({ depth: _depth, ...row }) => row);
}

interface SubscriberCandidate {
  id: string;
  partnerId: string | null;
  status: string;
  label: string;
  reachesNode: boolean;
}

/** The named users as a subscriber check needs them: the admin group reaches every node of its partner. */
export async function subscriberCandidates(
  pool: pg.Pool,
  nodeId: string,
  userIds: string[],
): Promise<SubscriberCandidate[]> {
  const { rows } = await pool.query<SubscriberCandidate>(
    `${ABOVE}
     SELECT u.id, u.partner_id AS "partnerId", u.status, coalesce(u.name, u.email) AS label,
       (u.role = ANY($3) OR u.business_node_ids && ARRAY(SELECT id FROM above)) AS "reachesNode"
     FROM user_account u WHERE u.id = ANY($2)`,
    [nodeId, userIds, GROUPS.ADMIN_GROUP],
  );
  return rows;
}

/**
 * The active users to tell how a job on a campaign or on nodes ended (workflows/shared/subscribers.ts): the subscribers
 * of each node concerned (the campaign's nodes and `nodeIds`) and of every node above it, each once.
 */
export async function subscribersConcerned(
  pool: pg.Pool,
  concerned: { campaignId: string | null; nodeIds: string[] },
): Promise<string[]> {
  const { rows } = await pool.query<{ nodeIds: string[] }>('SELECT node_ids AS "nodeIds" FROM campaign WHERE id = $1', [
    concerned.campaignId,
  ]);
  const userIds = new Set<string>();
  for (const nodeId of new Set([...(rows[0]?.nodeIds ?? []), ...concerned.nodeIds]))
    for (const subscriber of await nodeSubscribers(pool, nodeId, true))
      if (subscriber.status === 'ACTIVE') userIds.add(subscriber.id);
  return [...userIds];
}
