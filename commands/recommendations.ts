// Asset recommendations (spec 1 §7; issue 23 §4): feedback on a recommended library asset, and choosing
// recommendations for a brief, each on the asset's own stream `AssetRecommendation-<assetId>`. The asset must be one
// the caller may see (commands/asset-scope.ts) and a finished, not archived library asset of the partner; the nodes
// named must be the partner's and in the caller's reach. Everything is checked before the first append.
import { ASSET_NOT_FOUND } from '../domain/asset';
import {
  decideRecommendation,
  RecommendationAggregate,
  type RecommendationCommand,
  type RecommendationFeedback,
} from '../domain/recommendation';
import { DomainError } from '../domain/shared/errors';
import { assertNodesAllowed, scopedAsset } from './asset-scope';
import { eventContext, type CommandContext } from './context';
import type { CommandDeps } from './deps';
import { execute } from './execute';
import type { AssetRef } from './lookups';

/** What the recommendation commands read beyond the streams. */
export interface RecommendationReads {
  /** Whether the asset is a finished library asset that is not archived. */
  inLibrary(assetId: string): Promise<boolean>;
}

/** The asset, once the caller may see it in the partner's library; another partner's or a missing one is 404. */
async function recommendable(
  deps: CommandDeps,
  context: CommandContext,
  reads: RecommendationReads,
  assetId: string,
  partnerId: string | null,
): Promise<AssetRef> {
  const asset = await scopedAsset(deps.lookups, context.actor, assetId);
  if ((partnerId !== null && asset.partnerId !== partnerId) || !(await reads.inLibrary(assetId)))
    throw DomainError.notFound(ASSET_NOT_FOUND);
  return asset;
}

const onRecommendation = (deps: CommandDeps, context: CommandContext, command: RecommendationCommand) =>
  execute(deps.store, RecommendationAggregate, command.assetId, eventContext(context, command.partnerId), (s) =>
    decideRecommendation(command, s),
  );

/** A thumbs up or down on a recommended asset: the caller's vote, replacing their earlier one. */
export async function giveRecommendationFeedback(
  deps: CommandDeps,
  context: CommandContext,
  reads: RecommendationReads,
  input: { assetId: string; feedback: RecommendationFeedback },
) {
  const asset = await recommendable(deps, context, reads, input.assetId, null);
  return onRecommendation(deps, context, {
    type: 'GiveFeedback',
    assetId: asset.id,
    partnerId: asset.partnerId,
    userId: context.actor.userId,
    feedback: input.feedback,
  });
}

/** Records the chosen recommendations for a brief on the nodes named; answers the assets, in the order given. */
export async function chooseRecommendations(
  deps: CommandDeps,
  context: CommandContext,
  reads: RecommendationReads,
  input: { partnerId: string; assetIds: string[]; nodeIds: string[] },
) {
  await assertNodesAllowed(deps.lookups, context.actor, input.partnerId, input.nodeIds);
  const assets: AssetRef[] = [];
  for (const id of new Set(input.assetIds)) assets.push(await recommendable(deps, context, reads, id, input.partnerId));
  const { position } = await recordChosenAssets(deps, context, { ...input, assetIds: assets.map((a) => a.id) });
  return { position, assets };
}

/**
 * Records the assets as chosen for a brief on the nodes named, so the recommendations learn from it (its choices count
 * in its score and its reason): those chosen from the recommendations (chooseRecommendations, after its checks), and
 * library uploads made from one (create-single-files-from-urls with isFromRecommendation; the caller has just
 * requested them in the partner, on those nodes, checked there).
 */
export async function recordChosenAssets(
  deps: CommandDeps,
  context: CommandContext,
  input: { partnerId: string; assetIds: string[]; nodeIds: string[] },
) {
  let position: number | null = null;
  for (const assetId of input.assetIds) {
    const result = await onRecommendation(deps, context, {
      type: 'ChooseRecommendation',
      assetId,
      partnerId: input.partnerId,
      userId: context.actor.userId,
      nodeIds: input.nodeIds,
    });
    position = result.position ?? position;
  }
  return { position };
}
