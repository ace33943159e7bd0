import type pg from 'pg';
import type { NodeStorageConnectionAnswer } from '../../domain/node-storage/answers';

/** Connections with their connector's name, type and last test (null when the connector is gone). */
const SELECT = `SELECT n.connection_id AS "connectionId", n.connection_id AS "_id", n.node_id AS "nodeId",
    n.storage_id AS "storageId", n.entity_types AS "entityTypes", n.path, s.name AS "storageName",
    s.settings->>'storageType' AS "storageType", coalesce(s.is_connected, false) AS "isConnected"
  FROM node_cloud_storage n LEFT JOIN cloud_storage s ON s.id = n.storage_id`;

export async function nodeStorageConnections(
  pool: pg.Pool,
  nodeIds: string[],
  entityType: string | null,
): Promise<NodeStorageConnectionAnswer[]> {
  const { rows } = await pool.query<NodeStorageConnectionAnswer>(
    `${SELECT} WHERE n.node_id = ANY($1::text[]) AND ($2::text IS NULL OR $2 = ANY(n.entity_types))
      ORDER BY n.node_id, lower(coalesce(s.name, '')), n.connection_id`,
    [nodeIds, entityType],
  );
  return rows;
}
