// Turning variants on and off (spec 2 §4 "Activation rules", "Fallback"). A bulk turn-on is judged variant by
// variant, the fallback first (the others may need it on): those that pass go on, the others are reported with
// the 'Please check:' items they fail. When none passes (and none was on already) the command is refused and
// appends nothing.
import { DomainError } from '../shared/errors';
import { activationBlockers } from './activation';
import type { DeactivationReason, PersonaliseEvent } from './events';
import { activationFacts, fallbackOf, hasSchedule, hasUserSegment } from './facts';
import { couldNotTurnOn, SCHEDULES_NEED_SEGMENT } from './messages';
import { evolveTree, type TreeFacts, type TreeState } from './state';
import type { VariantSelection } from './commands';
import { onTree, variantOf } from './decide-variants';

type Events = PersonaliseEvent[];

export interface ActivationFailure {
  variantId: string;
  name: string;
  reasons: string[];
}

export interface ActivationDecision {
  events: Events;
  activated: string[];
  /** Asked for and already on: counted as updated, nothing appended. */
  alreadyOn: string[];
  failed: ActivationFailure[];
}

export function decideActivation(
  state: TreeState,
  tree: TreeFacts,
  variants: readonly VariantSelection[],
  includeArchived: boolean,
): ActivationDecision {
  // The fallback first, so that the others of the same request see it on.
  const ordered = [...variants].sort(
    (a, b) => Number(b.variantId === state.fallbackVariantId) - Number(a.variantId === state.fallbackVariantId),
  );
  let judged = state;
  const decision: ActivationDecision = { events: [], activated: [], alreadyOn: [], failed: [] };
  for (const selection of ordered) {
    const variant = variantOf(judged, selection.variantId);
    if (variant.enabled) {
      decision.alreadyOn.push(variant.variantId);
      continue;
    }
    const chosen = (formatId: string) => selection.formats === undefined || selection.formats[formatId] === true;
    const reasons = activationBlockers(activationFacts(judged, variant), {
      allFormatsSelected: variant.formats.filter((f) => !f.archived).every((f) => chosen(f.formatId)),
      archivedSelected: includeArchived && variant.formats.some((f) => f.archived && chosen(f.formatId)),
    });
    if (reasons.length > 0) {
      decision.failed.push({ variantId: variant.variantId, name: variant.name, reasons });
      continue;
    }
    decision.activated.push(variant.variantId);
    judged = evolveTree(judged, {
      type: 'VariantsActivated',
      data: { ...onTree(tree), variantIds: [variant.variantId] },
    });
  }
  if (decision.activated.length > 0)
    decision.events.push({ type: 'VariantsActivated', data: { ...onTree(tree), variantIds: decision.activated } });
  // Refused only when nothing asked for is on afterwards: variants already on count as updated.
  else if (decision.alreadyOn.length === 0 && decision.failed.length > 0)
    throw DomainError.unprocessable(couldNotTurnOn(decision.failed.length), { failed: decision.failed });
  return decision;
}

/**
 * Turning variants off. The fallback going off takes every other variant with it (spec 2 §4); a fallback that has a
 * schedule but no user segment cannot go off ('Schedules require a user segment': it keeps running as the fallback).
 */
export function deactivateVariants(state: TreeState, tree: TreeFacts, variantIds: readonly string[]): Events {
  const requested = variantIds.map((id) => variantOf(state, id)).filter((v) => v.enabled);
  const fallback = fallbackOf(state);
  const fallbackOff = fallback !== null && requested.some((v) => v.variantId === fallback.variantId);
  if (fallbackOff && hasSchedule(state, fallback) && !hasUserSegment(state, fallback))
    throw DomainError.unprocessable(SCHEDULES_NEED_SEGMENT);
  const events: Events = [];
  if (requested.length > 0)
    events.push({
      type: 'VariantsDeactivated',
      data: { ...onTree(tree), variantIds: requested.map((v) => v.variantId), reason: 'user' },
    });
  if (fallbackOff) events.push(...othersOff(state, tree, new Set(requested.map((v) => v.variantId))));
  return events;
}

function othersOff(state: TreeState, tree: TreeFacts, except: ReadonlySet<string>): Events {
  const others = state.variants
    .valueSeq()
    .filter((v) => v.enabled && !except.has(v.variantId))
    .map((v) => v.variantId)
    .toArray();
  return others.length > 0
    ? [{ type: 'VariantsDeactivated', data: { ...onTree(tree), variantIds: others, reason: 'fallbackOff' } }]
    : [];
}

/**
 * After a change (an edit, a rejection, a signal taken away), the variants among `touched` that are on but now break a
 * rule go off with `reason`; if that includes the fallback, every other variant goes off too. Returns the change's
 * events followed by those.
 */
export function keepingRules(
  state: TreeState,
  tree: TreeFacts,
  change: Events,
  touched: Iterable<string>,
  reason: DeactivationReason,
): Events {
  const after = change.reduce(evolveTree, state);
  const broken = [...new Set(touched)].filter((id) => {
    const v = after.variants.get(id);
    return v?.enabled && activationBlockers(activationFacts(after, v)).length > 0;
  });
  if (broken.length === 0) return change;
  const events: Events = [
    ...change,
    { type: 'VariantsDeactivated', data: { ...onTree(tree), variantIds: broken, reason } },
  ];
  if (after.fallbackVariantId !== null && broken.includes(after.fallbackVariantId))
    events.push(...othersOff(after, tree, new Set(broken)));
  return events;
}
