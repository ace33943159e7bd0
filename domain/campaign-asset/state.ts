import type { CampaignAssetEvent } from './events';

export interface CampaignAssetsState {
  /** Unset until the stream's first event. */
  partnerId: string | null;
  assetIds: ReadonlySet<string>;
}

export const initialCampaignAssetsState = (): CampaignAssetsState => ({ partnerId: null, assetIds: new Set() });

export function evolveCampaignAssets(state: CampaignAssetsState, event: CampaignAssetEvent): CampaignAssetsState {
  const assetIds = new Set(state.assetIds);
  switch (event.type) {
    case 'CampaignAssetAdded':
      assetIds.add(event.data.assetId);
      return { partnerId: event.data.partnerId, assetIds };
    case 'CampaignAssetRemoved':
      assetIds.delete(event.data.assetId);
      return { ...state, assetIds };
  }
}
