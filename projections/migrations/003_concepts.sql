-- projection: concepts. Each concept with its brief, status and settings (spec 3 §3 Concept, spec 1 §3 Brief).
CREATE TABLE concept_list (
  id text PRIMARY KEY,
  partner_id text NOT NULL,
  name text NOT NULL,
  status text NOT NULL,
  business_node_ids text[] NOT NULL,
  additional_node_ids text[] NOT NULL DEFAULT '{}',
  languages text[] NOT NULL,
  thumbnail text,
  archived boolean NOT NULL DEFAULT false,
  brief jsonb NOT NULL,
  created_by text NOT NULL,
  submitted_by text,
  submitted_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);
CREATE INDEX concept_list_partner ON concept_list (partner_id, lower(name));
CREATE INDEX concept_list_nodes ON concept_list USING gin (business_node_ids);
