-- projection: screenshots (issue 19 §1). Variant screenshots by the content fingerprint they picture, each render
-- request of a campaign, and the render queue: each variation's (format's) latest entry, with its last picture.
CREATE TABLE screenshot (
  fingerprint text PRIMARY KEY,
  partner_id text NOT NULL,
  -- the PNG in the blob store
  blob_key text NOT NULL,
  -- QaFinding[] (domain/screenshot/qa.ts)
  findings jsonb NOT NULL DEFAULT '[]',
  render_ms integer NOT NULL,
  weight_bytes bigint NOT NULL,
  request_id text NOT NULL,
  rendered_at timestamptz NOT NULL
);

CREATE TABLE render_request (
  id text PRIMARY KEY,
  campaign_id text NOT NULL,
  partner_id text NOT NULL,
  -- RenderScope (domain/screenshot/events.ts)
  scope jsonb NOT NULL,
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL,
  queued integer NOT NULL,
  already_rendered integer NOT NULL,
  -- running | finished
  status text NOT NULL DEFAULT 'running',
  rendered integer,
  reused integer,
  failed integer,
  cancelled integer,
  finished_at timestamptz,
  position bigint NOT NULL
);
CREATE INDEX render_request_campaign ON render_request (campaign_id, position DESC);
CREATE INDEX render_request_running ON render_request (campaign_id) WHERE status = 'running';

CREATE TABLE render_queue_entry (
  format_id text PRIMARY KEY,
  campaign_id text NOT NULL,
  tree_id text NOT NULL,
  variant_id text NOT NULL,
  -- the latest request that queued the format: an older request's outcome no longer moves the entry
  request_id text NOT NULL,
  -- the content it was queued with, then the content rendered
  fingerprint text NOT NULL,
  -- waiting | rendering | done | failed | cancelled
  status text NOT NULL,
  reason text,
  -- the format's last picture, kept when a later request queues it again
  shot_fingerprint text,
  updated_at timestamptz NOT NULL,
  -- queue order: the request's position, then the format's place in it
  request_position bigint NOT NULL,
  ord integer NOT NULL
) WITH (fillfactor = 70);
CREATE INDEX render_queue_entry_campaign ON render_queue_entry (campaign_id, request_position DESC, ord);
CREATE INDEX render_queue_entry_request ON render_queue_entry (request_id, status);

-- Moves with every render event of the partner: the personalise and creatives reads keep pages by it
-- (projections/personalise/read-cache.ts), so a new picture is never hidden behind a kept page.
CREATE TABLE screenshot_version (
  partner_id text PRIMARY KEY,
  version bigint NOT NULL
);
