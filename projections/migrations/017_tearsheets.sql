-- projection: tearsheets (issue 19 §3). Each tearsheet of a campaign (the filter it was made with, where its build
-- stands, its PDF in the blob store) and its public links, found by the SHA-256 of their token: the token itself is
-- never stored.
CREATE TABLE tearsheet (
  id text PRIMARY KEY,
  campaign_id text NOT NULL,
  partner_id text NOT NULL,
  -- TearsheetFilter (domain/tearsheet/filter.ts)
  filter jsonb NOT NULL,
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL,
  -- requested | building | ready | failed
  status text NOT NULL DEFAULT 'requested',
  entries integer NOT NULL DEFAULT 0,
  done integer NOT NULL DEFAULT 0,
  entries_key text,
  pdf_key text,
  pages integer,
  bytes bigint,
  build_ms integer,
  reason text,
  finished_at timestamptz,
  position bigint NOT NULL
);
CREATE INDEX tearsheet_campaign ON tearsheet (campaign_id, position DESC);
CREATE INDEX tearsheet_unsettled ON tearsheet (status) WHERE status IN ('requested', 'building');

CREATE TABLE tearsheet_link (
  id text PRIMARY KEY,
  tearsheet_id text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  revoked_by text,
  revoked_at timestamptz,
  opened integer NOT NULL DEFAULT 0,
  last_opened_at timestamptz
);
CREATE INDEX tearsheet_link_tearsheet ON tearsheet_link (tearsheet_id, created_at);
