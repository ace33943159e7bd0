-- projection: reporting (issue 21 §3). CM360's conversions per floodlight activity, on the keys of report_fact
-- (platform account, day, ad, placement, segment) and attributed as the facts are (report_ad), so an analyze report
-- joins a custom conversion's sums on the same keys as its delivery. A re-import of a day replaces these with the facts.
CREATE TABLE report_conversion (
  platform text NOT NULL,
  account text NOT NULL,
  day date NOT NULL,
  ad_id text NOT NULL,
  placement text NOT NULL,
  segment text NOT NULL,
  activity_id text NOT NULL,
  campaign_id text,
  click_through bigint NOT NULL,
  view_through bigint NOT NULL,
  -- the re-import of a day deletes by its first three columns
  PRIMARY KEY (platform, account, day, ad_id, placement, segment, activity_id)
);
-- a report's campaigns over days, per activity (a custom conversion is one activity)
CREATE INDEX report_conversion_campaign_day ON report_conversion (campaign_id, day, activity_id)
  WHERE campaign_id IS NOT NULL;
-- conversions of an ad imported before its publish was recorded, attributed when it is
CREATE INDEX report_conversion_unattributed ON report_conversion (platform, ad_id) WHERE campaign_id IS NULL;
