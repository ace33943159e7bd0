import type { CampaignAssetEvent } from './events';
import { evolveCampaignAssets, initialCampaignAssetsState, type CampaignAssetsState } from './state';

export * from './events';
export * from './state';
export * from './decide';

/** Stream `CampaignAssets-<campaignId>`: the assets uploaded for one campaign's templates. */
export const CampaignAssetsAggregate = {
  streamPrefix: 'CampaignAssets',
  initialState: initialCampaignAssetsState,
  evolve: evolveCampaignAssets,
} satisfies {
  streamPrefix: string;
  initialState(): CampaignAssetsState;
  evolve(s: CampaignAssetsState, e: CampaignAssetEvent): CampaignAssetsState;
};
