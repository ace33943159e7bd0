// What the personalise routes answer (spec 2 §2–§8; projections/personalise/*): a campaign's trees with their
// templates and elements, a page of variant rows with their formats, the counts and filters of the table, a tree's
// signals and what activation and bulk edits did. The API declares these schemas; the read model and the screens take
// their types from them (import type only).
import { Type, type Static } from 'typebox';
import { PLATFORMS } from '../campaign/platforms';
import { screenshotFields } from '../screenshot/answers';
import { Answer, Id, Nullable, OneOf } from '../shared/schema';
import { FORMAT_APPROVALS } from './approvals';
import { ELEMENT_TYPES } from './fields';
import { SIGNAL_TYPES, USER_SEGMENT_TYPES } from './signals';

const CHANNELS = ['display', 'social', 'video'] as const;

const ElementHeader = Answer({
  name: Type.String(),
  label: Type.String(),
  type: OneOf(ELEMENT_TYPES),
  optional: Type.Boolean(),
  editor: OneOf(['plainText', 'richText', 'dropdown', 'image', 'video', 'url', 'audio'] as const),
  possibleValues: Nullable(Type.Array(Type.String())),
  defaultValue: Nullable(Type.String()),
  multiline: Type.Boolean(),
  maxLength: Nullable(Type.Integer()),
});

const TreeTemplate = Answer({
  templateId: Id,
  name: Type.String(),
  shortName: Type.String(),
  size: Type.String(),
  version: Type.Integer(),
  kind: OneOf(['html', 'video'] as const),
  facebookFormat: Nullable(OneOf(['fbSingleImage', 'fbSingleVideo', 'fbCarousel'] as const)),
  elements: Type.Array(ElementHeader),
  cardElements: Type.Array(ElementHeader),
});
export const TreeTemplates = Type.Array(TreeTemplate);

const Tree = Answer({
  id: Id,
  platform: OneOf(PLATFORMS),
  format: OneOf(CHANNELS),
  templates: Type.Array(TreeTemplate),
  sharedElements: Type.Array(ElementHeader, { description: "The 'Shared across formats' band" }),
  isFallbackEnabled: Type.Boolean(),
  fallbackVariantId: Nullable(Id),
  activeAmount: Type.Integer(),
  totalAmount: Type.Integer({ description: 'Variants not archived' }),
  archivedAmount: Type.Integer(),
  variantLimit: Type.Integer(),
});
export const Trees = Type.Array(Tree);
export type PersonaliseTree = Static<typeof Tree>;

const DynamicElementCell = Answer({
  value: Nullable(Type.String()),
  type: OneOf(ELEMENT_TYPES),
  assetId: Nullable(Id),
  thumbLocation: Nullable(Type.String()),
  uniqueValuesAmount: Type.Integer({ description: "Different values across the variant's formats" }),
});
/** An element's value in a variant row: null while it has none; `uniqueValuesAmount` is the '+N' badge. */
export type DynamicElementCell = Static<typeof DynamicElementCell>;

const VariantFormat = Answer({
  id: Id,
  templateId: Id,
  name: Type.String(),
  shortName: Type.String(),
  version: Type.Integer(),
  approval: OneOf(FORMAT_APPROVALS),
  archived: Type.Boolean(),
  status: OneOf([...FORMAT_APPROVALS, 'archived'] as const),
  ...screenshotFields,
  cards: Nullable(Type.Integer()),
  signals: Type.Array(Id),
  dynamicElements: Type.Record(Type.String(), DynamicElementCell),
  filled: Type.Boolean(),
  hash: Type.String({ description: 'hash_version_formatSuffix' }),
});
/**
 * A format of a variant row: `status` is 'archived', else its approval; the screenshot fields are its current
 * content's (domain/screenshot/view.ts); `hash` is the variation hash `hash_version_formatSuffix` (spec 2 §3).
 */
export type VariantFormatRow = Static<typeof VariantFormat>;

const NamedSignal = Answer({ id: Id, name: Type.String() });
export type NamedSignal = Static<typeof NamedSignal>;

const STATUS_TAGS = ['active', 'scheduled', 'fallback', 'archived'] as const;
export type StatusTag = (typeof STATUS_TAGS)[number];

export const VariantRow = Answer({
  id: Id,
  name: Type.String(),
  enabled: Type.Boolean(),
  archived: Type.Boolean(),
  isFallback: Type.Boolean(),
  statusTags: Type.Array(OneOf(STATUS_TAGS)),
  filled: Type.Boolean(),
  activationBlockers: Type.Array(Type.String(), { description: "The 'Please check:' items the variant fails now" }),
  activationTooltip: Nullable(Type.String({ description: "The toggle's tooltip when it cannot turn on" })),
  signals: Answer({
    userSegment: Type.Array(NamedSignal),
    schedule: Type.Array(NamedSignal),
    location: Type.Array(NamedSignal),
  }),
  formats: Type.Array(VariantFormat),
});
/** A variant as the personalise table shows it (projections/personalise/variant-row.ts builds it). */
export type VariantRow = Static<typeof VariantRow>;

export const VariantCounts = Answer({
  activeAmount: Type.Integer(),
  totalAmount: Type.Integer({ description: 'Variants not archived' }),
  archivedAmount: Type.Integer(),
  filteredAmount: Type.Integer({ description: 'Variants the filter selects' }),
});
export type VariantCounts = Static<typeof VariantCounts>;
export const VariantIdentifiers = Type.Array(Answer({ variantId: Id, formatIds: Type.Array(Id) }), {
  description: 'Every variant the filter selects',
});
export type VariantIdentifiers = Static<typeof VariantIdentifiers>;
export const AvailableFilters = Answer({
  statuses: Type.Array(Type.String()),
  formats: Type.Array(Answer({ id: Id, name: Type.String() })),
  segments: Type.Array(Answer({ id: Id, name: Type.String() })),
});
export type AvailableFilters = Static<typeof AvailableFilters>;
export const Exists = Answer({ exists: Type.Boolean() });
export const Count = Answer({ count: Type.Integer() });
export const Created = Answer({ id: Id });

const Schedule = Answer({
  startsAt: Nullable(Type.String()),
  endsAt: Nullable(Type.String()),
  weekdays: Type.Array(Type.Integer()),
  dailyFrom: Nullable(Type.String()),
  dailyTo: Nullable(Type.String()),
});
export const Signals = Type.Array(
  Answer({
    _id: Id,
    id: Id,
    name: Type.String(),
    type: OneOf(SIGNAL_TYPES),
    segmentType: Nullable(OneOf(USER_SEGMENT_TYPES)),
    values: Type.Array(Type.String()),
    campaignIds: Type.Array(Type.String()),
    schedule: Nullable(Schedule),
    countries: Type.Array(Type.String()),
    formatsCount: Type.Integer({ description: 'Formats carrying it' }),
  }),
);
/** A signal of a tree, with how many creatives carry it. */
export type TreeSignal = Static<typeof Signals>[number];

const ActivationFailure = Answer({ variantId: Id, name: Type.String(), reasons: Type.Array(Type.String()) });
export type ActivationFailure = Static<typeof ActivationFailure>;
export const Activated = Answer({ updated: Type.Array(Id), failed: Type.Array(ActivationFailure) });
export type Activated = Static<typeof Activated>;
export const Deactivated = Answer({ updated: Type.Array(Id) });
export const UpdatedFormats = Answer({ updatedFormats: Type.Integer() });
export const Imported = Answer({ imported: Type.Integer() });

/** POST /assets/single-files/feeds/check: 'The file could be parsed', the header's columns and the first rows. */
export const FeedCheckAnswer = Answer({
  message: Type.String(),
  columns: Type.Array(Type.String()),
  rows: Type.Integer({ description: 'Data rows (blank rows not counted)' }),
  preview: Type.Array(Type.Array(Type.String()), { description: 'The first data rows, as the columns read them' }),
});
export type FeedCheckAnswer = Static<typeof FeedCheckAnswer>;

/** POST /assets/single-files/feeds: what the import did by feed status (spec 3 §3), and the rows it left alone. */
export const FeedImportAnswer = Answer({
  new: Type.Integer(),
  updated: Type.Integer(),
  archived: Type.Integer(),
  unchanged: Type.Integer(),
});
export type FeedImportAnswer = Static<typeof FeedImportAnswer>;
export const CloneTargets = Type.Array(Answer({ id: Id, platform: OneOf(PLATFORMS), format: OneOf(CHANNELS) }), {
  description: 'Trees the variant can be cloned into',
});
