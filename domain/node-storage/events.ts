// Stream `NodeCloudStorage-<nodeId>`: where one business node's exports go (spec 3 §3 "Business node: ... cloud
// storage connections"): connections to cloud storage connectors, each for some of the exportable entity types and
// under a path of its own in the bucket.
export const EXPORTABLE_ENTITY_TYPES = ['asset', 'creative', 'template'] as const;
export type ExportableEntityType = (typeof EXPORTABLE_ENTITY_TYPES)[number];

export interface NodeStorageConnection {
  connectionId: string;
  storageId: string;
  entityTypes: ExportableEntityType[];
  /** Under the connector's prefix: '' for its root. */
  path: string;
}

export type NodeStorageConnected = {
  type: 'NodeStorageConnected';
  data: NodeStorageConnection & { nodeId: string; partnerId: string };
};
export type NodeStorageConnectionChanged = {
  type: 'NodeStorageConnectionChanged';
  data: NodeStorageConnection & { nodeId: string };
};
export type NodeStorageDisconnected = {
  type: 'NodeStorageDisconnected';
  data: { nodeId: string; connectionId: string };
};

export type NodeStorageEvent = NodeStorageConnected | NodeStorageConnectionChanged | NodeStorageDisconnected;
