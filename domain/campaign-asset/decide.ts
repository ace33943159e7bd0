// Campaign assets (spec 1 §7): added when uploaded for the campaign, removed (or deleted with the library asset)
// only while no variant of the campaign shows them: 'Delete failed, entity in use' (spec 3 §8) otherwise.
import { ASSET_NOT_FOUND } from '../asset';
import { DomainError, MESSAGES } from '../shared/errors';
import type { CampaignAssetEvent } from './events';
import type { CampaignAssetsState } from './state';

export type CampaignAssetCommand =
  | { type: 'AddCampaignAsset'; campaignId: string; partnerId: string; assetId: string; name: string }
  | { type: 'RemoveCampaignAsset'; campaignId: string; assetId: string; deleted: boolean; inUse: boolean };

export function decideCampaignAssets(command: CampaignAssetCommand, state: CampaignAssetsState): CampaignAssetEvent[] {
  switch (command.type) {
    case 'AddCampaignAsset': {
      if (state.assetIds.has(command.assetId)) return [];
      const { campaignId, partnerId, assetId, name } = command;
      return [{ type: 'CampaignAssetAdded', data: { campaignId, partnerId, assetId, name } }];
    }
    case 'RemoveCampaignAsset': {
      if (!state.assetIds.has(command.assetId)) throw DomainError.notFound(ASSET_NOT_FOUND);
      if (command.inUse) throw DomainError.conflict(MESSAGES.deleteInUse);
      const { campaignId, assetId, deleted } = command;
      return [{ type: 'CampaignAssetRemoved', data: { campaignId, assetId, deleted } }];
    }
  }
}
