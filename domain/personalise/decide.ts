// The personalise tree's commands, each deciding on the tree's state. The tree's first command starts the stream
// with PersonaliseTreeCreated (the campaign named the tree; commands/personalise.ts passes its definition).
import { DomainError, MESSAGES } from '../shared/errors';
import type { PersonaliseCommand } from './commands';
import { decideActivation, deactivateVariants } from './decide-activation';
import { applyFeed } from './decide-feed';
import { changeApprovals, changeCards, setDynamicElements } from './decide-elements';
import { changeSignal, createSignal, deleteSignal, importSignals, setFormatSignals } from './decide-signals';
import {
  archiveFormat,
  archiveVariant,
  cloneVariant,
  createVariant,
  renameVariant,
  restoreFormat,
  restoreVariant,
  setFallback,
} from './decide-variants';
import type { PersonaliseEvent } from './events';
import { evolveTree, type TreeFacts, type TreeState } from './state';

export function decideOnTree(command: PersonaliseCommand, state: TreeState): PersonaliseEvent[] {
  const tree = state.tree;
  if (!tree) throw DomainError.notFound(MESSAGES.entityNotFound);
  switch (command.type) {
    case 'CreateVariant':
      return createVariant(state, tree, command);
    case 'CloneVariant':
      return cloneVariant(state, tree, command);
    case 'RenameVariant':
      return renameVariant(state, tree, command.variantId, command.name);
    case 'ArchiveVariant':
      return archiveVariant(state, tree, command.variantId);
    case 'RestoreVariant':
      return restoreVariant(state, tree, command.variantId);
    case 'ArchiveFormat':
      return archiveFormat(state, tree, command.variantId, command.formatId);
    case 'RestoreFormat':
      return restoreFormat(state, tree, command.variantId, command.formatId);
    case 'SetFallback':
      return setFallback(state, tree, command.variantId);
    case 'ActivateVariants':
      return decideActivation(state, tree, command.variants, command.includeArchived).events;
    case 'DeactivateVariants':
      return deactivateVariants(state, tree, command.variantIds);
    case 'SetDynamicElements':
      return setDynamicElements(state, tree, command.formatIds, command.values);
    case 'ChangeApprovals':
      return changeApprovals(state, tree, command);
    case 'CreateSignal':
      return createSignal(state, tree, command.signal);
    case 'ChangeSignal':
      return changeSignal(state, tree, command.signal);
    case 'DeleteSignal':
      return deleteSignal(state, tree, command.signalId);
    case 'ImportSignals':
      return importSignals(state, tree, command.signals, command.source);
    case 'SetFormatSignals':
      return setFormatSignals(state, tree, command.formatIds, command.signalIds);
    case 'AddCarouselCard':
      return changeCards(state, tree, command.formatIds, 1);
    case 'RemoveCarouselCard':
      return changeCards(state, tree, command.formatIds, -1);
    case 'ApplyFeed':
      return applyFeed(state, tree, command);
    default: {
      const never: never = command;
      throw new Error(`unknown command ${JSON.stringify(never)}`);
    }
  }
}

/** What starts the tree's stream from `definition` when nothing has yet: PersonaliseTreeCreated, or nothing. */
export const treeStart = (state: TreeState, definition: TreeFacts): PersonaliseEvent[] =>
  state.tree ? [] : [{ type: 'PersonaliseTreeCreated', data: { ...definition } }];

/** Decides on the tree, starting its stream from `definition` when this is its first command. */
export function decidePersonalise(
  command: PersonaliseCommand,
  state: TreeState,
  definition: TreeFacts,
): PersonaliseEvent[] {
  const start = treeStart(state, definition);
  return [...start, ...decideOnTree(command, start.reduce(evolveTree, state))];
}
