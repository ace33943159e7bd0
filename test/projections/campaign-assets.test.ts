import { describe, it } from 'vitest';
import type { CampaignAssetEvent } from '../../domain/campaign-asset/events';
import { campaignAssetsProjection } from '../../projections/campaign-assets/projection';
import { date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(campaignAssetsProjection);
const ROWS = 'SELECT campaign_id, asset_id, partner_id, name, added_by, added_at FROM campaign_asset ORDER BY 1, 2';
const KEYS = 'SELECT campaign_id, asset_id, name FROM campaign_asset ORDER BY 1, 2';

const added = () => {
  const event = stream<CampaignAssetEvent>('CampaignAssets-c1');
  const given = [
    event('CampaignAssetAdded', { campaignId: 'c1', partnerId: 'p1', assetId: 'a1', name: 'logo.png' }, 1),
    event('CampaignAssetAdded', { campaignId: 'c1', partnerId: 'p1', assetId: 'a2', name: 'hero, "big".jpg' }, 2),
  ];
  return { event, given };
};

describe('campaign-assets projection', () => {
  it("lists a campaign's added assets with their names, who added them and when", async () => {
    const { given } = added();
    await spec.given(given).then(ROWS, [
      {
        campaign_id: 'c1',
        asset_id: 'a1',
        partner_id: 'p1',
        name: 'logo.png',
        added_by: 'spec-user',
        added_at: date(1),
      },
      {
        campaign_id: 'c1',
        asset_id: 'a2',
        partner_id: 'p1',
        name: 'hero, "big".jpg',
        added_by: 'spec-user',
        added_at: date(2),
      },
    ]);
  });

  it('keeps one asset on two campaigns apart, and the first adding of an asset added twice', async () => {
    const { event, given } = added();
    const other = stream<CampaignAssetEvent>('CampaignAssets-c2');
    await spec
      .given(given)
      .when([
        other('CampaignAssetAdded', { campaignId: 'c2', partnerId: 'p1', assetId: 'a1', name: 'logo.png' }, 3),
        event('CampaignAssetAdded', { campaignId: 'c1', partnerId: 'p1', assetId: 'a1', name: 'renamed.png' }, 4),
      ])
      .then(KEYS, [
        { campaign_id: 'c1', asset_id: 'a1', name: 'logo.png' },
        { campaign_id: 'c1', asset_id: 'a2', name: 'hero, "big".jpg' },
        { campaign_id: 'c2', asset_id: 'a1', name: 'logo.png' },
      ]);
  });

  it('takes a removed asset off its campaign only, whether or not it was deleted; an unknown one changes nothing', async () => {
    const { event, given } = added();
    const other = stream<CampaignAssetEvent>('CampaignAssets-c2');
    await spec
      .given([
        ...given,
        other('CampaignAssetAdded', { campaignId: 'c2', partnerId: 'p1', assetId: 'a1', name: 'logo.png' }, 3),
      ])
      .when([
        event('CampaignAssetRemoved', { campaignId: 'c1', assetId: 'a1', deleted: false }, 4),
        event('CampaignAssetRemoved', { campaignId: 'c1', assetId: 'a2', deleted: true }, 5),
        event('CampaignAssetRemoved', { campaignId: 'c1', assetId: 'a9', deleted: true }, 6),
      ])
      .then(KEYS, [{ campaign_id: 'c2', asset_id: 'a1', name: 'logo.png' }]);
  });

  it('adds a removed asset again as new', async () => {
    const { event, given } = added();
    await spec
      .given([...given, event('CampaignAssetRemoved', { campaignId: 'c1', assetId: 'a1', deleted: false }, 3)])
      .when([event('CampaignAssetAdded', { campaignId: 'c1', partnerId: 'p1', assetId: 'a1', name: 'logo-2.png' }, 7)])
      .then("SELECT asset_id, name, added_at FROM campaign_asset WHERE asset_id = 'a1'", [
        { asset_id: 'a1', name: 'logo-2.png', added_at: date(7) },
      ]);
  });
});
