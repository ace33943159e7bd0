// The Details step's fields (spec 1 §5): the concept's name, markets and languages. Concept settings apply
// the same rules. What a pure function cannot know comes in as the context.
import { MESSAGES } from '../shared/errors';
import { KEY_MAX_LENGTH, lengthError } from '../shared/text-limits';
import { nameError, NAME_TOO_LONG, REQUIRED } from '../shared/validation';
import { hasAssets, type Brief } from './brief';

export const CONCEPT_NAME_MAX_LENGTH = 64;
export const CONCEPT_NAME_TOO_LONG = `The name must be at most ${CONCEPT_NAME_MAX_LENGTH} characters`;
export const CONCEPT_NAME_USED = 'This concept name has been used before';
export const MARKETS_LOCKED = 'You cannot change markets once assets have been selected';
export const LANGUAGES_REQUIRED = 'Please select the language(s) your concept will use e.g. English';

export interface BriefContext {
  /** The market nodes the user may pick, or 'all' when every node is allowed. */
  allowedNodeIds: ReadonlySet<string> | 'all';
  /** Whether one of the partner's concepts has this name, compared case-insensitively (the name check call). */
  isNameTaken(name: string): boolean;
  /** The concept's own saved name: keeping it (in any case) is no clash. Null for a new concept. */
  ownName: string | null;
  /** The markets the saved brief's assets hold fixed (see `lockedMarkets`), or null. */
  lockedMarkets: readonly string[] | null;
}

/** Once the saved brief has assets, its markets can no longer change. */
export function lockedMarkets(saved: Brief | null): readonly string[] | null {
  return saved !== null && hasAssets(saved) ? saved.intro.businessNodes : null;
}

/** Required, no leading space, at most 64 characters without trailing spaces, unique among the partner's concepts. */
export function conceptNameError(name: string, context: BriefContext): string | null {
  const error = nameError(name);
  if (error !== null && error !== NAME_TOO_LONG) return error;
  const trimmed = name.trimEnd();
  if (trimmed.length > CONCEPT_NAME_MAX_LENGTH) return CONCEPT_NAME_TOO_LONG;
  const own = context.ownName !== null && context.ownName.toLowerCase() === trimmed.toLowerCase();
  return !own && context.isNameTaken(trimmed) ? CONCEPT_NAME_USED : null;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const all = new Set([...a, ...b]);
  return all.size === new Set(a).size && all.size === new Set(b).size;
}

export function marketsError(businessNodes: readonly string[], context: BriefContext): string | null {
  if (context.lockedMarkets !== null && !sameSet(businessNodes, context.lockedMarkets)) return MARKETS_LOCKED;
  if (businessNodes.length === 0) return REQUIRED;
  const { allowedNodeIds } = context;
  return allowedNodeIds === 'all' || businessNodes.every((id) => allowedNodeIds.has(id))
    ? null
    : MESSAGES.businessNodeAccessDenied;
}

export function languagesError(languages: readonly string[]): string | null {
  const tooLong = languages.map((language) => lengthError(language, KEY_MAX_LENGTH, 'language')).find(Boolean);
  return tooLong ?? (languages.some((language) => language.trim() !== '') ? null : LANGUAGES_REQUIRED);
}
