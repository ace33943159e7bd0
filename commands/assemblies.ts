// Assemblies of a campaign (spec 2 §7 Assemblies, generate-variations, datasources live and update; issue 23 §2):
// import a datasource, delete one or all, make one the live datasource and update it, and start a generation of the
// variations, each a command on the campaign's stream `CampaignAssemblies-<campaignId>`. Every call first reaches the
// campaign (the assemblies tab's role group, partner, business nodes). A datasource is read against the templates of
// the campaign's trees, and judged with the campaign's platforms and audience rules (the limits); a refused call
// appends nothing. The variations themselves are made by the generation workflow (assembly-variations.ts).
import {
  ASSEMBLY_ACCESS,
  CampaignAssembliesAggregate,
  decideAssemblies,
  iterationsOf,
  readDatasource,
  type AssemblyCommand,
  type AssemblyContent,
  type LimitFacts,
} from '../domain/assembly';
import { CampaignAudiencesAggregate, campaignRuleCount } from '../domain/audience';
import type { TreeFacts } from '../domain/personalise';
import type { TreeTemplate } from '../domain/personalise/fields';
import { scopedCampaign } from './campaigns';
import { eventContext, type CommandContext } from './context';
import type { CommandDeps } from './deps';
import { execute, latestState } from './execute';
import { newId } from './ids';
import type { CampaignRef } from './lookups';
import { campaignTree } from './personalise';
import { assertDatasourceMayDrive } from './variant-sources';

/** The campaign, once the caller may work on its assemblies. */
export const assemblyCampaign = (deps: CommandDeps, context: CommandContext, campaignId: string) =>
  scopedCampaign(deps.lookups, context.actor, campaignId, ASSEMBLY_ACCESS);

/** The campaign's trees, each with its templates (what a datasource's columns are read against). */
export async function campaignTrees(lookups: CommandDeps['lookups'], campaignId: string): Promise<TreeFacts[]> {
  const treeIds = await lookups.campaignTreeIds(campaignId);
  return Promise.all(treeIds.map((treeId) => campaignTree(lookups, campaignId, treeId)));
}

const templatesOf = (trees: readonly TreeFacts[]): TreeTemplate[] => trees.flatMap((tree) => tree.templates);

/**
 * The campaign's trees and what divides the limits (its platforms and its audiences' rule count), read side by side:
 * each is a round trip on the request that generates variations (issue 23 §5).
 */
async function treesAndLimits(
  deps: CommandDeps,
  context: CommandContext,
  campaign: CampaignRef,
): Promise<{ trees: TreeFacts[]; limits: LimitFacts }> {
  const on = eventContext(context, campaign.partnerId);
  const [trees, audiences] = await Promise.all([
    campaignTrees(deps.lookups, campaign.id),
    latestState(deps.store, CampaignAudiencesAggregate, campaign.id, on),
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
  const { trees, limits } = await treesAndLimits(deps, context, campaign);
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

/** Records the start of a generation (one at a time, within the limits as the audiences are now). */
export async function startGeneration(
  deps: CommandDeps,
  context: CommandContext,
  campaignId: string,
): Promise<{ target: GenerationTarget; rowsPerTree: number; position: number | null }> {
  const campaign = await assemblyCampaign(deps, context, campaignId);
  const { trees, limits } = await treesAndLimits(deps, context, campaign);
  const generationId = newId();
  const { position, events } = await onAssemblies(deps, context, campaign, {
    type: 'StartGeneration',
    campaignId: campaign.id,
    partnerId: campaign.partnerId,
    generationId,
    limits,
  });
  // The datasources' permutations: at most the rows each tree is given (equal permutations are made once).
  const rowsPerTree = events.reduce((n, e) => (e.type === 'VariationsGenerationStarted' ? e.data.total : n), 0);
  const target = { campaignId: campaign.id, partnerId: campaign.partnerId, generationId, trees };
  return { target, rowsPerTree, position };
}
