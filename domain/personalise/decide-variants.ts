// Variants: create, clone, rename, archive and restore (a variant or one format), and the fallback (spec 2 §4).
import { VARIANT_LIMITS } from '../campaign/platforms';
import { DomainError, MESSAGES } from '../shared/errors';
import { nameTextError, REQUIRED } from '../shared/validation';
import type { FormatSeed, PersonaliseEvent } from './events';
import { CAROUSEL_CARDS, requiredElements } from './fields';
import { fallbackAllowed } from './activation';
import { activationFacts, fallbackOf } from './facts';
import {
  FALLBACK_CANNOT_BE_ARCHIVED,
  FALLBACK_NOT_ALLOWED,
  VARIANT_NAME_REQUIRED,
  VARIANT_NAME_TAKEN,
  variantLimitReached,
} from './messages';
import { normalisedName, type TreeFacts, type TreeState, type VariantState } from './state';

type Events = PersonaliseEvent[];

export const onTree = (tree: TreeFacts) => ({ treeId: tree.treeId, campaignId: tree.campaignId });

export function variantOf(state: TreeState, variantId: string): VariantState {
  const variant = state.variants.get(variantId);
  if (!variant) throw DomainError.notFound(MESSAGES.entityNotFound);
  return variant;
}

/** A variant's or signal's name, trimmed: something visible (else `required`), bounded, no text-direction controls. */
export function trimmedTreeName(name: string, required: string): string {
  const trimmed = name.trim();
  const error = nameTextError(trimmed);
  if (error) throw DomainError.badRequest(error === REQUIRED ? required : error, { field: 'name' });
  return trimmed;
}

function checkedName(state: TreeState, name: string, exceptId?: string): string {
  const trimmed = trimmedTreeName(name, VARIANT_NAME_REQUIRED);
  const holder = state.variantNames.get(normalisedName(trimmed));
  if (holder !== undefined && holder !== exceptId) throw DomainError.conflict(VARIANT_NAME_TAKEN);
  return trimmed;
}

/** Hard limits per tree (spec 2 §5): archived variants count, they can come back. */
export function checkLimit(state: TreeState, tree: TreeFacts, adding = 1): void {
  const limit = VARIANT_LIMITS[tree.platform];
  if (state.variants.size + adding > limit) throw DomainError.unprocessable(variantLimitReached(tree.platform, limit));
}

export function newFormats(tree: TreeFacts, formatIds: readonly string[]): FormatSeed[] {
  if (formatIds.length !== tree.templates.length) throw new Error('one format id per template');
  return tree.templates.map((template, i) => {
    const cards = template.facebookFormat === 'fbCarousel' ? CAROUSEL_CARDS.default : null;
    return {
      formatId: formatIds[i]!,
      templateId: template.templateId,
      values: {},
      signalIds: [],
      cards,
      required: requiredElements(template, cards),
    };
  });
}

export function createVariant(
  state: TreeState,
  tree: TreeFacts,
  c: { variantId: string; name: string; formatIds: string[]; createdBy: string; createdAt: string },
): Events {
  const name = checkedName(state, c.name);
  checkLimit(state, tree);
  return [
    {
      type: 'VariantCreated',
      data: {
        ...onTree(tree),
        variantId: c.variantId,
        name,
        formats: newFormats(tree, c.formatIds),
        clonedFrom: null,
        createdBy: c.createdBy,
        createdAt: c.createdAt,
      },
    },
  ];
}

/** A copy of the source's values, signals and cards under new ids; approvals start over. */
export function cloneVariant(
  state: TreeState,
  tree: TreeFacts,
  c: {
    sourceVariantId: string;
    variantId: string;
    name: string;
    formatIds: string[];
    createdBy: string;
    createdAt: string;
  },
): Events {
  const source = variantOf(state, c.sourceVariantId);
  const name = checkedName(state, c.name);
  checkLimit(state, tree);
  const formats = newFormats(tree, c.formatIds).map((fresh) => {
    const from = source.formats.find((f) => f.templateId === fresh.templateId);
    return from
      ? {
          ...fresh,
          values: from.values,
          signalIds: [...from.signalIds],
          cards: from.cards,
          required: [...from.required],
        }
      : fresh;
  });
  return [
    {
      type: 'VariantCreated',
      data: {
        ...onTree(tree),
        variantId: c.variantId,
        name,
        formats,
        clonedFrom: source.variantId,
        createdBy: c.createdBy,
        createdAt: c.createdAt,
      },
    },
  ];
}

export function renameVariant(state: TreeState, tree: TreeFacts, variantId: string, newName: string): Events {
  const variant = variantOf(state, variantId);
  const name = checkedName(state, newName, variantId);
  return name === variant.name ? [] : [{ type: 'VariantRenamed', data: { ...onTree(tree), variantId, name } }];
}

export function archiveVariant(state: TreeState, tree: TreeFacts, variantId: string): Events {
  const variant = variantOf(state, variantId);
  if (state.fallbackVariantId === variantId) throw DomainError.unprocessable(FALLBACK_CANNOT_BE_ARCHIVED);
  if (variant.archived) return [];
  const off: Events = variant.enabled
    ? [{ type: 'VariantsDeactivated', data: { ...onTree(tree), variantIds: [variantId], reason: 'archived' } }]
    : [];
  return [...off, { type: 'VariantArchived', data: { ...onTree(tree), variantId } }];
}

export function restoreVariant(state: TreeState, tree: TreeFacts, variantId: string): Events {
  return variantOf(state, variantId).archived
    ? [{ type: 'VariantRestored', data: { ...onTree(tree), variantId } }]
    : [];
}

function formatOf(variant: VariantState, formatId: string) {
  const format = variant.formats.find((f) => f.formatId === formatId);
  if (!format) throw DomainError.notFound(MESSAGES.entityNotFound);
  return format;
}

export function archiveFormat(state: TreeState, tree: TreeFacts, variantId: string, formatId: string): Events {
  const variant = variantOf(state, variantId);
  const format = formatOf(variant, formatId);
  if (state.fallbackVariantId === variantId) throw DomainError.unprocessable(FALLBACK_CANNOT_BE_ARCHIVED);
  return format.archived ? [] : [{ type: 'FormatArchived', data: { ...onTree(tree), variantId, formatId } }];
}

export function restoreFormat(state: TreeState, tree: TreeFacts, variantId: string, formatId: string): Events {
  return formatOf(variantOf(state, variantId), formatId).archived
    ? [{ type: 'FormatRestored', data: { ...onTree(tree), variantId, formatId } }]
    : [];
}

/**
 * Set as Fallback (fallbackAllowed). The previous fallback, if on, is turned off (spec 2 §4): without a user segment it
 * has nothing left to stand on ('You are about to remove a fallback from a Variant with no user segments.'), and with
 * one the spec disables it once the new fallback is on (the screen confirms first). A variant that is off cannot
 * take over from a fallback that is on, so the new fallback is on whenever the previous one is.
 */
export function setFallback(state: TreeState, tree: TreeFacts, variantId: string): Events {
  const variant = variantOf(state, variantId);
  if (state.fallbackVariantId === variantId) return [];
  const { archived, anyFormatArchived, enabled, fallbackOn } = {
    ...activationFacts(state, variant),
    enabled: variant.enabled,
  };
  if (!fallbackAllowed({ archived, anyFormatArchived, enabled }, fallbackOn))
    throw DomainError.unprocessable(FALLBACK_NOT_ALLOWED);
  const previous = fallbackOf(state);
  const events: Events = [
    { type: 'FallbackSet', data: { ...onTree(tree), variantId, previousVariantId: previous?.variantId ?? null } },
  ];
  if (previous?.enabled) {
    events.push({
      type: 'VariantsDeactivated',
      data: { ...onTree(tree), variantIds: [previous.variantId], reason: 'fallbackRemoved' },
    });
  }
  return events;
}
