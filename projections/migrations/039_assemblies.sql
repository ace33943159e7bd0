-- projection: assemblies (issue 23 §2). One row per assembly of a CampaignAssemblies-<campaignId> stream not deleted:
-- its datasource's file name and columns (each a template field with its elements), its permutation count and whether
-- it is the campaign's live datasource; and per campaign its latest generation of variations, with its progress.
CREATE TABLE assembly (
  id text PRIMARY KEY,
  campaign_id text NOT NULL,
  partner_id text NOT NULL,
  file_name text NOT NULL,
  columns jsonb NOT NULL,
  permutations integer NOT NULL,
  live boolean NOT NULL DEFAULT false,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX assembly_campaign ON assembly (campaign_id, created_at);

CREATE TABLE assembly_generation (
  campaign_id text PRIMARY KEY,
  partner_id text NOT NULL,
  generation_id text NOT NULL,
  status text NOT NULL,
  done integer NOT NULL,
  total integer NOT NULL,
  counts jsonb,
  reason text,
  started_by text NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz
);
