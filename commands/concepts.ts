// Concepts (spec 1 §2.5, §4; spec 3 §3, §4, §6): the brief wizard's draft and submission, then the concept's
// status, archive and settings. Every role but the analyst reads concepts; every role but the reviewer and the
// analyst creates, briefs and archives them; settings are for top admins and the self-service group; status
// moves for the final approvers. Node scope is the assets' (commands/asset-scope.ts): top admins and the
// self-service admin reach the whole partner, everyone else the concepts on their nodes and below.
import { ASSET_NOT_FOUND } from '../domain/asset';
import {
  CONCEPT_ACCESS_DENIED,
  CONCEPT_NOT_FOUND,
  ConceptAggregate,
  decideConcept,
  type ConceptCommand,
  type ConceptStatus,
  type Lookups as BriefLookups,
} from '../domain/concept';
import { checkStoryboardTemplateApprover } from '../domain/concept/approvals';
import type { Brief, BriefAssets } from '../domain/concept/brief';
import { checkBriefAssetOwners, libraryAssetIds } from '../domain/concept/brief-asset-owners';
import { CONCEPT_ACCESS } from '../domain/concept/access';
import type { Group } from '../domain/roles';
import { DomainError, MESSAGES } from '../domain/shared/errors';
import { assertNodesAllowed, reachableNodes, scopedAsset } from './asset-scope';
import { assertGroup, assertPartnerScope } from './authorization';
import { eventContext, type CommandContext, type SignedInActor } from './context';
import type { CommandDeps } from './deps';
import { execute } from './execute';
import { newId } from './ids';
import type { Lookups } from './lookups';

export { CONCEPT_ACCESS };

/** The brief PATCH's statuses: a draft saved at its step, or the submission. */
export type BriefStatus = Extract<ConceptStatus, 'draft' | 'storyboardsProgress'>;

export interface ConceptSettings {
  name?: string;
  businessNodes?: string[];
  languages?: string[];
  /** A library asset of the partner; null resets it. */
  thumbnail?: string | null;
}

type ConceptRef = NonNullable<Awaited<ReturnType<Lookups['concept']>>>;

/** The concept, if the caller's group, partner and nodes reach it. */
export async function scopedConcept(
  lookups: Lookups,
  actor: SignedInActor,
  conceptId: string,
  group: Group = CONCEPT_ACCESS.read,
): Promise<ConceptRef> {
  assertGroup(actor, group);
  const [concept, reachable] = await Promise.all([lookups.concept(conceptId), reachableNodes(lookups, actor)]);
  if (!concept) throw DomainError.notFound(CONCEPT_NOT_FOUND);
  assertPartnerScope(actor, concept.partnerId, CONCEPT_ACCESS_DENIED);
  if (reachable !== null && !concept.businessNodes.some((n) => reachable.includes(n)))
    throw DomainError.notAllowed(MESSAGES.businessNodeAccessDenied);
  return concept;
}

/** The domain's questions: is the name another concept's of the partner, and which named nodes may the user pick (the
 * partner's, in reach). */
async function briefLookups(
  lookups: Lookups,
  actor: SignedInActor,
  partnerId: string,
  input: { name?: string; nodeIds: string[]; conceptId?: string },
): Promise<BriefLookups> {
  const nameTaken =
    input.name !== undefined && (await lookups.conceptNameTaken(partnerId, input.name.trimEnd(), input.conceptId));
  const own = await lookups.partnerNodes(partnerId, input.nodeIds);
  const reachable = await reachableNodes(lookups, actor);
  return { nameTaken, allowedNodeIds: reachable === null ? own : own.filter((n) => reachable.includes(n)) };
}

/** A brief names only assets of its concept's partner (domain/concept/brief-asset-owners.ts). */
async function checkAssetOwners(lookups: Lookups, partnerId: string, assets: BriefAssets): Promise<void> {
  const ids = libraryAssetIds(assets);
  if (ids.length > 0) checkBriefAssetOwners(assets, await lookups.foreignAssets(partnerId, ids));
}

function onConcept(
  deps: CommandDeps,
  context: CommandContext,
  concept: Pick<ConceptRef, 'id' | 'partnerId'>,
  command: ConceptCommand,
) {
  return execute(deps.store, ConceptAggregate, concept.id, eventContext(context, concept.partnerId), (state) =>
    decideConcept(command, state),
  );
}

export async function createConcept(deps: CommandDeps, context: CommandContext, partnerId: string, brief: Brief) {
  assertGroup(context.actor, CONCEPT_ACCESS.edit);
  assertPartnerScope(context.actor, partnerId);
  if (!(await deps.lookups.partnerExists(partnerId))) throw DomainError.notFound(MESSAGES.partnerNotFound);
  await checkAssetOwners(deps.lookups, partnerId, brief.assets);
  const conceptId = newId();
  const found = await briefLookups(deps.lookups, context.actor, partnerId, {
    name: brief.intro.name,
    nodeIds: brief.intro.businessNodes,
  });
  const command: ConceptCommand = {
    type: 'CreateConcept',
    conceptId,
    partnerId,
    createdBy: context.actor.userId,
    brief,
    ...found,
  };
  return { conceptId, ...(await onConcept(deps, context, { id: conceptId, partnerId }, command)) };
}

/** PATCH …/brief: a draft is saved at its step; storyboardsProgress submits the brief, which every step must then pass.
 * */
export async function saveBrief(
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  brief: Brief,
  status: BriefStatus,
) {
  const concept = await scopedConcept(deps.lookups, context.actor, conceptId, CONCEPT_ACCESS.edit);
  await checkAssetOwners(deps.lookups, concept.partnerId, brief.assets);
  const found = await briefLookups(deps.lookups, context.actor, concept.partnerId, {
    name: brief.intro.name,
    nodeIds: brief.intro.businessNodes,
    conceptId,
  });
  const command: ConceptCommand =
    status === 'draft'
      ? { type: 'SaveBriefDraft', brief, ...found }
      : {
          type: 'SubmitBrief',
          brief,
          submittedBy: context.actor.userId,
          submittedAt: context.now().toISOString(),
          ...found,
        };
  return onConcept(deps, context, concept, command);
}

export async function changeBriefAssets(
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  assets: BriefAssets,
) {
  const concept = await scopedConcept(deps.lookups, context.actor, conceptId, CONCEPT_ACCESS.edit);
  await checkAssetOwners(deps.lookups, concept.partnerId, assets);
  return onConcept(deps, context, concept, { type: 'ChangeBriefAssets', assets });
}

/** Storyboards and templates move the concept on: the final approvers move it (domain/concept/approvals.ts). */
export async function changeConceptStatus(
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  status: ConceptStatus,
) {
  checkStoryboardTemplateApprover(context.actor.role);
  const concept = await scopedConcept(deps.lookups, context.actor, conceptId);
  return onConcept(deps, context, concept, { type: 'ChangeConceptStatus', status });
}

export async function setConceptArchived(
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  archived: boolean,
) {
  const concept = await scopedConcept(deps.lookups, context.actor, conceptId, CONCEPT_ACCESS.edit);
  return onConcept(deps, context, concept, { type: 'SetConceptArchived', archived });
}

export async function changeConceptSettings(
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  settings: ConceptSettings,
) {
  const concept = await scopedConcept(deps.lookups, context.actor, conceptId, CONCEPT_ACCESS.settings);
  if (typeof settings.thumbnail === 'string') {
    const image = await scopedAsset(deps.lookups, context.actor, settings.thumbnail);
    if (image.partnerId !== concept.partnerId) throw DomainError.notFound(ASSET_NOT_FOUND);
  }
  const found = await briefLookups(deps.lookups, context.actor, concept.partnerId, {
    name: settings.name,
    nodeIds: settings.businessNodes ?? [],
    conceptId,
  });
  return onConcept(deps, context, concept, { type: 'ChangeConceptDetails', ...settings, ...found });
}

/** Additional nodes are checked as an asset's are; the markets by the domain, as the Details step's. */
export async function setConceptBusinessNodes(
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  input: { businessNodes: string[]; additionalNodes: string[] },
) {
  const concept = await scopedConcept(deps.lookups, context.actor, conceptId, CONCEPT_ACCESS.settings);
  await assertNodesAllowed(deps.lookups, context.actor, concept.partnerId, input.additionalNodes);
  const { allowedNodeIds } = await briefLookups(deps.lookups, context.actor, concept.partnerId, {
    nodeIds: input.businessNodes,
  });
  return onConcept(deps, context, concept, { type: 'SetConceptBusinessNodes', ...input, allowedNodeIds });
}
