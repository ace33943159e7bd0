// The calls of /admin/external-storage/{nodeId}: a business node's cloud storage connections (GET
// /business-nodes/{id}/cloud-storage-connections; POST, PUT and DELETE /business-nodes/{id}/cloud-storage-connection,
// PUT's body and DELETE's query naming the connection), and the connectors it may use (GET
// /business-nodes/{id}/usable-cloud-storages). Each change answers the node's connections as they now are.
import { useQuery } from '@tanstack/react-query';
import type { NodeStorageConnectionAnswer, UsableConnectorAnswer } from '../../../domain/node-storage/answers';
import { del, enc, get, post, put, queryString } from '../providers/requests';

export type NodeStorageConnection = NodeStorageConnectionAnswer;
export type EntityType = NodeStorageConnection['entityTypes'][number];

/** The exportable entity types (domain/node-storage EXPORTABLE_ENTITY_TYPES), as the screen names them. */
export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  asset: 'Assets',
  creative: 'Creatives',
  template: 'Templates',
};

export interface ConnectionBody {
  storageId: string;
  entityTypes: EntityType[];
  path: string;
}

const connectionsKey = (nodeId: string) => ['node-cloud-storage', nodeId];
const path = (nodeId: string) => `/business-nodes/${enc(nodeId)}/cloud-storage-connection`;

export const useNodeConnections = (nodeId: string) =>
  useQuery({
    queryKey: connectionsKey(nodeId),
    queryFn: () => get<NodeStorageConnection[]>(`/business-nodes/${enc(nodeId)}/cloud-storage-connections`),
  });

/** The connectors the node may connect to: its partner's and the shared ones (admin group). */
export const useUsableConnectors = (nodeId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['node-cloud-storage', nodeId, 'usable'],
    queryFn: () => get<UsableConnectorAnswer[]>(`/business-nodes/${enc(nodeId)}/usable-cloud-storages`),
    enabled,
  });

export const nodeStorageCalls = (nodeId: string) => ({
  key: connectionsKey(nodeId),
  connect: (body: ConnectionBody) => post<NodeStorageConnection[]>(path(nodeId), body),
  change: (connectionId: string, body: ConnectionBody) =>
    put<NodeStorageConnection[]>(path(nodeId), { connectionId, ...body }),
  disconnect: (connectionId: string) => del<NodeStorageConnection[]>(`${path(nodeId)}${queryString({ connectionId })}`),
});
