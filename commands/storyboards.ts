// Storyboards (spec 3 §3, §4, §6, §7), all of a concept's in its stream `Storyboard-<conceptId>`. Reading is for
// every role but the analyst; creating, editing, uploading, deleting and reordering for top admins and the
// self-service group; approving for the final approvers (domain/concept/approvals.ts). Each call first reaches the
// concept through scopedConcept: group, partner and business nodes.
import {
  decideStoryboards,
  StoryboardAggregate,
  type NewStoryboardVersion,
  type StoryboardCommand,
} from '../domain/storyboard';
import { STORYBOARD_ACCESS } from '../domain/concept/access';
import type { Group } from '../domain/roles';
import { scopedConcept } from './concepts';
import type { CommandContext } from './context';
import { eventContext } from './context';
import type { CommandDeps } from './deps';
import { execute } from './execute';
import { newId } from './ids';

export { STORYBOARD_ACCESS };

interface StoryboardInput {
  name: string;
  type?: string;
  sortIndex?: number | null;
}

/** Where a version's file lives in the blob store. */
export const storyboardFileKey = (conceptId: string, versionId: string, format: string) =>
  `storyboards/${conceptId}/${versionId}.${format}`;

/** A version's file as the route stored it; the command adds who uploaded it and when. */
export type StoredFile = Pick<NewStoryboardVersion, 'versionId' | 'fileName' | 'format' | 'size' | 'location'>;

/** The concept, if the caller may edit its storyboards: checked before a file is read. */
export const editableConcept = (deps: CommandDeps, context: CommandContext, conceptId: string) =>
  scopedConcept(deps.lookups, context.actor, conceptId, STORYBOARD_ACCESS.edit);

type ConceptRef = Awaited<ReturnType<typeof scopedConcept>>;

function run(deps: CommandDeps, context: CommandContext, concept: ConceptRef, command: StoryboardCommand) {
  return execute(deps.store, StoryboardAggregate, concept.id, eventContext(context, concept.partnerId), (state) =>
    decideStoryboards(command, state),
  );
}

async function onStoryboards(
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  command: StoryboardCommand,
  group: Group = STORYBOARD_ACCESS.edit,
) {
  return run(deps, context, await scopedConcept(deps.lookups, context.actor, conceptId, group), command);
}

const version = (context: CommandContext, file: StoredFile): NewStoryboardVersion => ({
  ...file,
  uploadedBy: context.actor.userId,
  uploadedAt: context.now().toISOString(),
});

export async function createStoryboard(
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  input: StoryboardInput,
) {
  const concept = await editableConcept(deps, context, conceptId);
  const storyboardId = newId();
  const command: StoryboardCommand = {
    type: 'CreateStoryboard',
    conceptId,
    partnerId: concept.partnerId,
    storyboardId,
    name: input.name,
    storyboardType: input.type ?? null,
    sortIndex: input.sortIndex ?? null,
    createdBy: context.actor.userId,
  };
  return { storyboardId, ...(await run(deps, context, concept, command)) };
}

export async function importStoryboard(
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  file: StoredFile,
) {
  const concept = await editableConcept(deps, context, conceptId);
  const storyboardId = newId();
  const command: StoryboardCommand = {
    type: 'ImportStoryboard',
    conceptId,
    partnerId: concept.partnerId,
    storyboardId,
    createdBy: context.actor.userId,
    version: version(context, file),
  };
  return { storyboardId, ...(await run(deps, context, concept, command)) };
}

export const changeStoryboard = (
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  storyboardId: string,
  input: Partial<StoryboardInput>,
) =>
  onStoryboards(deps, context, conceptId, {
    type: 'ChangeStoryboard',
    storyboardId,
    name: input.name,
    storyboardType: input.type,
    sortIndex: input.sortIndex,
  });

export const reorderStoryboards = (
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  order: { storyboardId: string; sortIndex: number }[],
) => onStoryboards(deps, context, conceptId, { type: 'ReorderStoryboards', order });

export const deleteStoryboard = (deps: CommandDeps, context: CommandContext, conceptId: string, storyboardId: string) =>
  onStoryboards(deps, context, conceptId, { type: 'DeleteStoryboard', storyboardId });

export const addStoryboardVersion = (
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  storyboardId: string,
  file: StoredFile,
) =>
  onStoryboards(deps, context, conceptId, {
    type: 'AddStoryboardVersion',
    storyboardId,
    version: version(context, file),
  });

export const deleteStoryboardVersion = (
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  storyboardId: string,
  versionId: string,
) => onStoryboards(deps, context, conceptId, { type: 'DeleteStoryboardVersion', storyboardId, versionId });

/** Any reader may ask; the domain refuses everyone but the final approvers with 'Wrong user roles'. */
export const approveStoryboard = (
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  storyboardId: string,
  versionId: string | null,
) =>
  onStoryboards(
    deps,
    context,
    conceptId,
    {
      type: 'ApproveStoryboard',
      storyboardId,
      versionId,
      approvedBy: context.actor.userId,
      role: context.actor.role,
      approvedAt: context.now().toISOString(),
    },
    STORYBOARD_ACCESS.read,
  );
