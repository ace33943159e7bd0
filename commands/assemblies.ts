// Assemblies of a campaign (spec 2 §7 Assemblies, generate-variations, datasources live and update; issue 23 §2):
// import a datasource, delete one or all, make one the live datasource and update it, and start a generation of the
// variations, each a command on the campaign's stream `CampaignAssemblies-<campaignId>`. Every call first reaches the
// campaign (the assemblies tab's role group, partner, business nodes). A datasource is read against the templates of
// the campaign's trees, and judged with the campaign's platforms and audience rules (the limits); a refused call
// appends nothing. The variations themselves are made by assembly-variations.ts (at once, or by the workflow).
import {
  ASSEMBLY_ACCESS,
  CampaignAssembliesAggregate,
  decideAssemblies,
  iterationsOf,
  readDatasource,
  type AssemblyCommand,
  type AssemblyContent,
  type CampaignAssembliesState,
  type LimitFacts,
} from '../domain/assembly';
import { CampaignAudiencesAggregate, campaignRuleCount } from '../domain/audience';
import type { TreeFacts } from '../domain/personalise';
import type { TreeTemplate } from '../domain/personalise/fields';
import { reachableNodes } from './asset-scope';
import { assertGroup } from './authorization';
import { campaignInScope, scopedCampaign } from './campaigns';
import { eventContext, type CommandContext, type EventContext } from './context';
import type { CommandDeps } from './deps';
import { execute, latestState } from './execute';
import { newId } from './ids';
import type { CampaignRef } from './lookups';
import { treeFactsOf } from './personalise';
import { assertDatasourceMayDrive } from './variant-sources';

/** The campaign, once the caller may work on its assemblies. */
export const assemblyCampaign = (deps: CommandDeps, context: CommandContext, campaignId: string) =>
  scopedCampaign(deps.lookups, context.actor, campaignId, ASSEMBLY_ACCESS);

/** The campaign's trees, each with its templates (what a datasource's columns are read against). */
export async function campaignTrees(lookups: CommandDeps['lookups'], campaignId: string): Promise<TreeFacts[]> {
  return (await lookups.campaignTrees(campaignId)).map(treeFactsOf);
}

const templatesOf = (trees: readonly TreeFacts[]): TreeTemplate[] => trees.flatMap((tree) => tree.templates);

/**
 * The campaign's trees and what divides the limits (its platforms and its audiences' rule count), read side by side:
 * each is a round trip on the request that generates variations (issue 23 §5).
 */
async function treesAndLimits(
  deps: CommandDeps,
  on: EventContext,
  campaignId: string,
): Promise<{ trees: TreeFacts[]; limits: LimitFacts }> {
  const [trees, audiences] = await Promise.all([
    campaignTrees(deps.lookups, campaignId),
    latestState(deps.store, CampaignAudiencesAggregate, campaignId, on),
  ]);
  const limits = { platforms: [...new Set(trees.map((tree) => tree.platform))], rules: campaignRuleCount(audiences) };
  return { trees, limits };
}

export function onAssemblies(
  deps: CommandDeps,
  context: CommandContext,
  campaign: Pick<CampaignRef, 'id' | 'partnerId'>,
  command: AssemblyCommand,
) {
  return execute(deps.store, CampaignAssembliesAggregate, campaign.id, eventContext(context, campaign.partnerId), (s) =>
    decideAssemblies(command, s),
  );
}

/** A datasource table read for the campaign: its content and what the limits are judged with. */
async function datasourceOf(
  deps: CommandDeps,
  context: CommandContext,
  campaign: CampaignRef,
  file: { fileName: string; table: string[][] },
): Promise<{ content: AssemblyContent; limits: LimitFacts }> {
  const on = eventContext(context, campaign.partnerId);
  const { trees, limits } = await treesAndLimits(deps, on, campaign.id);
  await assertDatasourceMayDrive(
    deps,
    context,
    campaign,
    trees.map((tree) => tree.treeId),
  );
  const datasource = readDatasource(file.table, templatesOf(trees));
  const content = { fileName: file.fileName, columns: datasource.columns, permutations: iterationsOf(datasource) };
  return { content, limits };
}

export async function importAssembly(
  deps: CommandDeps,
  context: CommandContext,
  input: { campaignId: string; fileName: string; table: string[][] },
) {
  const campaign = await assemblyCampaign(deps, context, input.campaignId);
  const { content, limits } = await datasourceOf(deps, context, campaign, input);
  const assemblyId = newId();
  const command: AssemblyCommand = {
    type: 'ImportAssembly',
    campaignId: campaign.id,
    partnerId: campaign.partnerId,
    assemblyId,
    content,
    limits,
  };
  return { assemblyId, ...(await onAssemblies(deps, context, campaign, command)) };
}

export async function deleteAssembly(
  deps: CommandDeps,
  context: CommandContext,
  input: { campaignId: string; assemblyId: string },
) {
  const campaign = await assemblyCampaign(deps, context, input.campaignId);
  return onAssemblies(deps, context, campaign, { type: 'DeleteAssembly', ...input, campaignId: campaign.id });
}

export async function deleteAllAssemblies(deps: CommandDeps, context: CommandContext, campaignId: string) {
  const campaign = await assemblyCampaign(deps, context, campaignId);
  const result = await onAssemblies(deps, context, campaign, { type: 'DeleteAllAssemblies', campaignId });
  const deleted = result.events.reduce(
    (n, e) => n + (e.type === 'AllAssembliesDeleted' ? e.data.assemblyIds.length : 0),
    0,
  );
  return { ...result, deleted };
}

export async function setLiveDatasource(
  deps: CommandDeps,
  context: CommandContext,
  input: { campaignId: string; assemblyId: string },
) {
  const campaign = await assemblyCampaign(deps, context, input.campaignId);
  return onAssemblies(deps, context, campaign, { type: 'SetLiveDatasource', ...input, campaignId: campaign.id });
}

/** The live datasource's new content; the generation that follows makes only what changed. */
export async function updateLiveDatasource(
  deps: CommandDeps,
  context: CommandContext,
  input: { campaignId: string; fileName: string; table: string[][] },
) {
  const campaign = await assemblyCampaign(deps, context, input.campaignId);
  const { content, limits } = await datasourceOf(deps, context, campaign, input);
  return onAssemblies(deps, context, campaign, {
    type: 'UpdateLiveDatasource',
    campaignId: campaign.id,
    content,
    limits,
  });
}

/** What a generation workflow is given: the campaign and its trees' definitions (a workflow reads no read model). */
export interface GenerationTarget {
  campaignId: string;
  partnerId: string;
  generationId: string;
  trees: TreeFacts[];
}

/** A running generation's target again (the boot's reconciler): its campaign's trees as they are now. */
export async function generationTargetOf(
  lookups: CommandDeps['lookups'],
  generation: Omit<GenerationTarget, 'trees'>,
): Promise<GenerationTarget> {
  return { ...generation, trees: await campaignTrees(lookups, generation.campaignId) };
}

/** A generation about to start: what it is given, and its start, judged on the campaign's assemblies as read. */
export interface PlannedGeneration {
  target: GenerationTarget;
  start: Extract<AssemblyCommand, { type: 'StartGeneration' }>;
  assemblies: CampaignAssembliesState;
  /** The datasources' permutations: at most the rows each tree is given (equal permutations are made once). */
  rowsPerTree: number;
}

/**
 * Reads what a generation needs (the campaign's trees, audiences and assemblies) side by side with the campaign and
 * the caller's reach, once the caller's role group is checked, as a reader does (campaignInScope), and judges its start
 * (one at a time, within the limits as the audiences are now), appending nothing: a refused one makes nothing.
 */
export async function planGeneration(
  deps: CommandDeps,
  context: CommandContext,
  campaignId: string,
): Promise<PlannedGeneration> {
  assertGroup(context.actor, ASSEMBLY_ACCESS);
  // Reads only, each a round trip: what they find is used once the campaign is in the caller's scope.
  const reads = eventContext(context, null);
  const [found, reachable, { trees, limits }, assemblies] = await Promise.all([
    deps.lookups.campaign(campaignId),
    reachableNodes(deps.lookups, context.actor),
    treesAndLimits(deps, reads, campaignId),
    latestState(deps.store, CampaignAssembliesAggregate, campaignId, reads),
  ]);
  const campaign = campaignInScope(context.actor, found, reachable);
  const { id, partnerId } = campaign;
  const start = { type: 'StartGeneration', campaignId: id, partnerId, generationId: newId(), limits } as const;
  const rowsPerTree = decideAssemblies(start, assemblies).reduce(
    (n, e) => (e.type === 'VariationsGenerationStarted' ? e.data.total : n),
    0,
  );
  const target = { campaignId: id, partnerId, generationId: start.generationId, trees };
  return { target, start, assemblies, rowsPerTree };
}

/** A generation's start judged on the campaign's state, then `end` (if any) on the state the start left. */
export function decideStartAndEnd(
  start: PlannedGeneration['start'],
  end: AssemblyCommand | undefined,
  state: CampaignAssembliesState,
) {
  const started = decideAssemblies(start, state);
  if (!end) return started;
  return [...started, ...decideAssemblies(end, started.reduce(CampaignAssembliesAggregate.evolve, state))];
}

/**
 * Records a planned generation's start, judged again on the stream's latest state, and, for one made at once, its
 * end in the same append (`end`, decided on the state the start left).
 */
export function recordGeneration(
  deps: CommandDeps,
  context: CommandContext,
  { target, start }: PlannedGeneration,
  end?: AssemblyCommand,
) {
  const on = eventContext(context, target.partnerId);
  return execute(deps.store, CampaignAssembliesAggregate, target.campaignId, on, (state) =>
    decideStartAndEnd(start, end, state),
  );
}
