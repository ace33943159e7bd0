// Filling formats' dynamic elements, carousel cards, and creative approvals. An edit of a format that was approved
// (interim or final) sends it back for approval; a variant that is on and so breaks rule 5 goes off (our choice for
// spec 2 §4 "Editing approved variants": the screen warns first with EDIT_APPROVED_WARNING).
import { DomainError, MESSAGES } from '../shared/errors';
import { TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../shared/text-limits';
import { keepingRules } from './decide-activation';
import { onTree } from './decide-variants';
import type { ElementValue, PersonaliseEvent } from './events';
import {
  BUY_NOW_REFUSED,
  CALL_TO_ACTIONS,
  CAROUSEL_CARDS,
  formatElements,
  requiredElements,
  type ElementHeader,
} from './fields';
import { APPROVAL_COMMENT_MAX, APPROVAL_COMMENT_TOO_LONG } from './approvals';
import { contentFingerprint } from './fingerprint';
import { CARDS_LIMIT } from './messages';
import type { FormatState, TreeFacts, TreeState } from './state';

type Events = PersonaliseEvent[];

export const INVALID_URL = 'Please enter a valid URL';
const UNKNOWN_ELEMENT = 'This element is not part of the selected formats';
const VALUE_NOT_POSSIBLE = 'Please choose one of the possible values';
export const CALL_TO_ACTION_UNKNOWN = 'Please choose a call to action Meta supports';
export const valueTooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
const ELEMENT_NEEDS_ASSET = 'Please choose a file from the asset library';

/** URLs must be of the http, https, ftp or www form (spec 3 §5). */
const URL_FORM = /^(?:(?:https?|ftp):\/\/|www\.)[^\s]+$/i;

function formatsOf(state: TreeState, formatIds: readonly string[]): FormatState[] {
  return formatIds.map((formatId) => {
    const owner = state.formatOwners.get(formatId);
    const format = owner ? state.variants.get(owner)?.formats.find((f) => f.formatId === formatId) : undefined;
    if (!format) throw DomainError.notFound(MESSAGES.entityNotFound);
    return format;
  });
}

const templateOf = (tree: TreeFacts, templateId: string) => tree.templates.find((t) => t.templateId === templateId)!;

/** The value as stored, or a refusal in the element's words. An empty text clears the element. */
export function checkedValue(header: ElementHeader, value: ElementValue | null): ElementValue | null {
  if (value === null || value.value.trim() === '') return null;
  const text = value.value;
  // Every element is bounded: its own limit (Meta's, Google Ads'), else a link's or free text's.
  const maxLength = header.maxLength ?? (header.type === 'url' ? URL_MAX_LENGTH : TEXT_MAX_LENGTH);
  if (text.length > maxLength)
    throw DomainError.unprocessable(valueTooLong(header.label, maxLength), { element: header.name });
  if (['image', 'video', 'audio'].includes(header.type) && !value.assetId)
    throw DomainError.unprocessable(ELEMENT_NEEDS_ASSET);
  if (header.type === 'url' && !URL_FORM.test(text.trim()))
    throw DomainError.unprocessable(INVALID_URL, { element: header.name });
  if (header.name === 'callToAction') {
    if (text.trim().toLowerCase() === 'buy now') throw DomainError.unprocessable(BUY_NOW_REFUSED);
    if (!CALL_TO_ACTIONS.some((cta) => cta.toLowerCase() === text.trim().toLowerCase()))
      throw DomainError.unprocessable(CALL_TO_ACTION_UNKNOWN);
  } else if (header.possibleValues && !header.possibleValues.includes(text))
    throw DomainError.unprocessable(VALUE_NOT_POSSIBLE, { element: header.name });
  return value;
}

const sameValue = (a: ElementValue | undefined, b: ElementValue | null) =>
  (a === undefined && b === null) || (a !== undefined && b !== null && a.value === b.value && a.assetId === b.assetId);

/**
 * Sets the values on every listed format that has the element (shared editing spans formats of different templates);
 * an element none of them has is refused. Formats whose values do not change are left alone.
 */
export function setDynamicElements(
  state: TreeState,
  tree: TreeFacts,
  formatIds: readonly string[],
  values: Record<string, ElementValue | null>,
): Events {
  const formats = formatsOf(state, formatIds);
  const names = Object.keys(values);
  const checked: Record<string, ElementValue | null> = {};
  for (const name of names) {
    const header = formats
      .map((f) => formatElements(templateOf(tree, f.templateId), f.cards).find((h) => h.name === name))
      .find((h) => h !== undefined);
    if (!header) throw DomainError.unprocessable(UNKNOWN_ELEMENT, { element: name });
    checked[name] = checkedValue(header, values[name]!);
  }
  const changed = formats.filter((f) => {
    const own = new Set(formatElements(templateOf(tree, f.templateId), f.cards).map((h) => h.name));
    return names.some((name) => own.has(name) && !sameValue(f.values[name], checked[name]!));
  });
  if (changed.length === 0) return [];
  const changedIds = changed.map((f) => f.formatId);
  const change: Events = [
    { type: 'DynamicElementsSet', data: { ...onTree(tree), formatIds: changedIds, values: checked } },
  ];
  const approved = changed.filter((f) => f.approval !== 'unapproved').map((f) => f.formatId);
  if (approved.length > 0)
    change.push({ type: 'FormatApprovalsReset', data: { ...onTree(tree), formatIds: approved } });
  return keepingRules(
    state,
    tree,
    change,
    changedIds.map((id) => state.formatOwners.get(id)!),
    'edited',
  );
}

/** Cards 2 to 10 on carousel formats only (spec 2 §5). */
export function changeCards(state: TreeState, tree: TreeFacts, formatIds: readonly string[], delta: 1 | -1): Events {
  const formats = formatsOf(state, formatIds).map((f) => {
    const template = templateOf(tree, f.templateId);
    const cards = (f.cards ?? 0) + delta;
    if (template.facebookFormat !== 'fbCarousel' || cards < CAROUSEL_CARDS.min || cards > CAROUSEL_CARDS.max)
      throw DomainError.unprocessable(CARDS_LIMIT);
    return { formatId: f.formatId, cards, required: requiredElements(template, cards) };
  });
  if (formats.length === 0) return [];
  const change: Events = [{ type: 'CarouselCardsChanged', data: { ...onTree(tree), formats } }];
  return keepingRules(
    state,
    tree,
    change,
    formats.map((f) => state.formatOwners.get(f.formatId)!),
    'edited',
  );
}

/**
 * Creative approvals (spec 2 §4): final or interim, approvals and rejections; a rejected creative turns its variant
 * off.
 * Each decision records the fingerprint of the content it judged (fingerprint.ts), so an approval is bound to it.
 */
export function changeApprovals(
  state: TreeState,
  tree: TreeFacts,
  c: {
    approvals: string[];
    rejections: string[];
    final: boolean;
    by: string;
    role: string;
    at: string;
    comment: string | null;
  },
): Events {
  const formats = formatsOf(state, [...c.approvals, ...c.rejections]);
  if (c.approvals.some((id) => c.rejections.includes(id))) throw DomainError.badRequest(MESSAGES.wrongParams);
  if (c.comment !== null && c.comment.length > APPROVAL_COMMENT_MAX)
    throw DomainError.unprocessable(APPROVAL_COMMENT_TOO_LONG, { field: 'comment' });
  if (formats.length === 0) return [];
  const fingerprints = Object.fromEntries(
    formats.map((f) => [f.formatId, contentFingerprint(templateOf(tree, f.templateId), f.values, f.cards)]),
  );
  const { approvals, rejections, final, by, role, at } = c;
  const comment = c.comment?.trim() ? c.comment : null;
  const change: Events = [
    {
      type: 'FormatApprovalsChanged',
      data: { ...onTree(tree), approvals, rejections, final, by, role, at, fingerprints, comment },
    },
  ];
  return keepingRules(
    state,
    tree,
    change,
    c.rejections.map((id) => state.formatOwners.get(id)!),
    'rejected',
  );
}
