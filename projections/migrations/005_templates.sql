-- projection: templates. One row per template version of a concept (spec 3 §3 Template); a deleted version's row goes.
CREATE TABLE template_version (
  id text PRIMARY KEY,
  concept_id text NOT NULL,
  partner_id text NOT NULL,
  generation integer NOT NULL,
  version integer NOT NULL,
  name text NOT NULL,
  title text NOT NULL,
  size text NOT NULL,
  size_group text NOT NULL,
  format text NOT NULL,
  kind text NOT NULL,
  formats jsonb NOT NULL,
  suitable_channels text[] NOT NULL,
  dynamic_fields jsonb NOT NULL,
  -- [{approvedBy, role, approvedAt}] in the order given
  approvals jsonb NOT NULL DEFAULT '[]',
  archived boolean NOT NULL DEFAULT false,
  storage text NOT NULL,
  entry text NOT NULL,
  files text[] NOT NULL,
  render_status text NOT NULL DEFAULT 'pending',
  thumb_location text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (concept_id, generation, version)
);
-- Whether a generation is archived, kept apart from its versions so a version made later inherits it.
CREATE TABLE template_generation (
  concept_id text NOT NULL,
  generation integer NOT NULL,
  archived boolean NOT NULL DEFAULT false,
  PRIMARY KEY (concept_id, generation)
);
