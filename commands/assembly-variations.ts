// The generation of a campaign's assembly variations (spec 2 §7 generate-variations; issue 23 §2), step by step for
// its workflow (workflows/assembly/): each tree in turn takes every permutation of the campaign's datasources as a
// variant (domain/assembly/variations.ts), planned on the tree's latest state as a feed is (feedPlan: NEW, UPDATE,
// ARCHIVE, unchanged rows append nothing, so an approved variation whose content did not change keeps its approval)
// and applied in parts, one append each, the generation's progress recorded after each part. A step taken again (a
// retried activity) plans again on the latest state and so does nothing twice. Only assembly keys are archived: a
// tree's feed rows are the feed's. A small generation is made at once by the request that starts it
// (generateAtOnce), with no workflow, in one append across the trees' and the campaign's streams: see
// ARCHITECTURE.md, "Assemblies", why.
import {
  addGenerationCounts,
  ASSEMBLY_COLUMNS,
  CampaignAssembliesAggregate,
  campaignPermutations,
  decideAssemblies,
  isAssemblyKey,
  noGenerationCounts,
  variationRows,
  type AssemblyCommand,
  type CampaignAssembliesState,
  type GenerationCounts,
} from '../domain/assembly';
import {
  decidePersonalise,
  feedPlan,
  PersonaliseTreeAggregate,
  treeStart,
  type PersonaliseCommand,
  type PersonaliseEvent,
  type TreeState,
  type TreeFacts,
} from '../domain/personalise';
import { DomainError } from '../domain/shared/errors';
import { decideStartAndEnd, recordGeneration, type GenerationTarget, type PlannedGeneration } from './assemblies';
import { foldEvents } from './command-batch';
import { eventContext, type CommandContext, type EventContext } from './context';
import type { CommandDeps } from './deps';
import { execute, executeAcross, latestState, type AcrossStream } from './execute';
import { applyFeedPlan, feedCommands } from './feeds';

/** Rows per append and per progress step: small enough that a large generation's bar moves. */
export const GENERATION_PART = 250;

/**
 * Rows (permutations × trees) up to which the request that starts a generation makes it at once: one part per tree,
 * so a progress bar would have nothing to show, and a Temporal workflow's start and dispatch would cost far more
 * than the appends (issue 23 §5). Meta's, YouTube's and Google Ads' hard limits are 50.
 */
export const AT_ONCE_ROWS = GENERATION_PART;

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

/** How a tree's step runs: in an activity it heartbeats and records the progress after each part. */
export interface TreeStep {
  heartbeat?: () => void;
}

/** Makes one tree's variations (the `treeIndex`-th of the target's) on its workflow, recording its progress. */
export async function generateTreeVariations(
  deps: Pick<CommandDeps, 'store'>,
  target: GenerationTarget,
  treeIndex: number,
  { heartbeat = () => undefined }: TreeStep = {},
): Promise<GenerationCounts> {
  const on = workflowContext(target);
  const tree: TreeFacts = target.trees[treeIndex]!;
  // Side by side: two streams, each a round trip (issue 23 §5); the tree's is read for nothing only when the
  // generation ended meanwhile.
  const [assemblies, state] = await Promise.all([
    latestState(deps.store, CampaignAssembliesAggregate, target.campaignId, on),
    latestState(deps.store, PersonaliseTreeAggregate, tree.treeId, on),
  ]);
  const generation = assemblies.generation;
  if (generation?.generationId !== target.generationId || generation.status !== 'running') return noGenerationCounts();
  return makeTreeVariations(deps, target, tree, assemblies, state, async (done, rows) => {
    heartbeat();
    const total = rows * target.trees.length;
    await recordGenerationStep(deps, target, {
      type: 'ProgressGeneration',
      campaignId: target.campaignId,
      generationId: target.generationId,
      done: Math.min(total, rows * treeIndex + done),
      total,
    });
  });
}

/** A tree's plan: every permutation of the campaign's assemblies as a feed row, planned on the tree's state. */
function treePlan(tree: TreeFacts, assemblies: CampaignAssembliesState, state: TreeState) {
  const rows = variationRows(tree, campaignPermutations([...assemblies.assemblies.values()]));
  const plan = feedPlan(
    treeStart(state, tree).reduce(PersonaliseTreeAggregate.evolve, state),
    tree,
    rows,
    ASSEMBLY_COLUMNS,
  );
  plan.ARCHIVE = plan.ARCHIVE.filter(isAssemblyKey);
  return { rows, plan };
}

const countsOf = ({ plan }: ReturnType<typeof treePlan>): GenerationCounts => ({
  new: plan.NEW.length,
  updated: plan.UPDATE.length,
  archived: plan.ARCHIVE.length,
  unchanged: plan.unchanged,
});

const applicationOf = (on: EventContext) => ({
  columns: ASSEMBLY_COLUMNS,
  createdBy: GENERATION_ACTOR.userId,
  createdAt: on.now().toISOString(),
  part: GENERATION_PART,
});

/**
 * A tree's variations: every permutation of the campaign's assemblies, planned on the tree's state and applied in
 * parts; `progress` hears of the tree's rows done after each part and at the end (the workflow records it).
 */
async function makeTreeVariations(
  deps: Pick<CommandDeps, 'store'>,
  target: GenerationTarget,
  tree: TreeFacts,
  assemblies: CampaignAssembliesState,
  state: TreeState,
  progress: (done: number, rows: number) => Promise<void>,
): Promise<GenerationCounts> {
  const on = workflowContext(target);
  const planned = treePlan(tree, assemblies, state);
  const { rows, plan } = planned;
  const run = (command: PersonaliseCommand) =>
    execute(deps.store, PersonaliseTreeAggregate, tree.treeId, on, (s) => decidePersonalise(command, s, tree));
  await applyFeedPlan(run, tree, plan, {
    ...applicationOf(on),
    onPart: (applied) =>
      progress(plan.unchanged + Math.min(applied, plan.NEW.length + plan.UPDATE.length), rows.length),
  });
  await progress(rows.length, rows.length);
  return countsOf(planned);
}

/** A tree's variations decided at once on its state, every part in turn: the events, and what they count. */
function decideTreeVariations(
  tree: TreeFacts,
  assemblies: CampaignAssembliesState,
  state: TreeState,
  on: EventContext,
): { events: PersonaliseEvent[]; counts: GenerationCounts } {
  const planned = treePlan(tree, assemblies, state);
  const events: PersonaliseEvent[] = [];
  let folded = state;
  const commands = feedCommands(tree, planned.plan, applicationOf(on));
  for (const [i, { command }] of commands.entries()) {
    const decided = decidePersonalise(command, folded, tree);
    // The next part is decided on this one's state; after the last, the append's own fold makes the state.
    if (i < commands.length - 1) folded = foldEvents(PersonaliseTreeAggregate, folded, decided);
    events.push(...decided);
  }
  return { events, counts: countsOf(planned) };
}

/**
 * Makes a planned generation of at most AT_ONCE_ROWS rows now, in the caller's request: one append across the
 * streams of the campaign's trees (their variants) and of the campaign (the generation's start and end), all or
 * nothing, so the read models and the audit trail hold what the workflow's path leaves (issue 23 §5: one append
 * instead of one per tree plus one). A refusal (a tree's, with its message) is recorded as the generation's failure,
 * as the workflow records it; a refused start is the caller's 4xx. Answers the append's position; null when the
 * generation is too large for it (the workflow makes it). Anything else is thrown, nothing of the generation
 * recorded: the caller records its start and hands it to the workflow, which plans again.
 */
export async function generateAtOnce(
  deps: CommandDeps,
  context: CommandContext,
  planned: PlannedGeneration,
): Promise<{ position: number | null } | null> {
  const { target, assemblies, rowsPerTree, start } = planned;
  if (rowsPerTree * target.trees.length > AT_ONCE_ROWS) return null;
  const { campaignId, generationId, trees } = target;
  const on = workflowContext(target);
  const streams: AcrossStream[] = [
    ...trees.map((tree) => ({ aggregate: PersonaliseTreeAggregate, id: tree.treeId, context: on })),
    { aggregate: CampaignAssembliesAggregate, id: campaignId, context: eventContext(context, target.partnerId) },
  ];
  try {
    const { position } = await executeAcross(deps.store, streams, (states) => {
      const made = trees.map((tree, i) => decideTreeVariations(tree, assemblies, states[i] as TreeState, on));
      const counts = made.reduce((sum, tree) => addGenerationCounts(sum, tree.counts), noGenerationCounts());
      const end: AssemblyCommand = { type: 'FinishGeneration', campaignId, generationId, counts };
      return [
        ...made.map((tree) => tree.events),
        decideStartAndEnd(start, end, states.at(-1) as CampaignAssembliesState),
      ];
    });
    return { position };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // The start judged again first: when it is what refused, this refuses too, recording nothing.
    return recordGeneration(deps, context, planned, {
      type: 'FailGeneration',
      campaignId,
      generationId,
      reason: error.message,
    });
  }
}
