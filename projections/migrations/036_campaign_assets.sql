-- projection: campaign-assets (spec 1 §7 template-assets). One row per asset uploaded for a campaign's templates and
-- still on the campaign (CampaignAssets-<campaignId> streams); the asset itself is the library's row.
CREATE TABLE campaign_asset (
  campaign_id text NOT NULL,
  asset_id text NOT NULL,
  partner_id text NOT NULL,
  name text NOT NULL,
  added_by text NOT NULL,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (campaign_id, asset_id)
);
