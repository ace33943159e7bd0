// The activation rules (spec 2 §4): a variant may be on only when all hold —
//  1. a user segment or the fallback is assigned; 2. the fallback variant is on (Google); 3. all required fields
//  are filled; 4. all its formats are selected; 5. its creatives have final approval; 6. its creatives are not
//  archived (when archived ones are included). The fallback itself skips 1 and 2. Facebook adds a header check:
//  its call to action must be one Meta takes (fields.ts), which a filled, valid format already is.
// The server decides with `blockersOf`; the read model shows the same list and the toggle's tooltip.
import type { Platform } from '../campaign/platforms';
import { CHECK, TOOLTIP, VARIANT_ARCHIVED } from './messages';

export interface ActivationFacts {
  platform: Platform;
  isFallback: boolean;
  archived: boolean;
  hasSegment: boolean;
  filled: boolean;
  approved: boolean;
  anyFormatArchived: boolean;
  fallbackOn: boolean;
}

export interface Selection {
  /** Every live format of the variant is selected. */
  allFormatsSelected: boolean;
  /** A selected format is archived (only when archived ones are included). */
  archivedSelected: boolean;
}

const ALL_SELECTED: Selection = { allFormatsSelected: true, archivedSelected: false };

/** The 'Please check:' items the variant fails, in the spec's order; empty when it may be on. */
export function activationBlockers(facts: ActivationFacts, selection: Selection = ALL_SELECTED): string[] {
  const blockers: string[] = [];
  if (facts.archived) return [VARIANT_ARCHIVED];
  if (!facts.isFallback && facts.platform === 'google' && !facts.fallbackOn) blockers.push(CHECK.fallbackOn);
  if (!facts.isFallback && !facts.hasSegment) blockers.push(CHECK.userSegment);
  if (!facts.filled) blockers.push(CHECK.requiredFields);
  if (!facts.approved) blockers.push(CHECK.finalApproval);
  if (!selection.allFormatsSelected) blockers.push(CHECK.formatsSelected);
  if (selection.archivedSelected) blockers.push(CHECK.notArchived);
  return blockers;
}

/**
 * Set as Fallback (spec 2 §4): not for an archived variant or one with an archived format, nor for a variant that
 * is off while the current fallback is on. The command decides with it and the row menu hides the action by it.
 */
export const fallbackAllowed = (
  variant: { archived: boolean; anyFormatArchived: boolean; enabled: boolean },
  fallbackOn: boolean,
) => !variant.archived && !variant.anyFormatArchived && !(fallbackOn && !variant.enabled);

/** Why the toggle cannot turn the variant on, or null when it can. */
export function activationTooltip(facts: ActivationFacts): string | null {
  const [first] = activationBlockers(facts);
  switch (first) {
    case undefined:
      return null;
    case VARIANT_ARCHIVED:
      return TOOLTIP.archived;
    case CHECK.fallbackOn:
      return TOOLTIP.fallbackOff;
    case CHECK.userSegment:
      return TOOLTIP.userSegment;
    case CHECK.requiredFields:
      return TOOLTIP.requiredFields;
    default:
      return TOOLTIP.pendingApproval;
  }
}
