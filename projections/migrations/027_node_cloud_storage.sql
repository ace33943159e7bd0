-- projection: node-cloud-storage. One row per business node's cloud storage connection (stream
-- NodeCloudStorage-<nodeId>): which connector, for which exportable entity types, under which path.
CREATE TABLE node_cloud_storage (
  connection_id text PRIMARY KEY,
  node_id text NOT NULL,
  partner_id text NOT NULL,
  storage_id text NOT NULL,
  entity_types text[] NOT NULL,
  path text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX node_cloud_storage_node ON node_cloud_storage (node_id);
