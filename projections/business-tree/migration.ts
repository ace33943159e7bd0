// What a business node's migration reads (domain/business-tree/migration.ts): what is on the source as the conflict
// check sees it, and the ids each kind's workflow moves, read again at every run so a resumed one finds only the rest.
import type pg from 'pg';
import type { MigrationFacts, MigrationKind } from '../../domain/business-tree/migration';

type OnSource = Pick<MigrationFacts, 'sourceSubtree' | 'campaigns' | 'assets' | 'users'> & { subscriberIds: string[] };

const SUBTREE = `WITH RECURSIVE sub AS (
    SELECT id FROM business_node WHERE id = $1
    UNION ALL SELECT b.id FROM business_node b JOIN sub ON b.parent_id = sub.id)
  SELECT COALESCE(array_agg(id), '{}') AS ids FROM sub`;

const CAMPAIGNS = `SELECT id, name, $2 = ANY(node_ids) AS "onTarget", locked FROM campaign
  WHERE $1 = ANY(node_ids) AND NOT deleted ORDER BY lower(name), id`;

const ASSETS = `SELECT a.id, a.name, EXISTS (
    SELECT 1 FROM asset_library t WHERE t.partner_id = a.partner_id AND t.id <> a.id AND lower(t.name) = lower(a.name)
      AND ($2 = ANY(t.business_node_ids) OR $2 = ANY(t.additional_node_ids))) AS "nameOnTarget"
  FROM asset_library a WHERE $1 = ANY(a.business_node_ids) OR $1 = ANY(a.additional_node_ids) ORDER BY lower(a.name), a.id`;

const USERS = `SELECT id, COALESCE(name, email) AS label, $2 = ANY(business_node_ids) AS "onTarget" FROM user_account
  WHERE $1 = ANY(business_node_ids) ORDER BY lower(email), id`;

/** The source's subtree, and its campaigns (not deleted), assets, users and subscribers, each against the target. */
export async function migrationOnSource(pool: pg.Pool, sourceId: string, targetId: string): Promise<OnSource> {
  const both = [sourceId, targetId];
  const [subtree, campaigns, assets, users, node] = await Promise.all([
    pool.query<{ ids: string[] }>(SUBTREE, [sourceId]),
    pool.query<OnSource['campaigns'][number]>(CAMPAIGNS, both),
    pool.query<OnSource['assets'][number]>(ASSETS, both),
    pool.query<OnSource['users'][number]>(USERS, both),
    pool.query<{ subscriber_ids: string[] }>('SELECT subscriber_ids FROM business_node WHERE id = $1', [sourceId]),
  ]);
  return {
    sourceSubtree: subtree.rows[0]?.ids ?? [],
    campaigns: campaigns.rows,
    assets: assets.rows,
    users: users.rows,
    subscriberIds: node.rows[0]?.subscriber_ids ?? [],
  };
}

const ON_NODE: Record<MigrationKind, string> = {
  campaigns: 'SELECT id FROM campaign WHERE $1 = ANY(node_ids) AND NOT deleted ORDER BY id',
  assets: 'SELECT id FROM asset_library WHERE $1 = ANY(business_node_ids) OR $1 = ANY(additional_node_ids) ORDER BY id',
  users: 'SELECT id FROM user_account WHERE $1 = ANY(business_node_ids) ORDER BY id',
  // A node's integrations move as one: the node itself, while it holds any.
  integrations: "SELECT node_id AS id FROM node_integration WHERE node_id = $1 AND (ids <> '{}' OR tokens <> '{}')",
  'bn-subscribers': 'SELECT unnest(subscriber_ids) AS id FROM business_node WHERE id = $1 ORDER BY 1',
};

/** The ids of the kind's entities on the node, as the read model holds them now. */
export async function idsOnNode(pool: pg.Pool, kind: MigrationKind, nodeId: string): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(ON_NODE[kind], [nodeId]);
  return rows.map((row) => row.id);
}
