// Campaigns (spec 2 §3, §4 "Campaign", §6; spec 3 §6, §9): created from a ready concept with its templates, then
// settings, the qa flag, archive, restore and delete. Everyone but the analyst reads campaigns; the campaign creators
// (not the reviewer, not the analyst) create and change them, the MANAGER only the basic settings; the qa flag is for
// top admins and the self-service group. Node scope is the assets' (commands/asset-scope.ts): below the self-service
// admin, only campaigns with a market in the user's reach.
import {
  CampaignAggregate,
  CAMPAIGN_ACCESS_DENIED,
  CAMPAIGN_NOT_FOUND,
  decideCampaign,
  type CampaignCommand,
} from '../domain/campaign';
import { CAMPAIGN_ACCESS, maySendSettings } from '../domain/campaign/access';
import { CONCEPT_ARCHIVED, CONCEPT_NOT_READY, TEMPLATE_ARCHIVED } from '../domain/campaign/messages';
import { treesOf, type CampaignTemplate, type Platform } from '../domain/campaign/platforms';
import type { CampaignSettings } from '../domain/campaign/events';
import { CONCEPT_NOT_FOUND } from '../domain/concept';
import {
  CONCEPTS_ONLY_MESSAGE,
  confinedToConcepts,
  isTopAdmin,
  WRONG_ROLES_MESSAGE,
  type Group,
} from '../domain/roles';
import { DomainError } from '../domain/shared/errors';
import { TEMPLATE_NOT_FOUND } from '../domain/template';
import { assertNodesAllowed, reachableNodes } from './asset-scope';
import { assertGroup, assertPartnerScope } from './authorization';
import { scopedConcept } from './concepts';
import { eventContext, type CommandContext, type SignedInActor } from './context';
import type { CommandDeps } from './deps';
import { execute } from './execute';
import { newId } from './ids';
import type { CampaignRef, Lookups } from './lookups';
import { isoDateIn } from '../domain/shared/dates';

export { CAMPAIGN_ACCESS };

export interface NewCampaign extends CampaignSettings {
  /** Top admins may name it; it must be the concept's partner. */
  partnerId?: string;
  conceptId: string;
  platforms: Platform[];
  templateIds: string[];
}

/**
 * The campaign, if the caller's group, partner and nodes reach it; unknown and deleted campaigns are not found.
 * Concept-only users are refused every campaign (the gate refuses them /campaigns routes too:
 * api/auth/concept-only.ts).
 */
export async function scopedCampaign(
  lookups: Lookups,
  actor: SignedInActor,
  campaignId: string,
  group: Group = CAMPAIGN_ACCESS.read,
): Promise<CampaignRef> {
  assertGroup(actor, group);
  const [campaign, reachable] = await Promise.all([lookups.campaign(campaignId), reachableNodes(lookups, actor)]);
  return campaignInScope(actor, campaign, reachable);
}

/**
 * The campaign, if the actor's partner and reach (`reachable`: reachableNodes' answer) may see it; else its 404, or 403
 * 'Access to the Campaign denied' (spec 3 §8: the one campaign asked for; lists of campaigns, as the analyze filters
 * take, answer WRONG_CAMPAIGNS instead: commands/analyze-access.ts).
 * For readers that fetch the campaign together with what they read (api/routes/personalise/view.ts), once the
 * actor's role group has been checked.
 */
export function campaignInScope<C extends Pick<CampaignRef, 'partnerId' | 'businessNodes' | 'deleted'>>(
  actor: SignedInActor,
  campaign: C | null,
  reachable: string[] | null,
): C {
  // Before "not found", so a concept-only user learns nothing of which campaigns exist.
  if (confinedToConcepts(actor)) throw DomainError.notAllowed(CONCEPTS_ONLY_MESSAGE);
  if (!campaign || campaign.deleted) throw DomainError.notFound(CAMPAIGN_NOT_FOUND);
  if (!isTopAdmin(actor.role) && actor.partnerId !== campaign.partnerId)
    throw DomainError.notAllowed(CAMPAIGN_ACCESS_DENIED);
  if (reachable !== null && !campaign.businessNodes.some((n) => reachable.includes(n)))
    throw DomainError.notAllowed(CAMPAIGN_ACCESS_DENIED);
  return campaign;
}

/** Today in the caller's time zone: a flight may start on the user's today even where UTC's is already tomorrow. */
const today = (context: CommandContext) => isoDateIn(context.now(), context.timeZone ?? null);

function onCampaign(
  deps: CommandDeps,
  context: CommandContext,
  campaign: Pick<CampaignRef, 'id' | 'partnerId'>,
  command: CampaignCommand,
) {
  return execute(deps.store, CampaignAggregate, campaign.id, eventContext(context, campaign.partnerId), (state) =>
    decideCampaign(command, state),
  );
}

/** The chosen versions, each of the concept and not archived, as the campaign records them. */
async function chosenTemplates(
  lookups: Lookups,
  conceptId: string,
  templateIds: string[],
): Promise<CampaignTemplate[]> {
  const asked = [...new Set(templateIds)];
  const found = await lookups.templateVersions(asked);
  if (found.length !== asked.length || found.some((t) => t.conceptId !== conceptId))
    throw DomainError.notFound(TEMPLATE_NOT_FOUND);
  if (found.some((t) => t.archived)) throw DomainError.unprocessable(TEMPLATE_ARCHIVED, { field: 'templateIds' });
  return found.map(({ templateId, name, size, version, kind, suitableChannels }) => ({
    templateId,
    name,
    size,
    version,
    kind,
    suitableChannels,
  }));
}

export async function createCampaign(deps: CommandDeps, context: CommandContext, input: NewCampaign) {
  const { actor } = context;
  assertGroup(actor, CAMPAIGN_ACCESS.edit);
  if (input.partnerId !== undefined) assertPartnerScope(actor, input.partnerId);
  const concept = await scopedConcept(deps.lookups, actor, input.conceptId, CAMPAIGN_ACCESS.edit);
  if (input.partnerId !== undefined && input.partnerId !== concept.partnerId)
    throw DomainError.notFound(CONCEPT_NOT_FOUND);
  const status = await deps.lookups.conceptStatus(concept.id);
  if (status?.archived) throw DomainError.unprocessable(CONCEPT_ARCHIVED);
  if (status?.status !== 'ready') throw DomainError.unprocessable(CONCEPT_NOT_READY);
  const templates = await chosenTemplates(deps.lookups, concept.id, input.templateIds);
  const { partnerId } = concept;
  await assertNodesAllowed(deps.lookups, actor, partnerId, input.businessNodes);
  const campaignId = newId();
  const command: CampaignCommand = {
    type: 'CreateCampaign',
    campaignId,
    partnerId,
    conceptId: concept.id,
    name: input.name,
    businessNodes: input.businessNodes,
    platforms: input.platforms,
    templates,
    trees: treesOf(input.platforms, templates, newId),
    flightStart: input.flightStart,
    flightEnd: input.flightEnd,
    createdBy: actor.userId,
    createdAt: context.now().toISOString(),
    nameTaken: await deps.lookups.campaignNameTaken(partnerId, input.name.trimEnd()),
    today: today(context),
  };
  return { campaignId, ...(await onCampaign(deps, context, { id: campaignId, partnerId }, command)) };
}

/** Basic settings for every campaign creator, markets (advanced) not for the MANAGER; markets the user adds must be in
 * reach. */
export async function changeCampaignSettings(
  deps: CommandDeps,
  context: CommandContext,
  campaignId: string,
  settings: Partial<CampaignSettings>,
) {
  const campaign = await scopedCampaign(deps.lookups, context.actor, campaignId, CAMPAIGN_ACCESS.edit);
  if (!maySendSettings(context.actor.role, settings)) throw DomainError.notAllowed(WRONG_ROLES_MESSAGE);
  const added = (settings.businessNodes ?? []).filter((n) => !campaign.businessNodes.includes(n));
  await assertNodesAllowed(deps.lookups, context.actor, campaign.partnerId, added);
  const command: CampaignCommand = {
    type: 'ChangeCampaignSettings',
    ...settings,
    nameTaken:
      settings.name !== undefined &&
      (await deps.lookups.campaignNameTaken(campaign.partnerId, settings.name.trimEnd(), campaign.id)),
    hasSelectedAssets:
      settings.businessNodes !== undefined && (await deps.lookups.campaignHasSelectedAssets(campaign.id)),
    today: today(context),
  };
  return onCampaign(deps, context, campaign, command);
}

/** The qa flag: top admins and the self-service group. */
export async function setCampaignLocked(
  deps: CommandDeps,
  context: CommandContext,
  campaignId: string,
  locked: boolean,
) {
  const campaign = await scopedCampaign(deps.lookups, context.actor, campaignId, CAMPAIGN_ACCESS.qa);
  return onCampaign(deps, context, campaign, { type: locked ? 'LockCampaign' : 'UnlockCampaign' });
}

export async function setCampaignArchived(
  deps: CommandDeps,
  context: CommandContext,
  campaignId: string,
  archived: boolean,
) {
  const campaign = await scopedCampaign(deps.lookups, context.actor, campaignId, CAMPAIGN_ACCESS.edit);
  return onCampaign(deps, context, campaign, { type: archived ? 'ArchiveCampaign' : 'RestoreCampaign' });
}

export async function deleteCampaign(deps: CommandDeps, context: CommandContext, campaignId: string) {
  const campaign = await scopedCampaign(deps.lookups, context.actor, campaignId, CAMPAIGN_ACCESS.edit);
  return onCampaign(deps, context, campaign, { type: 'DeleteCampaign' });
}
