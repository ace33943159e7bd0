// The generation of a campaign's assembly variations (spec 2 §7 generate-variations; issue 23 §2), step by step for
// its workflow (workflows/assembly/): each tree in turn takes every permutation of the campaign's datasources as a
// variant (domain/assembly/variations.ts), planned on the tree's latest state as a feed is (feedPlan: NEW, UPDATE,
// ARCHIVE, unchanged rows append nothing, so an approved variation whose content did not change keeps its approval)
// and applied in parts, one append each, the generation's progress recorded after each part. A step taken again (a
// retried activity) plans again on the latest state and so does nothing twice. Only assembly keys are archived: a
// tree's feed rows are the feed's.
import {
  ASSEMBLY_COLUMNS,
  CampaignAssembliesAggregate,
  campaignPermutations,
  decideAssemblies,
  isAssemblyKey,
  variationRows,
  type AssemblyCommand,
  type GenerationCounts,
} from '../domain/assembly';
import {
  decidePersonalise,
  feedPlan,
  PersonaliseTreeAggregate,
  treeStart,
  type PersonaliseCommand,
  type TreeFacts,
} from '../domain/personalise';
import type { GenerationTarget } from './assemblies';
import type { EventContext } from './context';
import type { CommandDeps } from './deps';
import { execute, latestState } from './execute';
import { applyFeedPlan } from './feeds';

/** Rows per append and per progress step: small enough that a large generation's bar moves. */
export const GENERATION_PART = 250;

const GENERATION_ACTOR = { userId: 'generate-variations', role: 'SYSTEM' } as const;

export const generationWorkflowId = (target: Pick<GenerationTarget, 'generationId'>) =>
  `generate-variations-${target.generationId}`;

const workflowContext = (target: GenerationTarget): EventContext => ({
  actor: GENERATION_ACTOR,
  partnerId: target.partnerId,
  correlationId: generationWorkflowId(target),
  now: () => new Date(),
});

export function recordGenerationStep(
  deps: Pick<CommandDeps, 'store'>,
  target: GenerationTarget,
  command: AssemblyCommand,
) {
  return execute(deps.store, CampaignAssembliesAggregate, target.campaignId, workflowContext(target), (s) =>
    decideAssemblies(command, s),
  );
}

const noCounts = (): GenerationCounts => ({ new: 0, updated: 0, archived: 0, unchanged: 0 });

/** Makes one tree's variations (the `treeIndex`-th of the target's), recording the generation's progress. */
export async function generateTreeVariations(
  deps: Pick<CommandDeps, 'store'>,
  target: GenerationTarget,
  treeIndex: number,
  heartbeat: () => void = () => undefined,
): Promise<GenerationCounts> {
  const on = workflowContext(target);
  const assemblies = await latestState(deps.store, CampaignAssembliesAggregate, target.campaignId, on);
  const generation = assemblies.generation;
  if (generation?.generationId !== target.generationId || generation.status !== 'running') return noCounts();
  const permutations = campaignPermutations([...assemblies.assemblies.values()]);
  const tree: TreeFacts = target.trees[treeIndex]!;
  const rows = variationRows(tree, permutations);
  const state = await latestState(deps.store, PersonaliseTreeAggregate, tree.treeId, on);
  const plan = feedPlan(
    treeStart(state, tree).reduce(PersonaliseTreeAggregate.evolve, state),
    tree,
    rows,
    ASSEMBLY_COLUMNS,
  );
  plan.ARCHIVE = plan.ARCHIVE.filter(isAssemblyKey);

  const total = rows.length * target.trees.length;
  const before = rows.length * treeIndex;
  const progress = (done: number) =>
    recordGenerationStep(deps, target, {
      type: 'ProgressGeneration',
      campaignId: target.campaignId,
      generationId: target.generationId,
      done: Math.min(total, before + done),
      total,
    });
  const run = (command: PersonaliseCommand) =>
    execute(deps.store, PersonaliseTreeAggregate, tree.treeId, on, (s) => decidePersonalise(command, s, tree));
  await applyFeedPlan(run, tree, plan, {
    columns: ASSEMBLY_COLUMNS,
    createdBy: GENERATION_ACTOR.userId,
    createdAt: on.now().toISOString(),
    part: GENERATION_PART,
    onPart: async (applied) => {
      heartbeat();
      await progress(plan.unchanged + Math.min(applied, plan.NEW.length + plan.UPDATE.length));
    },
  });
  await progress(rows.length);
  return {
    new: plan.NEW.length,
    updated: plan.UPDATE.length,
    archived: plan.ARCHIVE.length,
    unchanged: plan.unchanged,
  };
}
