-- projection: reporting (issue 21 §2; spec 3 §3 "Report filters" mediaCampaignNames, adGroupIds). Where each ad runs
-- on its platform: the platform's campaign (by name) and ad group, as the delivery rows of the newest day that named
-- them said. An ad sits in one campaign and one ad group on the platforms that have them (Google Ads, Meta), so this
-- is a dimension of the ad, joined on (platform, ad id) to the creative rollups and the facts: the 10-million-row fact
-- table carries no repeated names. Imports recorded before the rows named them leave no row here.
CREATE TABLE report_ad_media (
  platform text NOT NULL,
  ad_id text NOT NULL,
  media_campaign text NOT NULL,
  ad_group_id text NOT NULL,
  ad_group_name text NOT NULL,
  -- the day whose rows said so: an import of an earlier day does not undo what a later one said
  day date NOT NULL,
  PRIMARY KEY (platform, ad_id)
);
-- the look-ups and filters by name or ad group
CREATE INDEX report_ad_media_campaign ON report_ad_media (media_campaign);
CREATE INDEX report_ad_media_ad_group ON report_ad_media (ad_group_id);
