-- projection: personalise. The personalise trees' variants, their formats and the trees' signals (spec 2 §2-§8),
-- one stream per tree (domain/personalise/events.ts). Derived columns (filled, approved, has_segment, ...) are
-- recomputed in SQL for the variants an event touches, so the 10,000-variant page filters on plain columns.
CREATE TABLE personalise_tree_state (
  tree_id text PRIMARY KEY,
  campaign_id text NOT NULL,
  partner_id text NOT NULL,
  platform text NOT NULL,
  format text NOT NULL,
  -- TreeTemplate[] as PersonaliseTreeCreated names them
  templates jsonb NOT NULL,
  fallback_variant_id text,
  -- the fallback variant is on (every other variant of the tree needs it)
  is_fallback_enabled boolean NOT NULL DEFAULT false
);
CREATE INDEX personalise_tree_state_campaign ON personalise_tree_state (campaign_id);

CREATE TABLE variant (
  id text PRIMARY KEY,
  tree_id text NOT NULL,
  campaign_id text NOT NULL,
  partner_id text NOT NULL,
  name text NOT NULL,
  name_lower text NOT NULL,
  enabled boolean NOT NULL DEFAULT false,
  archived boolean NOT NULL DEFAULT false,
  is_fallback boolean NOT NULL DEFAULT false,
  -- creation order within the store (the event's position)
  seq bigint NOT NULL,
  cloned_from text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- derived from the live (not archived) formats
  filled boolean NOT NULL DEFAULT false,
  approved boolean NOT NULL DEFAULT false,
  rejected boolean NOT NULL DEFAULT false,
  any_format_archived boolean NOT NULL DEFAULT false,
  has_segment boolean NOT NULL DEFAULT false,
  has_schedule boolean NOT NULL DEFAULT false,
  signal_ids text[] NOT NULL DEFAULT '{}'
-- room on each page for HOT updates: a bulk switch of 10,000 variants then leaves most indexes alone
) WITH (fillfactor = 70);
CREATE INDEX variant_tree_name ON variant (tree_id, name_lower, id);
CREATE INDEX variant_tree_seq ON variant (tree_id, seq);
CREATE INDEX variant_tree_enabled ON variant (tree_id, enabled, name_lower, id);
CREATE INDEX variant_tree_archived ON variant (tree_id) WHERE archived;
CREATE INDEX variant_campaign ON variant (campaign_id);
CREATE INDEX variant_signal_ids ON variant USING gin (signal_ids);

CREATE TABLE variant_format (
  id text PRIMARY KEY,
  variant_id text NOT NULL,
  tree_id text NOT NULL,
  template_id text NOT NULL,
  -- the template's place in the tree
  sort integer NOT NULL,
  archived boolean NOT NULL DEFAULT false,
  approval text NOT NULL DEFAULT 'unapproved',
  -- Record<element name, ElementValue>
  "values" jsonb NOT NULL DEFAULT '{}',
  signal_ids text[] NOT NULL DEFAULT '{}',
  cards integer,
  required text[] NOT NULL DEFAULT '{}',
  -- every required element has a non-empty value
  filled boolean NOT NULL DEFAULT false
) WITH (fillfactor = 60);
CREATE INDEX variant_format_variant ON variant_format (variant_id, sort);
CREATE INDEX variant_format_tree_template ON variant_format (tree_id, template_id);
CREATE INDEX variant_format_signal_ids ON variant_format USING gin (signal_ids);

CREATE TABLE signal (
  id text PRIMARY KEY,
  tree_id text NOT NULL,
  campaign_id text NOT NULL,
  name text NOT NULL,
  name_lower text NOT NULL,
  type text NOT NULL,
  segment_type text,
  "values" text[] NOT NULL DEFAULT '{}',
  campaign_ids text[] NOT NULL DEFAULT '{}',
  schedule jsonb,
  countries text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
CREATE INDEX signal_tree_type_name ON signal (tree_id, type, name_lower);

-- A schedule's instant as the variant filters compare it (projections/personalise/filter.ts). The API takes any
-- RFC 3339 date-time, and a few of those (year 0000) are no Postgres timestamp: such an end counts as open rather
-- than failing every filtered page of the tree.
CREATE FUNCTION schedule_instant(value text) RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN value::timestamptz;
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$;
