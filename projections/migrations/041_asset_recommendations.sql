-- projection: recommendations (spec 1 §7 asset recommendations). One row per library asset someone voted on or chose
-- from the recommendations (AssetRecommendation-<assetId> streams): each user's last vote, and how often it was chosen.
CREATE TABLE asset_recommendation (
  asset_id text PRIMARY KEY,
  partner_id text NOT NULL,
  votes jsonb NOT NULL DEFAULT '{}'::jsonb,
  chosen integer NOT NULL DEFAULT 0
);
CREATE INDEX asset_recommendation_partner ON asset_recommendation (partner_id);
