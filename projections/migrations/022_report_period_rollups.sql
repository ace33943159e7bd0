-- projection: reporting (issue 21 §5). Rollups by ISO week (from Monday) and by calendar month × creative, beside the
-- daily one, so a report over many days reads a few rows per creative: the query planner
-- (projections/reporting/periods.ts) covers a range with whole months, then whole weeks, then single days. The
-- projection keeps them as it keeps the daily rollup (one signed upsert per import); here they are summed once from
-- the daily rollup a database already holds.
CREATE TABLE report_week_creative (
  campaign_id text NOT NULL,
  week date NOT NULL,
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
  PRIMARY KEY (campaign_id, week, platform, ad_id)
);

CREATE TABLE report_month_creative (
  campaign_id text NOT NULL,
  month date NOT NULL,
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
  PRIMARY KEY (campaign_id, month, platform, ad_id)
);

INSERT INTO report_week_creative
SELECT campaign_id, date_trunc('week', day)::date, platform, ad_id, sum(facts), sum(impressions), sum(clicks),
  sum(conversions), sum(view_through_conversions), sum(conversion_value), sum(video_views), sum(completions),
  sum(viewable_impressions), sum(media_spend)
FROM report_day_creative GROUP BY 1, 2, 3, 4;

INSERT INTO report_month_creative
SELECT campaign_id, date_trunc('month', day)::date, platform, ad_id, sum(facts), sum(impressions), sum(clicks),
  sum(conversions), sum(view_through_conversions), sum(conversion_value), sum(video_views), sum(completions),
  sum(viewable_impressions), sum(media_spend)
FROM report_day_creative GROUP BY 1, 2, 3, 4;
