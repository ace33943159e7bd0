-- projection: approvals. The approval audit trail (issue 10 §3): one approval_record per format per decision, and a
-- 'lapsed' record when an edit sends a decided format back for approval, each with the content it judged. The
-- projection keeps its own fold of each tree's stream (approval_tree, approval_variant, approval_format) so that
-- it never reads another projection's tables; user names are joined from user_account when read, not copied.
CREATE TABLE approval_tree (
  tree_id text PRIMARY KEY,
  campaign_id text NOT NULL,
  -- templateId -> {name, version}, as PersonaliseTreeCreated names them
  templates jsonb NOT NULL
);

CREATE TABLE approval_variant (
  variant_id text PRIMARY KEY,
  tree_id text NOT NULL,
  name text NOT NULL
);

CREATE TABLE approval_format (
  format_id text PRIMARY KEY,
  tree_id text NOT NULL,
  campaign_id text NOT NULL,
  variant_id text NOT NULL,
  template_id text NOT NULL,
  "values" jsonb NOT NULL,
  cards integer,
  created_position bigint NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX approval_format_tree ON approval_format (campaign_id, tree_id, created_at);

CREATE TABLE approval_record (
  -- <event position>-<index of the format in the event>: the same on every rebuild
  id text PRIMARY KEY,
  event_id text NOT NULL,
  position bigint NOT NULL,
  seq integer NOT NULL,
  campaign_id text NOT NULL,
  tree_id text NOT NULL,
  variant_id text NOT NULL,
  variant_name text NOT NULL,
  format_id text NOT NULL,
  template_id text NOT NULL,
  template_name text NOT NULL,
  template_version integer NOT NULL,
  -- approved | rejected | lapsed
  decision text NOT NULL,
  -- interim | final; null for lapsed
  kind text,
  by_user text NOT NULL,
  role text NOT NULL,
  at timestamptz NOT NULL,
  fingerprint text NOT NULL,
  -- the event bound the decision to this fingerprint (false: computed here, for events written before binding)
  fingerprint_recorded boolean NOT NULL,
  comment text,
  "values" jsonb NOT NULL,
  cards integer
);
CREATE INDEX approval_record_campaign ON approval_record (campaign_id, position, seq);
CREATE INDEX approval_record_format ON approval_record (format_id, at);
