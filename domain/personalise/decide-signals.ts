// Signals of a tree (spec 2 §3, §5): user segments of the platform's types, schedules and locations; unique names;
// no line breaks in a segment's name. A variant that is on and loses its last user segment goes off.
import { DomainError, MESSAGES } from '../shared/errors';
import { KEY_MAX_LENGTH, lengthError, SHORT_TEXT_MAX_LENGTH } from '../shared/text-limits';
import { keepingRules } from './decide-activation';
import { onTree, trimmedTreeName } from './decide-variants';
import type { PersonaliseEvent } from './events';
import { SEGMENT_NAME_LINE_BREAK, SIGNAL_NAME_REQUIRED, SIGNAL_NAME_TAKEN } from './messages';
import { segmentTypesFor, type Signal } from './signals';
import { normalisedName, type TreeFacts, type TreeState } from './state';

type Events = PersonaliseEvent[];

export const SEGMENT_TYPE_NOT_ALLOWED = 'This user segment type is not available on this platform';
const SCHEDULE_REQUIRED = 'A schedule needs its dates';
const SCHEDULE_ENDS_BEFORE_START = 'A schedule cannot end before it starts';

/** A segment's values and campaign ids are other systems' ids: one short line each. */
function checkLengths({ values, campaignIds }: Signal): void {
  const value = values.map((v) => lengthError(v, SHORT_TEXT_MAX_LENGTH, 'signal value')).find(Boolean);
  if (value) throw DomainError.badRequest(value, { field: 'values' });
  const campaignId = campaignIds.map((id) => lengthError(id, KEY_MAX_LENGTH, 'campaign id')).find(Boolean);
  if (campaignId) throw DomainError.badRequest(campaignId, { field: 'campaignIds' });
}

function checkedSignal(
  state: TreeState,
  tree: TreeFacts,
  signal: Signal,
  taken: ReadonlySet<string> = new Set(),
): Signal {
  const name = trimmedTreeName(signal.name, SIGNAL_NAME_REQUIRED);
  checkLengths(signal);
  if (/[\r\n]/.test(signal.name)) throw DomainError.badRequest(SEGMENT_NAME_LINE_BREAK, { field: 'name' });
  const holder = state.signalNames.get(normalisedName(name));
  if ((holder !== undefined && holder !== signal.signalId) || taken.has(normalisedName(name)))
    throw DomainError.conflict(SIGNAL_NAME_TAKEN);
  if (
    signal.type === 'userSegment' &&
    (!signal.segmentType || !segmentTypesFor(tree.platform).includes(signal.segmentType))
  ) {
    throw DomainError.unprocessable(SEGMENT_TYPE_NOT_ALLOWED);
  }
  if (signal.type === 'schedule') {
    if (!signal.schedule) throw DomainError.unprocessable(SCHEDULE_REQUIRED);
    const { startsAt, endsAt } = signal.schedule;
    if (startsAt && endsAt && new Date(endsAt) < new Date(startsAt))
      throw DomainError.unprocessable(SCHEDULE_ENDS_BEFORE_START);
  }
  return {
    ...signal,
    name,
    segmentType: signal.type === 'userSegment' ? signal.segmentType : null,
    schedule: signal.type === 'schedule' ? signal.schedule : null,
  };
}

function signalOf(state: TreeState, signalId: string): Signal {
  const signal = state.signals.get(signalId);
  if (!signal) throw DomainError.notFound(MESSAGES.entityNotFound);
  return signal;
}

export function createSignal(state: TreeState, tree: TreeFacts, signal: Signal): Events {
  return [{ type: 'SignalCreated', data: { ...onTree(tree), signal: checkedSignal(state, tree, signal) } }];
}

/** A signal keeps its type. */
export function changeSignal(state: TreeState, tree: TreeFacts, signal: Signal): Events {
  const old = signalOf(state, signal.signalId);
  if (old.type !== signal.type) throw DomainError.badRequest(MESSAGES.wrongParams, { field: 'type' });
  return [{ type: 'SignalChanged', data: { ...onTree(tree), signal: checkedSignal(state, tree, signal) } }];
}

export function deleteSignal(state: TreeState, tree: TreeFacts, signalId: string): Events {
  signalOf(state, signalId);
  const holders = state.variants
    .valueSeq()
    .filter((v) => v.formats.some((f) => f.signalIds.includes(signalId)))
    .map((v) => v.variantId);
  return keepingRules(
    state,
    tree,
    [{ type: 'SignalDeleted', data: { ...onTree(tree), signalId } }],
    holders,
    'signalRemoved',
  );
}

/** All of a file's segments or none. */
export function importSignals(
  state: TreeState,
  tree: TreeFacts,
  signals: readonly Signal[],
  source: 'csv' | 'lineItems' | 'adSets',
): Events {
  const taken = new Set<string>();
  const checked = signals.map((s) => {
    const signal = checkedSignal(state, tree, s, taken);
    taken.add(normalisedName(signal.name));
    return signal;
  });
  return checked.length === 0 ? [] : [{ type: 'SignalsImported', data: { ...onTree(tree), signals: checked, source } }];
}

export function setFormatSignals(
  state: TreeState,
  tree: TreeFacts,
  formatIds: readonly string[],
  signalIds: readonly string[],
): Events {
  for (const id of signalIds) signalOf(state, id);
  const owners = formatIds.map((id) => {
    const owner = state.formatOwners.get(id);
    if (!owner) throw DomainError.notFound(MESSAGES.entityNotFound);
    return owner;
  });
  if (formatIds.length === 0) return [];
  const change: Events = [
    {
      type: 'FormatSignalsSet',
      data: { ...onTree(tree), formatIds: [...formatIds], signalIds: [...new Set(signalIds)] },
    },
  ];
  return keepingRules(state, tree, change, owners, 'signalRemoved');
}
