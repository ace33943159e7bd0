// The personalise tree as commands see it. A google tree holds up to 10,000 variants of several formats, and a
// command on it must not copy them all: the collections are immutable's persistent maps, so evolve stays pure
// (the command pipeline keeps states it may decide on again) while an event changes only what it touches.
import { Map as IMap } from 'immutable';
import type { Platform } from '../campaign/platforms';
import type { TemplateChannel } from '../template/events';
import type { ElementValue, FormatApproval, FormatSeed, PersonaliseEvent } from './events';
import type { TreeTemplate } from './fields';
import type { Signal } from './signals';

export interface FormatState extends FormatSeed {
  archived: boolean;
  approval: FormatApproval;
  /** The content its last final approval judged (fingerprint.ts); absent before one, or on events that predate it. */
  approvedFingerprint?: string;
}

export interface VariantState {
  variantId: string;
  name: string;
  enabled: boolean;
  archived: boolean;
  /** In the tree's template order. */
  formats: readonly FormatState[];
}

export interface TreeFacts {
  treeId: string;
  campaignId: string;
  partnerId: string;
  platform: Platform;
  format: TemplateChannel;
  templates: TreeTemplate[];
}

/** Where a feed row's key led at the last import: its variant, the hash of the row then, and whether it vanished. */
export interface FeedEntry {
  variantId: string;
  hash: string;
  archived: boolean;
}

export interface TreeState {
  tree: TreeFacts | null;
  variants: IMap<string, VariantState>;
  /** Normalised name → variant id. */
  variantNames: IMap<string, string>;
  /** Format id → its variant's id. */
  formatOwners: IMap<string, string>;
  fallbackVariantId: string | null;
  signals: IMap<string, Signal>;
  /** Normalised name → signal id. */
  signalNames: IMap<string, string>;
  /** Feed row key → its variant (decide-feed.ts). */
  feedKeys: IMap<string, FeedEntry>;
}

export const initialTreeState = (): TreeState => ({
  tree: null,
  variants: IMap(),
  variantNames: IMap(),
  formatOwners: IMap(),
  fallbackVariantId: null,
  signals: IMap(),
  signalNames: IMap(),
  feedKeys: IMap(),
});

/** Names compare trimmed and case-insensitively: 'Summer ' and 'summer' are one name. */
export const normalisedName = (name: string) => name.trim().toLowerCase();

function withVariants(state: TreeState, ids: readonly string[], change: (v: VariantState) => VariantState): TreeState {
  const variants = state.variants.withMutations((map) => {
    for (const id of ids) {
      const variant = map.get(id);
      if (variant) map.set(id, change(variant));
    }
  });
  return { ...state, variants };
}

/** Applies `change` to every listed format, one copy of each touched variant. */
function withFormats(
  state: TreeState,
  formatIds: readonly string[],
  change: (f: FormatState) => FormatState,
): TreeState {
  const byVariant = new Map<string, Set<string>>();
  for (const formatId of formatIds) {
    const owner = state.formatOwners.get(formatId);
    if (owner) (byVariant.get(owner) ?? byVariant.set(owner, new Set()).get(owner)!).add(formatId);
  }
  return withVariants(state, [...byVariant.keys()], (v) => {
    const touched = byVariant.get(v.variantId)!;
    return { ...v, formats: v.formats.map((f) => (touched.has(f.formatId) ? change(f) : f)) };
  });
}

function setValues(
  values: Readonly<Record<string, ElementValue>>,
  changes: Record<string, ElementValue | null>,
): Record<string, ElementValue> {
  const next = { ...values };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete next[name];
    else next[name] = value;
  }
  return next;
}

function withSignals(state: TreeState, signals: readonly Signal[]): TreeState {
  let { signals: all, signalNames } = state;
  for (const signal of signals) {
    const old = all.get(signal.signalId);
    if (old) signalNames = signalNames.delete(normalisedName(old.name));
    all = all.set(signal.signalId, signal);
    signalNames = signalNames.set(normalisedName(signal.name), signal.signalId);
  }
  return { ...state, signals: all, signalNames };
}

type Created = Extract<PersonaliseEvent, { type: 'VariantCreated' }>;

/** A run of created variants, each map changed once in place for the whole run (a feed creates 1,000 at a time). */
function withCreated(state: TreeState, run: readonly Created[]): TreeState {
  const variants = state.variants.asMutable();
  const variantNames = state.variantNames.asMutable();
  const formatOwners = state.formatOwners.asMutable();
  for (const { data } of run) {
    const { variantId, name, formats } = data;
    variants.set(variantId, {
      variantId,
      name,
      enabled: false,
      archived: false,
      formats: formats.map((f) => ({ ...f, archived: false, approval: 'unapproved' })),
    });
    variantNames.set(normalisedName(name), variantId);
    for (const f of formats) formatOwners.set(f.formatId, variantId);
  }
  return {
    ...state,
    variants: variants.asImmutable(),
    variantNames: variantNames.asImmutable(),
    formatOwners: formatOwners.asImmutable(),
  };
}

/** evolveTree over `events`, a run of created variants folded at once: the same state, far fewer copies. */
export function evolveTreeAll(state: TreeState, events: readonly PersonaliseEvent[]): TreeState {
  let folded = state;
  let run: Created[] = [];
  for (const event of events) {
    if (event.type === 'VariantCreated') {
      run.push(event);
      continue;
    }
    if (run.length > 0) folded = withCreated(folded, run);
    run = [];
    folded = evolveTree(folded, event);
  }
  return run.length > 0 ? withCreated(folded, run) : folded;
}

export function evolveTree(state: TreeState, event: PersonaliseEvent): TreeState {
  switch (event.type) {
    case 'PersonaliseTreeCreated': {
      const { treeId, campaignId, partnerId, platform, format, templates } = event.data;
      return { ...state, tree: { treeId, campaignId, partnerId, platform, format, templates } };
    }
    case 'VariantCreated':
      return withCreated(state, [event]);
    case 'VariantRenamed': {
      const old = state.variants.get(event.data.variantId);
      if (!old) return state;
      const renamed = withVariants(state, [old.variantId], (v) => ({ ...v, name: event.data.name }));
      return {
        ...renamed,
        variantNames: state.variantNames
          .delete(normalisedName(old.name))
          .set(normalisedName(event.data.name), old.variantId),
      };
    }
    case 'VariantArchived':
      return withVariants(state, [event.data.variantId], (v) => ({ ...v, archived: true, enabled: false }));
    case 'VariantRestored':
      return withVariants(state, [event.data.variantId], (v) => ({ ...v, archived: false }));
    case 'FormatArchived':
      return withFormats(state, [event.data.formatId], (f) => ({ ...f, archived: true }));
    case 'FormatRestored':
      return withFormats(state, [event.data.formatId], (f) => ({ ...f, archived: false }));
    case 'FallbackSet':
      return { ...state, fallbackVariantId: event.data.variantId };
    case 'VariantsActivated':
      return withVariants(state, event.data.variantIds, (v) => ({ ...v, enabled: true }));
    case 'VariantsDeactivated':
      return withVariants(state, event.data.variantIds, (v) => ({ ...v, enabled: false }));
    case 'DynamicElementsSet':
      return withFormats(state, event.data.formatIds, (f) => ({
        ...f,
        values: setValues(f.values, event.data.values),
      }));
    case 'FormatApprovalsChanged': {
      const { approvals, rejections, final, fingerprints } = event.data;
      const approved = withFormats(state, approvals, (f) => ({
        ...f,
        approval: final ? 'approved' : 'interimApproved',
        ...(final && fingerprints?.[f.formatId] ? { approvedFingerprint: fingerprints[f.formatId] } : {}),
      }));
      return withFormats(approved, rejections, (f) => ({ ...f, approval: final ? 'rejected' : 'interimRejected' }));
    }
    case 'FormatApprovalsReset':
      return withFormats(state, event.data.formatIds, (f) => ({ ...f, approval: 'unapproved' }));
    case 'SignalCreated':
    case 'SignalChanged':
      return withSignals(state, [event.data.signal]);
    case 'SignalsImported':
      return withSignals(state, event.data.signals);
    case 'SignalDeleted': {
      const signal = state.signals.get(event.data.signalId);
      if (!signal) return state;
      const holders = state.variants
        .valueSeq()
        .flatMap((v) => v.formats)
        .filter((f) => f.signalIds.includes(signal.signalId))
        .map((f) => f.formatId)
        .toArray();
      const cleared = withFormats(state, holders, (f) => ({
        ...f,
        signalIds: f.signalIds.filter((id) => id !== signal.signalId),
      }));
      return {
        ...cleared,
        signals: state.signals.delete(signal.signalId),
        signalNames: state.signalNames.delete(normalisedName(signal.name)),
      };
    }
    case 'FormatSignalsSet':
      return withFormats(state, event.data.formatIds, (f) => ({ ...f, signalIds: event.data.signalIds }));
    case 'CarouselCardsChanged': {
      const byFormat = new Map(event.data.formats.map((f) => [f.formatId, f]));
      return withFormats(state, [...byFormat.keys()], (f) => ({
        ...f,
        cards: byFormat.get(f.formatId)!.cards,
        required: byFormat.get(f.formatId)!.required,
      }));
    }
    case 'FeedImported': {
      const feedKeys = state.feedKeys.withMutations((map) => {
        for (const { key, variantId, hash } of event.data.rows) map.set(key, { variantId, hash, archived: false });
        for (const key of event.data.archived) {
          const entry = map.get(key);
          if (entry) map.set(key, { ...entry, archived: true });
        }
      });
      return { ...state, feedKeys };
    }
  }
}
