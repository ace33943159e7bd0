// One stream per personalise tree, `PersonaliseTree-<treeId>`: its variants, their formats, the tree's signals
// and the fallback. Names are unique per tree, there is one fallback, and an active variant must keep every
// activation rule: all three span the tree, so one stream decides them (ARCHITECTURE.md, "The personalise tree").
// Events carry `campaignId` so the audit trail and the live feed file them under the campaign. Bulk commands are
// one event over many ids, so activating 10,000 variants is one append of a few events.
import type { Platform } from '../campaign/platforms';
import type { TemplateChannel } from '../template/events';
import type { TreeTemplate } from './fields';
import type { Signal } from './signals';

/** A dynamic element's value: a text or URL, or a library asset (image, video, audio) with its thumbnail. */
export interface ElementValue {
  value: string;
  assetId: string | null;
  thumbLocation: string | null;
}

export type FormatApproval = 'unapproved' | 'interimApproved' | 'interimRejected' | 'approved' | 'rejected';

/** A format as a variant gets it. `required` are the element names it must have a value for (cards change them). */
export interface FormatSeed {
  formatId: string;
  templateId: string;
  values: Record<string, ElementValue>;
  signalIds: string[];
  /** Carousel cards; null for every other format. */
  cards: number | null;
  required: string[];
}

interface OnTree {
  treeId: string;
  campaignId: string;
}

export type PersonaliseTreeCreated = {
  type: 'PersonaliseTreeCreated';
  data: OnTree & { partnerId: string; platform: Platform; format: TemplateChannel; templates: TreeTemplate[] };
};
export type VariantCreated = {
  type: 'VariantCreated';
  data: OnTree & {
    variantId: string;
    name: string;
    formats: FormatSeed[];
    clonedFrom: string | null;
    createdBy: string;
    createdAt: string;
  };
};
export type VariantRenamed = { type: 'VariantRenamed'; data: OnTree & { variantId: string; name: string } };
export type VariantArchived = { type: 'VariantArchived'; data: OnTree & { variantId: string } };
export type VariantRestored = { type: 'VariantRestored'; data: OnTree & { variantId: string } };
export type FormatArchived = { type: 'FormatArchived'; data: OnTree & { variantId: string; formatId: string } };
export type FormatRestored = { type: 'FormatRestored'; data: OnTree & { variantId: string; formatId: string } };
/** The tree's fallback moves to `variantId`; `previousVariantId` loses it. */
export type FallbackSet = {
  type: 'FallbackSet';
  data: OnTree & { variantId: string; previousVariantId: string | null };
};
export type VariantsActivated = { type: 'VariantsActivated'; data: OnTree & { variantIds: string[] } };
/**
 * Why variants went off: the user turned them off; the fallback went off (so every other did); an edit sent
 * their creatives back for approval; a creative was rejected; the variant was archived; the fallback moved away
 * from a variant with no user segment; the last user segment they had was removed.
 */
export type DeactivationReason =
  'user' | 'fallbackOff' | 'edited' | 'rejected' | 'archived' | 'fallbackRemoved' | 'signalRemoved';
export type VariantsDeactivated = {
  type: 'VariantsDeactivated';
  data: OnTree & { variantIds: string[]; reason: DeactivationReason };
};
/** The same values on every listed format; a null value clears the element. */
export type DynamicElementsSet = {
  type: 'DynamicElementsSet';
  data: OnTree & { formatIds: string[]; values: Record<string, ElementValue | null> };
};
/**
 * Creative approvals (spec 2 §4): final ones make a format approved or rejected, interim ones interimApproved/Rejected.
 * Each decision is bound to the content it judged: `fingerprints` maps every listed format to the fingerprint of its
 * content then (domain/personalise/fingerprint.ts). Events written before approvals were bound carry neither
 * `fingerprints` nor `comment`.
 */
export type FormatApprovalsChanged = {
  type: 'FormatApprovalsChanged';
  data: OnTree & {
    approvals: string[];
    rejections: string[];
    final: boolean;
    by: string;
    role: string;
    at: string;
    fingerprints?: Record<string, string>;
    /** What the reviewer wrote with the decision. */
    comment?: string | null;
  };
};
/** An edit of approved creatives sends them back for approval. */
export type FormatApprovalsReset = { type: 'FormatApprovalsReset'; data: OnTree & { formatIds: string[] } };
export type SignalCreated = { type: 'SignalCreated'; data: OnTree & { signal: Signal } };
export type SignalChanged = { type: 'SignalChanged'; data: OnTree & { signal: Signal } };
/** The signal is gone, and from every format that had it. */
export type SignalDeleted = { type: 'SignalDeleted'; data: OnTree & { signalId: string } };
/** A CSV import: all its segments in one event. */
export type SignalsImported = {
  type: 'SignalsImported';
  data: OnTree & { signals: Signal[]; source: 'csv' | 'lineItems' | 'adSets' };
};
/** The listed formats now carry exactly these signals. */
export type FormatSignalsSet = {
  type: 'FormatSignalsSet';
  data: OnTree & { formatIds: string[]; signalIds: string[] };
};
/** Carousel cards changed on these formats: each with its new count and required elements. */
export type CarouselCardsChanged = {
  type: 'CarouselCardsChanged';
  data: OnTree & { formats: { formatId: string; cards: number; required: string[] }[] };
};

/**
 * A feed's rows applied to the tree (domain/personalise/decide-feed.ts): each row's key now names its variant and
 * the hash of the row's content; the keys in `archived` vanished from the feed and their variants were archived. The
 * variants' own changes are the events beside it (VariantCreated, DynamicElementsSet, VariantArchived, ...).
 */
export type FeedImported = {
  type: 'FeedImported';
  data: OnTree & { rows: { key: string; variantId: string; hash: string }[]; archived: string[] };
};

export type PersonaliseEvent =
  | PersonaliseTreeCreated
  | VariantCreated
  | VariantRenamed
  | VariantArchived
  | VariantRestored
  | FormatArchived
  | FormatRestored
  | FallbackSet
  | VariantsActivated
  | VariantsDeactivated
  | DynamicElementsSet
  | FormatApprovalsChanged
  | FormatApprovalsReset
  | SignalCreated
  | SignalChanged
  | SignalDeleted
  | SignalsImported
  | FormatSignalsSet
  | CarouselCardsChanged
  | FeedImported;
