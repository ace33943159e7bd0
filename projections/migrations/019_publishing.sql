-- projection: publishing (issue 20 §3). Each publish of a campaign, each creative of it with its platform outcome and
-- the ad's review, and the history of every ad's status (what "as served at time T" reads).
CREATE TABLE publish_request (
  id text PRIMARY KEY,
  campaign_id text NOT NULL,
  partner_id text NOT NULL,
  platforms jsonb NOT NULL,
  prerendered boolean NOT NULL,
  retry_of text,
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL,
  queued integer NOT NULL,
  -- running | finished
  status text NOT NULL DEFAULT 'running',
  published integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  finished_at timestamptz,
  position bigint NOT NULL
);
CREATE INDEX publish_request_campaign ON publish_request (campaign_id, position DESC);
CREATE INDEX publish_request_running ON publish_request (campaign_id) WHERE status = 'running';

CREATE TABLE publish_creative (
  publish_id text NOT NULL,
  creative_id text NOT NULL,
  campaign_id text NOT NULL,
  format_id text NOT NULL,
  variant_id text NOT NULL,
  tree_id text NOT NULL,
  platform text NOT NULL,
  node_id text NOT NULL,
  delivery text NOT NULL,
  fingerprint text NOT NULL,
  external_key text NOT NULL,
  name text NOT NULL,
  -- IN_QUEUE | SUCCESS | ERROR (spec 2 §3)
  status text NOT NULL,
  external_id text,
  -- the platform's review (domain/publishing/events.ts ReviewStatus) and its reasons
  review text,
  reasons jsonb NOT NULL DEFAULT '[]',
  error_kind text,
  error_message text,
  error_code text,
  updated_at timestamptz NOT NULL,
  publish_position bigint NOT NULL,
  ord integer NOT NULL,
  PRIMARY KEY (publish_id, creative_id)
);
CREATE INDEX publish_creative_format ON publish_creative (format_id, publish_position DESC);
CREATE INDEX publish_creative_campaign ON publish_creative (campaign_id, publish_position DESC);

-- every status an ad had on its platform, from its publish on
CREATE TABLE published_ad_status (
  campaign_id text NOT NULL,
  platform text NOT NULL,
  node_id text NOT NULL,
  external_id text NOT NULL,
  format_id text NOT NULL,
  variant_id text NOT NULL,
  tree_id text NOT NULL,
  fingerprint text NOT NULL,
  review text NOT NULL,
  reasons jsonb NOT NULL,
  at timestamptz NOT NULL,
  position bigint NOT NULL,
  PRIMARY KEY (position, external_id)
);
CREATE INDEX published_ad_status_campaign ON published_ad_status (campaign_id, at);
