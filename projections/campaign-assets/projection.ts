// Campaign assets (migration 036), folded from the CampaignAssets-<campaignId> streams alone; rebuilt on replay.
import type { CampaignAssetEvent } from '../../domain/campaign-asset';
import { perEvent, sql, type Projection } from '../projection';

export const campaignAssetsProjection: Projection = {
  name: 'campaign-assets',
  tables: ['campaign_asset'],
  ...perEvent<CampaignAssetEvent>({
    CampaignAssetAdded: (e) =>
      sql(
        `INSERT INTO campaign_asset (campaign_id, asset_id, partner_id, name, added_by, added_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [
          e.data.campaignId,
          e.data.assetId,
          e.data.partnerId,
          e.data.name,
          e.metadata.actor.userId,
          e.metadata.occurredAt,
        ],
      ),
    CampaignAssetRemoved: (e) =>
      sql(`DELETE FROM campaign_asset WHERE campaign_id = $1 AND asset_id = $2`, [e.data.campaignId, e.data.assetId]),
  }),
};
