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

/** Refuses a feed into the (reached) campaign's trees when assemblies drive it (its type, or datasources it has). */
export async function assertFeedMayDrive(deps: CommandDeps, context: CommandContext, campaignId: string) {
  const campaign = await deps.lookups.campaign(campaignId);
  if (!campaign) throw DomainError.notFound(MESSAGES.entityNotFound);
  if (campaign.personalizationType === 'ASSEMBLY') throw DomainError.conflict(VARIANT_SOURCE_MESSAGES.feedIntoAssembly);
  const on = eventContext(context, campaign.partnerId);
  const assemblies = await latestState(deps.store, CampaignAssembliesAggregate, campaign.id, on);
  if (assemblies.assemblies.size > 0) throw DomainError.conflict(VARIANT_SOURCE_MESSAGES.feedBesideDatasource);
}

/** Refuses a datasource for the campaign when a feed drives one of its trees (a feed row not archived). */
export async function assertDatasourceMayDrive(
  deps: CommandDeps,
  context: CommandContext,
  campaign: Campaign,
  treeIds: readonly string[],
) {
  const on = eventContext(context, campaign.partnerId);
  for (const treeId of treeIds) {
    const tree = await latestState(deps.store, PersonaliseTreeAggregate, treeId, on);
    if (tree.feedKeys.some((entry, key) => !isAssemblyKey(key) && !entry.archived))
      throw DomainError.conflict(VARIANT_SOURCE_MESSAGES.datasourceBesideFeed);
  }
}
