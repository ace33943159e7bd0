-- projection: cloud-storage. One row per cloud storage connector (stream CloudStorage-<id>); its secret as sealed JSON
-- (ciphertext under the connector's data key, never in clear). A deleted connector's row is gone.
CREATE TABLE cloud_storage (
  id text PRIMARY KEY,
  partner_id text,
  version integer NOT NULL,
  name text NOT NULL,
  settings jsonb NOT NULL,
  secret jsonb NOT NULL,
  is_connected boolean NOT NULL DEFAULT false,
  error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX cloud_storage_partner ON cloud_storage (partner_id);
