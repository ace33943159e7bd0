-- projection: assets. The asset library and the state of every upload (spec 1 §3 Asset, Temporary upload item).
CREATE TABLE asset_library (
  id text PRIMARY KEY,
  partner_id text NOT NULL,
  upload_id text NOT NULL,
  uploaded_by text NOT NULL,
  name text NOT NULL,
  full_original_name text NOT NULL,
  category text,
  kind text,
  format text NOT NULL,
  dimension text,
  duration_seconds double precision,
  location text,
  thumb_location text,
  hash text,
  size bigint,
  is_link boolean NOT NULL DEFAULT false,
  source_url text,
  crop jsonb,
  parent_id text,
  business_node_ids text[] NOT NULL DEFAULT '{}',
  additional_node_ids text[] NOT NULL DEFAULT '{}',
  tags text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'new',
  upload_status text NOT NULL,
  upload_message text,
  merged_into text,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);
CREATE INDEX asset_library_partner ON asset_library (partner_id, created_at DESC) WHERE upload_status = 'DONE';
CREATE INDEX asset_library_upload ON asset_library (upload_id);
CREATE INDEX asset_library_open ON asset_library (upload_status) WHERE upload_status IN ('PENDING', 'UPLOADING', 'PROCESSING');
CREATE INDEX asset_library_parent ON asset_library (parent_id);
CREATE INDEX asset_library_nodes ON asset_library USING gin (business_node_ids);
