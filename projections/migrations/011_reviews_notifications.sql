-- projection: reviews. Each approval request of a campaign (issue 10 §2) with its reviewers, watchers, due date and
-- how it stands; the campaign's latest request times live on its own row (campaigns projection, spec 2 §3 Campaign).
CREATE TABLE approval_request (
  id text PRIMARY KEY,
  campaign_id text NOT NULL,
  n integer NOT NULL,
  is_final boolean NOT NULL,
  user_ids text[] NOT NULL,
  watcher_ids text[] NOT NULL,
  due_at timestamptz NOT NULL,
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL,
  -- open | withdrawn | completed
  status text NOT NULL DEFAULT 'open',
  reminded_at timestamptz,
  escalated_at timestamptz,
  ended_at timestamptz
);
CREATE INDEX approval_request_campaign ON approval_request (campaign_id, n DESC);
CREATE INDEX approval_request_open ON approval_request (campaign_id) WHERE status = 'open';

ALTER TABLE campaign ADD COLUMN interim_approval_requested_at timestamptz, ADD COLUMN final_approval_requested_at timestamptz;

-- projection: notifications. Each user's notification centre: what was sent to them and whether they read it.
CREATE TABLE notification (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  kind text NOT NULL,
  campaign_id text NOT NULL,
  request_id text NOT NULL,
  title text NOT NULL,
  message text NOT NULL,
  link text NOT NULL,
  sent_at timestamptz NOT NULL,
  read_at timestamptz,
  position bigint NOT NULL
);
CREATE INDEX notification_user ON notification (user_id, sent_at DESC, id);
CREATE INDEX notification_unread ON notification (user_id) WHERE read_at IS NULL;
