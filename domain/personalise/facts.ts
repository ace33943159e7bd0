// What the rules read of a variant: its live (not archived) formats, whether they are filled and approved, and
// whether it has a user segment. One place, so the commands and the read model judge alike.
import type { ActivationFacts } from './activation';
import type { ElementValue } from './events';
import type { FormatState, TreeState, VariantState } from './state';

const liveFormats = (v: VariantState) => v.formats.filter((f) => !f.archived);

const hasValue = (value: ElementValue | undefined) => value !== undefined && value.value.trim() !== '';

export const formatFilled = (f: Pick<FormatState, 'required' | 'values'>) =>
  f.required.every((name) => hasValue(f.values[name]));

export function hasUserSegment(state: TreeState, v: VariantState): boolean {
  return liveFormats(v).some((f) => f.signalIds.some((id) => state.signals.get(id)?.type === 'userSegment'));
}

export function hasSchedule(state: TreeState, v: VariantState): boolean {
  return liveFormats(v).some((f) => f.signalIds.some((id) => state.signals.get(id)?.type === 'schedule'));
}

export function fallbackOf(state: TreeState): VariantState | null {
  return state.fallbackVariantId ? (state.variants.get(state.fallbackVariantId) ?? null) : null;
}

export function activationFacts(state: TreeState, v: VariantState): ActivationFacts {
  const live = liveFormats(v);
  return {
    platform: state.tree!.platform,
    isFallback: state.fallbackVariantId === v.variantId,
    archived: v.archived,
    hasSegment: hasUserSegment(state, v),
    filled: live.every(formatFilled),
    approved: live.length > 0 && live.every((f) => f.approval === 'approved'),
    anyFormatArchived: live.length < v.formats.length,
    fallbackOn: fallbackOf(state)?.enabled ?? false,
  };
}
