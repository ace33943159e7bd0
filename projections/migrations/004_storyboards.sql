-- projection: storyboards. A concept's storyboards, their versions (each upload of a file) and approvals (spec 3 §3, §4).
CREATE TABLE storyboard (
  id text PRIMARY KEY,
  concept_id text NOT NULL,
  partner_id text NOT NULL,
  name text NOT NULL,
  type text NOT NULL,
  sort_index integer,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);
CREATE INDEX storyboard_concept ON storyboard (concept_id);

CREATE TABLE storyboard_version (
  id text PRIMARY KEY,
  storyboard_id text NOT NULL,
  number integer NOT NULL,
  file_name text NOT NULL,
  format text NOT NULL,
  size bigint NOT NULL,
  location text NOT NULL,
  uploaded_by text NOT NULL,
  uploaded_at timestamptz NOT NULL,
  -- the order of upload: the stream's revision
  seq bigint NOT NULL
);
CREATE INDEX storyboard_version_storyboard ON storyboard_version (storyboard_id, seq);

CREATE TABLE storyboard_approval (
  storyboard_id text NOT NULL,
  version_id text NOT NULL,
  approved_by text NOT NULL,
  role text NOT NULL,
  approved_at timestamptz NOT NULL,
  PRIMARY KEY (version_id, approved_by)
);
CREATE INDEX storyboard_approval_storyboard ON storyboard_approval (storyboard_id);
