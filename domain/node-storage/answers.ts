// What the node storage routes answer (GET /business-nodes/{id}/cloud-storage-connections and the look-up by nodes,
// and the connectors a node may connect to).
import { Type, type Static } from 'typebox';
import { STORAGE_TYPES } from '../cloud-storage/events';
import { Answer, Id, Nullable, OneOf } from '../shared/schema';
import { EXPORTABLE_ENTITY_TYPES } from './events';

export const NodeStorageConnectionAnswer = Answer(
  {
    connectionId: Id,
    _id: Id,
    nodeId: Id,
    storageId: Id,
    entityTypes: Type.Array(OneOf(EXPORTABLE_ENTITY_TYPES)),
    path: Type.String(),
    storageName: Nullable(Type.String({ description: 'null once the connector is deleted' })),
    storageType: Nullable(OneOf(STORAGE_TYPES)),
    isConnected: Type.Boolean({ description: "Whether the connector's last test connection passed" }),
  },
  "A business node's cloud storage connection",
);
export type NodeStorageConnectionAnswer = Static<typeof NodeStorageConnectionAnswer>;

export const UsableConnectorAnswer = Answer(
  {
    id: Id,
    name: Type.String(),
    storageType: OneOf(STORAGE_TYPES),
    shared: Type.Boolean({ description: "Shared by all partners, rather than the node's partner's own" }),
    isConnected: Type.Boolean({ description: 'Whether its last test connection passed' }),
  },
  'A cloud storage connector a business node may connect to: no settings, no secret',
);
export type UsableConnectorAnswer = Static<typeof UsableConnectorAnswer>;
