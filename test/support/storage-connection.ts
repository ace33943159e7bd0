// A cloud storage connector of a partner, made by the super user and connected to one of its nodes for some entity
// types under a path (issue 22 §2): what an export offers as a destination. Answers the node connection's id.
import type { StorageType } from '../../domain/cloud-storage';
import type { ExportableEntityType } from '../../domain/node-storage/events';
import { expectStatus } from '../api/personalise-fixture';
import type { HttpClient } from './http';

export interface StorageConnection {
  name: string;
  storageType?: StorageType;
  partnerId: string;
  nodeId: string;
  connectionConfig: object;
  entityTypes: ExportableEntityType[];
  path: string;
}

export async function connectedStorage(su: HttpClient, connection: StorageConnection): Promise<string> {
  const { name, storageType = 's3', partnerId, nodeId, connectionConfig, entityTypes, path } = connection;
  const storageId = expectStatus(
    await su.post('/cloud-storage', { name, storageType, partnerId, connectionConfig }),
    201,
  ).body.id as string;
  const connected = expectStatus(
    await su.post(`/business-nodes/${nodeId}/cloud-storage-connection`, { storageId, entityTypes, path }),
    201,
  ).body as { connectionId: string; storageId: string }[];
  return connected.find((c) => c.storageId === storageId)!.connectionId;
}
