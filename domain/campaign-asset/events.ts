// One stream per campaign, `CampaignAssets-<campaignId>`: the files uploaded for the campaign's templates
// (POST /campaigns/{id}/template-assets, spec 1 §7). Each is a library asset of the campaign's partner on the
// campaign's markets; the campaign keeps the list of its own so the personalise screen can offer them first.
export type CampaignAssetAdded = {
  type: 'CampaignAssetAdded';
  data: { campaignId: string; partnerId: string; assetId: string; name: string };
};
/** Taken off the campaign; `deleted` when the library asset was archived with it (DELETE .../assets/{assetId}). */
export type CampaignAssetRemoved = {
  type: 'CampaignAssetRemoved';
  data: { campaignId: string; assetId: string; deleted: boolean };
};

export type CampaignAssetEvent = CampaignAssetAdded | CampaignAssetRemoved;
