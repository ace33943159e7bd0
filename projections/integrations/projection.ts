// A node's integrations as the publishing routes read them: ids, and tokens still sealed (with when they came).
import type { BusinessNodeDeleted } from '../../domain/business-tree';
import type { IntegrationEvent } from '../../domain/integration';
import { perEvent, sql, type Projection } from '../projection';

const UPSERT = `INSERT INTO node_integration (node_id, partner_id) VALUES ($1, $2) ON CONFLICT (node_id) DO NOTHING`;

export const integrationsProjection: Projection = {
  name: 'integrations',
  tables: ['node_integration'],
  ...perEvent<IntegrationEvent | BusinessNodeDeleted>({
    // jsonb_strip_nulls: a null clears an id.
    PublishingIdsChanged: (e) =>
      sql(`${UPSERT}; UPDATE node_integration SET ids = jsonb_strip_nulls(ids || $3::jsonb) WHERE node_id = $1`, [
        e.data.nodeId,
        e.data.partnerId,
        JSON.stringify(e.data.ids),
      ]),
    IntegrationTokenConnected: (e) =>
      sql(`${UPSERT}; UPDATE node_integration SET tokens = tokens || $3::jsonb WHERE node_id = $1`, [
        e.data.nodeId,
        e.data.partnerId,
        JSON.stringify({ [e.data.token]: { sealed: e.data.sealed, connectedAt: e.metadata.occurredAt } }),
      ]),
    IntegrationTokenRemoved: (e) =>
      sql(`UPDATE node_integration SET tokens = tokens - $2 WHERE node_id = $1`, [e.data.nodeId, e.data.token]),
    BusinessNodeDeleted: (e) => sql(`DELETE FROM node_integration WHERE node_id = $1`, [e.data.nodeId]),
  }),
};
