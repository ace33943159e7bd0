-- projection: exports (issue 22 §2; spec 3 §4 "Cloud export job"). Each export of assets, creatives or templates to
-- cloud storage: its entities, files and destinations as asked (jsonb, as the event has them), the job state, and one
-- row per file and destination once its upload began (UPLOADING, FINISHED, FAILED), whence each destination's state
-- and the progress.
CREATE TABLE cloud_export (
  id text PRIMARY KEY,
  partner_id text NOT NULL,
  entity_type text NOT NULL,
  campaign_id text,
  -- ExportEntity[], ExportFile[] without their sources, ExportDestination[] (domain/export/events.ts)
  entities jsonb NOT NULL,
  files jsonb NOT NULL,
  destinations jsonb NOT NULL,
  node_ids text[] NOT NULL,
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL,
  -- IN_PROGRESS | SUCCEED | FAILED
  status text NOT NULL DEFAULT 'IN_PROGRESS',
  finished_at timestamptz,
  position bigint NOT NULL
);
CREATE INDEX cloud_export_campaign ON cloud_export (campaign_id, position DESC) WHERE campaign_id IS NOT NULL;
CREATE INDEX cloud_export_nodes ON cloud_export USING gin (node_ids);
CREATE INDEX cloud_export_requester ON cloud_export (requested_by, position DESC);
CREATE INDEX cloud_export_unsettled ON cloud_export (status) WHERE status = 'IN_PROGRESS';

CREATE TABLE cloud_export_upload (
  export_id text NOT NULL,
  connection_id text NOT NULL,
  file_id text NOT NULL,
  -- UPLOADING | FINISHED | FAILED
  state text NOT NULL,
  bytes bigint,
  skipped boolean NOT NULL DEFAULT false,
  reason text,
  PRIMARY KEY (export_id, connection_id, file_id)
);
