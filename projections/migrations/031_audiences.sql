-- projection: audiences (issue 23 §1). One row per audience of a CampaignAudiences-<campaignId> stream not deleted:
-- its name, node, rules (dimension and CM360 values) and the user segments it maps to, and its rule count.
CREATE TABLE audience (
  id text PRIMARY KEY,
  campaign_id text NOT NULL,
  partner_id text NOT NULL,
  name text NOT NULL,
  node_id text NOT NULL,
  rules jsonb NOT NULL,
  segments jsonb NOT NULL,
  rule_count integer NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- a campaign's audiences by name (the list, and "delete all"); a bounded prefix, as migration 014 asks
CREATE INDEX audience_campaign_name ON audience (campaign_id, lower(left(name, 256)));
