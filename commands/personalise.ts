// Personalise trees (spec 2 §2–§5): variants, their formats' dynamic elements, signals, the fallback and
// activation, each a command on the tree's stream `PersonaliseTree-<treeId>`. Every call first reaches the
// campaign (role group, partner, business nodes) and checks the tree is the campaign's; the tree's first command
// starts its stream from the definition the campaign gave it.
import { treeTemplateOf } from '../domain/personalise/fields';
import {
  decideActivation,
  decidePersonalise,
  mayDecide,
  treeStart,
  FILE_TYPE_NOT_ALLOWED,
  PersonaliseTreeAggregate,
  type ActivationFailure,
  type ElementValue,
  type PersonaliseCommand,
  type PersonaliseEvent,
  type SignalFields,
  type TreeFacts,
  type VariantSelection,
} from '../domain/personalise';
import { WRONG_ROLES_MESSAGE, type Group } from '../domain/roles';
import { DomainError, MESSAGES } from '../domain/shared/errors';
import { scopedCampaign } from './campaigns';
import type { CommandContext } from './context';
import { eventContext } from './context';
import type { CommandDeps } from './deps';
import type { PersonaliseTreeRef } from './lookups';
import { execute, type CommandResult } from './execute';
import { newId } from './ids';
import { scopedAsset } from './asset-scope';

export interface TreeRef {
  campaignId: string;
  treeId: string;
}

/** Full personalise access: admins and the self-service group (spec 2 §6). */
export const PERSONALISE_ACCESS: Group = 'ADMINS_AND_SELF_SERVICE';

/** The tree's definition, once the caller may work on the campaign and the tree is the campaign's. */
export async function scopedTree(
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  group: Group = PERSONALISE_ACCESS,
): Promise<TreeFacts> {
  const campaign = await scopedCampaign(deps.lookups, context.actor, ref.campaignId, group);
  return campaignTree(deps.lookups, campaign.id, ref.treeId);
}

/** The tree's definition, when it is the campaign's. */
export async function campaignTree(
  lookups: CommandDeps['lookups'],
  campaignId: string,
  treeId: string,
): Promise<TreeFacts> {
  const tree = await lookups.personaliseTree(treeId);
  if (!tree || tree.campaignId !== campaignId) throw DomainError.notFound(MESSAGES.entityNotFound);
  return treeFactsOf(tree);
}

/** A tree's definition as its commands judge it. */
export const treeFactsOf = (tree: PersonaliseTreeRef): TreeFacts => ({
  treeId: tree.treeId,
  campaignId: tree.campaignId,
  partnerId: tree.partnerId,
  platform: tree.platform,
  format: tree.format,
  templates: tree.templates.map((t) => treeTemplateOf(tree.platform, t)),
});

export async function onTree(
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  command: PersonaliseCommand,
  tree?: TreeFacts,
) {
  const definition = tree ?? (await scopedTree(deps, context, ref));
  return execute(
    deps.store,
    PersonaliseTreeAggregate,
    ref.treeId,
    eventContext(context, definition.partnerId),
    (state) => decidePersonalise(command, state, definition),
  );
}

const stamp = (context: CommandContext) => ({
  createdBy: context.actor.userId,
  createdAt: context.now().toISOString(),
});

export async function createVariant(deps: CommandDeps, context: CommandContext, ref: TreeRef, input: { name: string }) {
  const tree = await scopedTree(deps, context, ref);
  const variantId = newId();
  const formatIds = tree.templates.map(() => newId());
  return {
    variantId,
    ...(await onTree(
      deps,
      context,
      ref,
      { type: 'CreateVariant', variantId, name: input.name, formatIds, ...stamp(context) },
      tree,
    )),
  };
}

export async function cloneVariant(
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  input: { variantId: string; name: string },
) {
  const tree = await scopedTree(deps, context, ref);
  const variantId = newId();
  const command: PersonaliseCommand = {
    type: 'CloneVariant',
    sourceVariantId: input.variantId,
    variantId,
    name: input.name,
    formatIds: tree.templates.map(() => newId()),
    ...stamp(context),
  };
  return { variantId, ...(await onTree(deps, context, ref, command, tree)) };
}

export const renameVariant = (
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  variantId: string,
  name: string,
) => onTree(deps, context, ref, { type: 'RenameVariant', variantId, name });

export const archiveVariant = (deps: CommandDeps, context: CommandContext, ref: TreeRef, variantId: string) =>
  onTree(deps, context, ref, { type: 'ArchiveVariant', variantId });

export const restoreVariant = (deps: CommandDeps, context: CommandContext, ref: TreeRef, variantId: string) =>
  onTree(deps, context, ref, { type: 'RestoreVariant', variantId });

export const archiveFormat = (
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  variantId: string,
  formatId: string,
) => onTree(deps, context, ref, { type: 'ArchiveFormat', variantId, formatId });

export const restoreFormat = (
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  variantId: string,
  formatId: string,
) => onTree(deps, context, ref, { type: 'RestoreFormat', variantId, formatId });

export const setFallback = (deps: CommandDeps, context: CommandContext, ref: TreeRef, variantId: string) =>
  onTree(deps, context, ref, { type: 'SetFallback', variantId });

interface ActivationResult extends CommandResult<PersonaliseEvent> {
  updated: string[];
  failed: ActivationFailure[];
}

/**
 * Turns on what passes the rules and reports the rest. The decision is kept from the last time the pipeline
 * decided (it decides again after a lost race), which is the decision whose events were appended.
 */
export async function activateVariants(
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  input: { variants: { id: string; formats?: Record<string, boolean> }[]; includeArchived: boolean },
): Promise<ActivationResult> {
  const tree = await scopedTree(deps, context, ref);
  const variants: VariantSelection[] = input.variants.map((v) => ({
    variantId: v.id,
    ...(v.formats ? { formats: v.formats } : {}),
  }));
  let decided: ReturnType<typeof decideActivation> | null = null;
  const result = await execute(
    deps.store,
    PersonaliseTreeAggregate,
    ref.treeId,
    eventContext(context, tree.partnerId),
    (state) => {
      const start = treeStart(state, tree);
      decided = decideActivation(
        start.reduce(PersonaliseTreeAggregate.evolve, state),
        tree,
        variants,
        input.includeArchived,
      );
      return [...start, ...decided.events];
    },
  );
  const { activated, alreadyOn, failed } = decided!;
  return { ...result, updated: [...activated, ...alreadyOn], failed };
}

export async function deactivateVariants(
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  input: { variants: string[] },
) {
  const result = await onTree(deps, context, ref, { type: 'DeactivateVariants', variantIds: input.variants });
  const off = new Set(result.events.flatMap((e) => (e.type === 'VariantsDeactivated' ? e.data.variantIds : [])));
  return { ...result, updated: input.variants.filter((id) => off.has(id)) };
}

export interface ElementValueInput {
  value: string;
  assetId?: string | null;
}

/** Which library files an element takes (spec 2 §2): images on image cells, videos or GIFs on video cells, audio on
 * audio. */
const ACCEPTS: Record<string, (asset: { kind: string | null; format: string }) => boolean> = {
  image: (a) => a.kind === 'image',
  video: (a) => a.kind === 'video' || a.format === 'gif',
  audio: (a) => a.kind === 'audio',
};

/** Looks each asset up (scope, type against every listed format's element), so the domain gets its thumbnail too. */
async function elementValues(
  deps: CommandDeps,
  context: CommandContext,
  tree: TreeFacts,
  elements: Record<string, ElementValueInput | null>,
): Promise<Record<string, ElementValue | null>> {
  const values: Record<string, ElementValue | null> = {};
  for (const [name, input] of Object.entries(elements)) {
    if (input === null) {
      values[name] = null;
      continue;
    }
    if (!input.assetId) {
      values[name] = { value: input.value, assetId: null, thumbLocation: null };
      continue;
    }
    const asset = await scopedAsset(deps.lookups, context.actor, input.assetId);
    if (asset.partnerId !== tree.partnerId) throw DomainError.notAllowed(MESSAGES.accessDenied);
    const type = tree.templates
      .flatMap((t) => [...t.elements, ...t.cardElements])
      .find((h) => h.name === name.replace(/^card\d+\./, ''))?.type;
    const accepts = type ? ACCEPTS[type] : undefined;
    if (!accepts || !accepts(asset)) throw DomainError.unprocessable(FILE_TYPE_NOT_ALLOWED, { element: name });
    values[name] = { value: input.value || asset.name, assetId: asset.id, thumbLocation: asset.thumbLocation };
  }
  return values;
}

export async function setDynamicElements(
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  input: { formats: string[]; elements: Record<string, ElementValueInput | null> },
) {
  const tree = await scopedTree(deps, context, ref);
  const values = await elementValues(deps, context, tree, input.elements);
  const result = await onTree(
    deps,
    context,
    ref,
    { type: 'SetDynamicElements', formatIds: input.formats, values },
    tree,
  );
  const set = result.events.find((e) => e.type === 'DynamicElementsSet');
  return { ...result, updatedFormats: set?.type === 'DynamicElementsSet' ? set.data.formatIds.length : 0 };
}

export async function createSignal(deps: CommandDeps, context: CommandContext, ref: TreeRef, input: SignalFields) {
  const signalId = newId();
  return { signalId, ...(await onTree(deps, context, ref, { type: 'CreateSignal', signal: { ...input, signalId } })) };
}

export const changeSignal = (
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  signalId: string,
  input: SignalFields,
) => onTree(deps, context, ref, { type: 'ChangeSignal', signal: { ...input, signalId } });

export const deleteSignal = (deps: CommandDeps, context: CommandContext, ref: TreeRef, signalId: string) =>
  onTree(deps, context, ref, { type: 'DeleteSignal', signalId });

export const setFormatSignals = (
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  input: { formats: string[]; signals: string[] },
) => onTree(deps, context, ref, { type: 'SetFormatSignals', formatIds: input.formats, signalIds: input.signals });

export async function importSignals(
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  input: { signals: SignalFields[]; source: 'csv' | 'lineItems' | 'adSets' },
) {
  const signals = input.signals.map((s) => ({ ...s, signalId: newId() }));
  const result = await onTree(deps, context, ref, { type: 'ImportSignals', signals, source: input.source });
  return { ...result, imported: signals.length };
}

export const addCarouselCard = (
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  input: { formats: string[] },
) => onTree(deps, context, ref, { type: 'AddCarouselCard', formatIds: input.formats });

export const removeCarouselCard = (
  deps: CommandDeps,
  context: CommandContext,
  ref: TreeRef,
  input: { formats: string[] },
) => onTree(deps, context, ref, { type: 'RemoveCarouselCard', formatIds: input.formats });

/** A reviewer's decision on formats of one tree, as the tree decides it. */
const approvalCommand = (
  context: CommandContext,
  input: { approvals: string[]; rejections: string[]; final: boolean; comment?: string | null },
): PersonaliseCommand => ({
  type: 'ChangeApprovals',
  approvals: input.approvals,
  rejections: input.rejections,
  final: input.final,
  by: context.actor.userId,
  role: context.actor.role,
  at: context.now().toISOString(),
  comment: input.comment ?? null,
});

/**
 * Creative approvals (spec 2 §4): final for the roles that hold finalApproveCreatives, interim for those with
 * interimApproveCreatives; asking for a decision without the right is refused before anything is read.
 */
export async function changeApprovals(
  deps: CommandDeps,
  context: CommandContext,
  campaignId: string,
  input: { treeId: string; approvals: string[]; rejections: string[]; final: boolean; comment?: string | null },
) {
  if (!mayDecide(context.actor.role, input.final)) throw DomainError.notAllowed(WRONG_ROLES_MESSAGE);
  const ref = { campaignId, treeId: input.treeId };
  const tree = await scopedTree(deps, context, ref, 'NOT_ANALYSTS');
  return onTree(deps, context, ref, approvalCommand(context, input), tree);
}

/** Decides the command on the tree's latest state through its stream's lane, appending nothing: throws its refusal. */
const checkOnTree = (deps: CommandDeps, context: CommandContext, tree: TreeFacts, command: PersonaliseCommand) =>
  execute(deps.store, PersonaliseTreeAggregate, tree.treeId, eventContext(context, tree.partnerId), (state) => {
    decidePersonalise(command, state, tree);
    return [];
  });

/**
 * PUT /campaigns/{campaignId}/variations/approvals: the formats may be of several of the campaign's trees (`treeOf`,
 * read from the read model by the caller); every one must be the campaign's. Each tree is its own stream, so there
 * is no one append for all: every tree's decision is checked first and appended only once all are accepted, so a
 * refusal by any tree appends nothing. What remains: a change to a tree between its check and its append is decided
 * again at the append (the stream's pipeline does so), and should that refuse, the trees appended before it stay.
 */
export async function changeVariationApprovals(
  deps: CommandDeps,
  context: CommandContext,
  campaignId: string,
  input: { approve: string[]; reject: string[]; final: boolean; comment?: string | null },
  treeOf: ReadonlyMap<string, string>,
): Promise<CommandResult<PersonaliseEvent>> {
  if (!mayDecide(context.actor.role, input.final)) throw DomainError.notAllowed(WRONG_ROLES_MESSAGE);
  await scopedCampaign(deps.lookups, context.actor, campaignId, 'NOT_ANALYSTS');
  const ids = [...input.approve, ...input.reject];
  if (ids.some((id) => !treeOf.has(id))) throw DomainError.notFound(MESSAGES.entityNotFound);
  const decisions: { tree: TreeFacts; command: PersonaliseCommand }[] = [];
  for (const treeId of new Set(ids.map((id) => treeOf.get(id)!))) {
    const mine = (list: string[]) => list.filter((id) => treeOf.get(id) === treeId);
    const tree = await campaignTree(deps.lookups, campaignId, treeId);
    const command = approvalCommand(context, {
      approvals: mine(input.approve),
      rejections: mine(input.reject),
      final: input.final,
      comment: input.comment,
    });
    decisions.push({ tree, command });
  }
  for (const { tree, command } of decisions) await checkOnTree(deps, context, tree, command);
  const result: CommandResult<PersonaliseEvent> = { events: [], position: null };
  for (const { tree, command } of decisions) {
    const { events, position } = await onTree(deps, context, { campaignId, treeId: tree.treeId }, command, tree);
    result.events.push(...events);
    result.position = position ?? result.position;
  }
  return result;
}
