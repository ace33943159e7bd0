-- projection: reporting (issue 21 §1). The platforms' delivery as imported (domain/delivery/), attributed to what the
-- product published through the publish events, as a fact table and its rollups. Sized for 10 million facts: see
-- ARCHITECTURE.md "Reporting read models". Every measure is a sum; money is numeric, so sums and the rollups' signed
-- changes are exact.

-- which import holds each platform account's day (the newest: a re-import replaces the day)
CREATE TABLE report_day (
  platform text NOT NULL,
  account text NOT NULL,
  day date NOT NULL,
  import_id text NOT NULL,
  node_id text NOT NULL,
  replaces text,
  rows integer NOT NULL,
  imported_at timestamptz NOT NULL,
  PRIMARY KEY (platform, account, day)
);

-- the creatives of publishes still running, until their ad is made (then report_ad) or they fail
CREATE TABLE report_queued_creative (
  publish_id text NOT NULL,
  creative_id text NOT NULL,
  campaign_id text NOT NULL,
  tree_id text NOT NULL,
  variant_id text NOT NULL,
  format_id text NOT NULL,
  fingerprint text NOT NULL,
  PRIMARY KEY (publish_id, creative_id)
);

-- each ad the product made, and what it carries: one approved content (its fingerprint) for ever, since the ad's
-- external key is the campaign and the fingerprint. So a fact of an ad is the content that was served.
CREATE TABLE report_ad (
  platform text NOT NULL,
  external_id text NOT NULL,
  campaign_id text NOT NULL,
  tree_id text NOT NULL,
  variant_id text NOT NULL,
  format_id text NOT NULL,
  fingerprint text NOT NULL,
  PRIMARY KEY (platform, external_id)
);
CREATE INDEX report_ad_campaign ON report_ad (campaign_id, tree_id);

-- one row per platform account, day, ad, placement and audience segment. campaign_id is null for an ad the product
-- did not make (another tool's ad in the same account): kept as the platform said, left out of the rollups.
CREATE TABLE report_fact (
  platform text NOT NULL,
  account text NOT NULL,
  day date NOT NULL,
  ad_id text NOT NULL,
  placement text NOT NULL,
  segment text NOT NULL,
  campaign_id text,
  node_id text NOT NULL,
  impressions bigint NOT NULL,
  clicks bigint NOT NULL,
  conversions bigint NOT NULL,
  view_through_conversions bigint NOT NULL,
  conversion_value numeric(20, 6) NOT NULL,
  video_views bigint NOT NULL,
  completions bigint NOT NULL,
  viewable_impressions bigint NOT NULL,
  media_spend numeric(20, 6) NOT NULL,
  -- the re-import of a day deletes by its first three columns
  PRIMARY KEY (platform, account, day, ad_id, placement, segment)
);
-- a campaign's facts over days: the placement and segment splits of a report
CREATE INDEX report_fact_campaign_day ON report_fact (campaign_id, day) WHERE campaign_id IS NOT NULL;
-- the first import of an ad it did not know yet, attributed when its publish is recorded
CREATE INDEX report_fact_unattributed ON report_fact (platform, ad_id) WHERE campaign_id IS NULL;

-- rollups: `facts` counts the facts summed in, so a row whose facts are all replaced away is deleted, never left zero
CREATE TABLE report_day_creative (
  campaign_id text NOT NULL,
  day date NOT NULL,
  platform text NOT NULL,
  ad_id text NOT NULL,
  facts integer NOT NULL,
  impressions bigint NOT NULL,
  clicks bigint NOT NULL,
  conversions bigint NOT NULL,
  view_through_conversions bigint NOT NULL,
  conversion_value numeric(20, 6) NOT NULL,
  video_views bigint NOT NULL,
  completions bigint NOT NULL,
  viewable_impressions bigint NOT NULL,
  media_spend numeric(20, 6) NOT NULL,
  PRIMARY KEY (campaign_id, day, platform, ad_id)
);

CREATE TABLE report_day_campaign (
  campaign_id text NOT NULL,
  day date NOT NULL,
  facts integer NOT NULL,
  impressions bigint NOT NULL,
  clicks bigint NOT NULL,
  conversions bigint NOT NULL,
  view_through_conversions bigint NOT NULL,
  conversion_value numeric(20, 6) NOT NULL,
  video_views bigint NOT NULL,
  completions bigint NOT NULL,
  viewable_impressions bigint NOT NULL,
  media_spend numeric(20, 6) NOT NULL,
  PRIMARY KEY (campaign_id, day)
);

CREATE TABLE report_day_segment (
  campaign_id text NOT NULL,
  day date NOT NULL,
  segment text NOT NULL,
  facts integer NOT NULL,
  impressions bigint NOT NULL,
  clicks bigint NOT NULL,
  conversions bigint NOT NULL,
  view_through_conversions bigint NOT NULL,
  conversion_value numeric(20, 6) NOT NULL,
  video_views bigint NOT NULL,
  completions bigint NOT NULL,
  viewable_impressions bigint NOT NULL,
  media_spend numeric(20, 6) NOT NULL,
  PRIMARY KEY (campaign_id, day, segment)
);
