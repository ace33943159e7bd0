// Campaign assets (spec 1 §7): POST /campaigns/{id}/template-assets uploads files for the campaign's templates as
// library uploads on the campaign's markets and lists them on `CampaignAssets-<campaignId>`; DELETE
// .../campaign-assets/{assetId} takes one off the campaign (the library keeps it), DELETE .../assets/{assetId} also
// archives it in the library. For the personalise roles (CAMPAIGN_ACCESS.personalise) on a campaign in their partner
// and reach. An asset a variant of the campaign shows is not taken off: 'Delete failed, entity in use'.
import { CAMPAIGN_ACCESS } from '../domain/campaign/access';
import { CampaignAssetsAggregate, decideCampaignAssets, type CampaignAssetCommand } from '../domain/campaign-asset';
import { ASSET_NOT_READY } from '../domain/asset';
import { isFinished } from '../domain/asset/state';
import { DomainError } from '../domain/shared/errors';
import { assertAssetCommand, authorizeUpload, loadAsset, requestUploads, setAssetArchived } from './assets';
import type { UploadRequest } from './assets';
import { scopedCampaign } from './campaigns';
import { eventContext, type CommandContext } from './context';
import type { CommandDeps } from './deps';
import { execute, latestState } from './execute';
import type { CampaignRef } from './lookups';

/** What the campaign asset commands read beyond the streams. */
export interface CampaignAssetReads {
  /** Whether a variant of the campaign shows the asset in one of its elements. */
  assetInUse(campaignId: string, assetId: string): Promise<boolean>;
}

/** The campaign, once the caller may work on its assets (the personalise roles). */
export const assetCampaign = (deps: CommandDeps, context: CommandContext, campaignId: string) =>
  scopedCampaign(deps.lookups, context.actor, campaignId, CAMPAIGN_ACCESS.personalise);

function onCampaignAssets(
  deps: CommandDeps,
  context: CommandContext,
  campaign: CampaignRef,
  command: CampaignAssetCommand,
) {
  return execute(deps.store, CampaignAssetsAggregate, campaign.id, eventContext(context, campaign.partnerId), (s) =>
    decideCampaignAssets(command, s),
  );
}

/** Before the files are read: whether the caller may upload for this campaign at all. */
export async function authorizeTemplateAssets(deps: CommandDeps, context: CommandContext, campaignId: string) {
  const campaign = await assetCampaign(deps, context, campaignId);
  await authorizeUpload(deps, context, campaign.partnerId, campaign.businessNodes, null);
  return campaign;
}

/** Records the uploads (already staged) on the campaign's markets, then lists them on the campaign. */
export async function addTemplateAssets(
  deps: CommandDeps,
  context: CommandContext,
  campaign: CampaignRef,
  uploads: Omit<UploadRequest, 'businessNodes' | 'parentId' | 'unzip'>[],
) {
  const onMarkets = uploads.map((u) => ({
    ...u,
    businessNodes: campaign.businessNodes,
    parentId: null,
    unzip: false,
  }));
  await requestUploads(deps, context, campaign.partnerId, onMarkets);
  let position: number | null = null;
  for (const upload of uploads) {
    const result = await onCampaignAssets(deps, context, campaign, {
      type: 'AddCampaignAsset',
      campaignId: campaign.id,
      partnerId: campaign.partnerId,
      assetId: upload.assetId,
      name: upload.name,
    });
    position = result.position ?? position;
  }
  return { position };
}

/** Takes the asset off the campaign; with `deleted`, also archives it in the library when it became one. */
export async function removeCampaignAsset(
  deps: CommandDeps,
  context: CommandContext,
  reads: CampaignAssetReads,
  input: { campaignId: string; assetId: string; deleted: boolean },
) {
  const campaign = await assetCampaign(deps, context, input.campaignId);
  const command: CampaignAssetCommand = {
    type: 'RemoveCampaignAsset',
    campaignId: campaign.id,
    assetId: input.assetId,
    deleted: input.deleted,
    inUse: await reads.assetInUse(campaign.id, input.assetId),
  };
  if (!input.deleted) return onCampaignAssets(deps, context, campaign, command);
  // Everything is checked before the first append: the campaign's list, then the library asset.
  const readContext = eventContext(context, campaign.partnerId);
  decideCampaignAssets(command, await latestState(deps.store, CampaignAssetsAggregate, campaign.id, readContext));
  const asset = await loadAsset(deps, input.assetId);
  if (asset.status !== 'none' && !isFinished(asset.status)) throw DomainError.unprocessable(ASSET_NOT_READY);
  const archive = asset.status === 'DONE';
  if (archive) await assertAssetCommand(deps, context, input.assetId, { type: 'SetArchived', archived: true });
  const removed = await onCampaignAssets(deps, context, campaign, command);
  if (!archive) return removed;
  return setAssetArchived(deps, context, input.assetId, true);
}
