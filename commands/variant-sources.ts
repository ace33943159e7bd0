// One source drives a campaign's generated variants (issue 23; spec 2 §3 personalisation types): an ASSEMBLY
// campaign's come from its assemblies (datasources → generate-variations), a decision-tree campaign's trees take feeds.
// Both write feed rows into the same trees, and each re-import archives the rows it did not make, so they would undo
// each other: a feed into a tree of an ASSEMBLY campaign, or of a campaign with datasources, is refused, and so is a
// datasource for a campaign a feed already drives one of whose trees. A 409 before anything is read or written.
import { CampaignAssembliesAggregate, isAssemblyKey, VARIANT_SOURCE_MESSAGES } from '../domain/assembly';
import { PersonaliseTreeAggregate } from '../domain/personalise';
import { DomainError, MESSAGES } from '../domain/shared/errors';
import type { CommandContext } from './context';
import { eventContext } from './context';
import type { CommandDeps } from './deps';
import { latestState } from './execute';
import type { CampaignRef } from './lookups';

type Campaign = Pick<CampaignRef, 'id' | 'partnerId' | 'personalizationType'>;
type Reads = Pick<CommandDeps, 'store' | 'lookups'>;

/** Why a feed may not drive the campaign's trees (its type, or datasources it has), or null when it may. */
export async function feedRefusal(deps: Reads, context: CommandContext, campaign: Campaign): Promise<string | null> {
  if (campaign.personalizationType === 'ASSEMBLY') return VARIANT_SOURCE_MESSAGES.feedIntoAssembly;
  const on = eventContext(context, campaign.partnerId);
  const assemblies = await latestState(deps.store, CampaignAssembliesAggregate, campaign.id, on);
  return assemblies.assemblies.size > 0 ? VARIANT_SOURCE_MESSAGES.feedBesideDatasource : null;
}

/** Why a datasource may not drive the campaign (a feed row, not archived, in one of its trees), or null. */
export async function datasourceRefusal(
  deps: Reads,
  context: CommandContext,
  campaign: Campaign,
  treeIds: readonly string[],
): Promise<string | null> {
  const on = eventContext(context, campaign.partnerId);
  for (const treeId of treeIds) {
    const tree = await latestState(deps.store, PersonaliseTreeAggregate, treeId, on);
    if (tree.feedKeys.some((entry, key) => !isAssemblyKey(key) && !entry.archived))
      return VARIANT_SOURCE_MESSAGES.datasourceBesideFeed;
  }
  return null;
}

/** Refuses (409) a feed into the reached campaign's trees when assemblies drive it. */
export async function assertFeedMayDrive(deps: Reads, context: CommandContext, campaignId: string) {
  const campaign = await deps.lookups.campaign(campaignId);
  if (!campaign) throw DomainError.notFound(MESSAGES.entityNotFound);
  const refusal = await feedRefusal(deps, context, campaign);
  if (refusal) throw DomainError.conflict(refusal);
}

/** Refuses (409) a datasource for the campaign when a feed drives one of its trees. */
export async function assertDatasourceMayDrive(
  deps: Reads,
  context: CommandContext,
  campaign: Campaign,
  treeIds: readonly string[],
) {
  const refusal = await datasourceRefusal(deps, context, campaign, treeIds);
  if (refusal) throw DomainError.conflict(refusal);
}
