// Cloud storage connectors as the routes and the probes read them: settings, the last test, the secret still sealed.
import type { CloudStorageEvent } from '../../domain/cloud-storage';
import { perEvent, sql, type Projection } from '../projection';

export const cloudStorageProjection: Projection = {
  name: 'cloud-storage',
  tables: ['cloud_storage'],
  ...perEvent<CloudStorageEvent>({
    CloudStorageCreated: (e) =>
      sql(
        `INSERT INTO cloud_storage (id, partner_id, version, name, settings, secret, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [
          e.data.storageId,
          e.data.partnerId,
          e.revision,
          e.data.settings.name,
          JSON.stringify(e.data.settings),
          JSON.stringify(e.data.secret),
          e.metadata.occurredAt,
        ],
      ),
    // New settings may no longer reach what the last test reached: it is to be tested again.
    CloudStorageUpdated: (e) =>
      sql(
        `UPDATE cloud_storage SET version = $2, name = $3, settings = $4, secret = coalesce($5::jsonb, secret),
                is_connected = false, error = NULL, updated_at = $6
          WHERE id = $1`,
        [
          e.data.storageId,
          e.revision,
          e.data.settings.name,
          JSON.stringify(e.data.settings),
          e.data.secret ? JSON.stringify(e.data.secret) : null,
          e.metadata.occurredAt,
        ],
      ),
    CloudStorageConnectionTested: (e) =>
      sql(`UPDATE cloud_storage SET version = $2, is_connected = $3, error = $4 WHERE id = $1`, [
        e.data.storageId,
        e.revision,
        e.data.isConnected,
        e.data.error,
      ]),
    CloudStorageDeleted: (e) => sql(`DELETE FROM cloud_storage WHERE id = $1`, [e.data.storageId]),
  }),
};
