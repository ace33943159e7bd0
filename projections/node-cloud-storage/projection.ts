// Business nodes' cloud storage connections, as the node screens and an export's choice of destination read them.
import type { BusinessNodeDeleted } from '../../domain/business-tree';
import type { NodeStorageEvent } from '../../domain/node-storage';
import { perEvent, sql, texts, type Projection } from '../projection';

export const nodeCloudStorageProjection: Projection = {
  name: 'node-cloud-storage',
  tables: ['node_cloud_storage'],
  ...perEvent<NodeStorageEvent | BusinessNodeDeleted>({
    NodeStorageConnected: (e) =>
      sql(
        `INSERT INTO node_cloud_storage (connection_id, node_id, partner_id, storage_id, entity_types, path,
                                         created_at, updated_at)
         VALUES ($1, $2, $3, $4, ${texts('$5::jsonb')}, $6, $7, $7)`,
        [
          e.data.connectionId,
          e.data.nodeId,
          e.data.partnerId,
          e.data.storageId,
          JSON.stringify(e.data.entityTypes),
          e.data.path,
          e.metadata.occurredAt,
        ],
      ),
    NodeStorageConnectionChanged: (e) =>
      sql(
        `UPDATE node_cloud_storage SET storage_id = $2, entity_types = ${texts('$3::jsonb')}, path = $4, updated_at = $5
          WHERE connection_id = $1`,
        [e.data.connectionId, e.data.storageId, JSON.stringify(e.data.entityTypes), e.data.path, e.metadata.occurredAt],
      ),
    NodeStorageDisconnected: (e) =>
      sql(`DELETE FROM node_cloud_storage WHERE connection_id = $1`, [e.data.connectionId]),
    // A deleted node's connections go with it, else its connectors would stay 'in use' and could never be deleted.
    BusinessNodeDeleted: (e) => sql(`DELETE FROM node_cloud_storage WHERE node_id = $1`, [e.data.nodeId]),
  }),
};
