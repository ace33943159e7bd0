// What the personalise routes take (spec 2 §2–§8); what they answer is declared in domain/personalise/answers.ts. The
// domain judges what a schema cannot (unique names, the activation rules, segment types per platform) with the spec's
// messages.
import { Type } from 'typebox';
import { SIGNAL_TYPES, USER_SEGMENT_TYPES } from '../../domain/personalise/signals';
import { MESSAGES } from '../../domain/shared/errors';
import { CSV_MAX_LENGTH, KEY_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from '../../domain/shared/text-limits';
import { NAME_MAX_LENGTH } from '../../domain/shared/validation';
import { VARIANT_STATUSES } from '../../projections/personalise/filter';
import { QA_FILTERS } from '../../domain/personalise/filters';
import { VARIANT_LIST } from '../../projections/personalise/queries';
import { always, Body, Dictionary, Id, JSON_STRING_CHAR, Literals, Nullable, Text, withRule } from '../http/schemas';
import { NameText } from './fields';

// ---- Requests ----

const ID_LIST = '\\[(?:"[0-9a-f]{24}"(?:,"[0-9a-f]{24}")*)?\\]';
const STATUS_LIST = `\\[(?:"(?:${VARIANT_STATUSES.join('|')})"(?:,"(?:${VARIANT_STATUSES.join('|')})")*)?\\]`;
const FILTER_MEMBER = `(?:"q":(?:"${JSON_STRING_CHAR}*"|null)|"statuses":${STATUS_LIST}|"(?:formats|variants|segments)":${ID_LIST}|"qa":"(?:${QA_FILTERS.join('|')})")`;

/** GET …/variants?filter: a JSON object of the table's filters (spec 2 §2 "Filter categories"). */
export const VariantFilterQuery = withRule(
  Type.String({
    pattern: `^\\{(?:${FILTER_MEMBER}(?:,${FILTER_MEMBER})*)?\\}$`,
    description:
      `JSON object: "q" searches names; "statuses" (any of ${VARIANT_STATUSES.join(', ')}; archived variants only when it names 'archived'); ` +
      '"formats" (template ids: the formats rows carry), "variants" (variant ids), "segments" (signal ids: variants carrying any), ' +
      '"qa" ("findings": a live format\'s screenshot has QA findings; "clean": pictured, and none has)',
    examples: ['{"q":"summer","statuses":["active"],"segments":["0123456789abcdef01234567"]}'],
  }),
  always(MESSAGES.wrongParams),
);

const SORT_FIELDS = Object.keys(VARIANT_LIST.sorts);
export const VariantPageQuery = {
  sort: Type.Optional(
    withRule(
      Type.String({
        pattern: `^\\["(?:${SORT_FIELDS.join('|')})","(?:ASC|DESC)"\\]$`,
        description: `JSON array [field, "ASC" | "DESC"]; fields: ${SORT_FIELDS.join(', ')}; default ["name","ASC"]`,
        examples: ['["name","ASC"]'],
      }),
      always(`querystring/sort must be ["<field>","ASC"|"DESC"] with a field of: ${SORT_FIELDS.join(', ')}`),
    ),
  ),
  range: Type.Optional(
    withRule(
      Type.String({
        pattern: '^\\[(?:0|[1-9][0-9]{0,8}),(?:0|[1-9][0-9]{0,8})\\]$',
        description:
          'JSON array [first, last] of row indexes, zero-based and inclusive; default [0,49]; at most 1000 rows',
        examples: ['[0,49]'],
      }),
      always(MESSAGES.wrongParams),
    ),
  ),
  filter: Type.Optional(VariantFilterQuery),
};

/** The same filters as a request body carries them (PATCH …/formats/dynamic-elements). */
const VariantFilterBody = Body({
  q: Type.Optional(Nullable(Text({ maxLength: NAME_MAX_LENGTH, description: 'Part of a variant name' }))),
  statuses: Type.Optional(Type.Array(Literals(VARIANT_STATUSES))),
  formats: Type.Optional(Type.Array(Id)),
  variants: Type.Optional(Type.Array(Id)),
  segments: Type.Optional(Type.Array(Id)),
  qa: Type.Optional(Literals(QA_FILTERS)),
});

export const VariantName = Body({ name: NameText("Unique in the tree, in any case ('Variant name must be unique')") });
export const CloneBody = Body({ variantId: Id, name: NameText('The new variant’s name') });

export const ActivateBody = Body({
  variants: Type.Array(
    Body({
      id: Id,
      formats: Type.Optional(
        Dictionary(Type.Boolean(), {
          propertyNames: Id,
          description: 'The formats selected on the screen, by format id; absent: all',
        }),
      ),
    }),
  ),
  includeArchived: Type.Boolean(),
});
export const DeactivateBody = Body({ variants: Type.Array(Id) });

const ElementValueInput = Body({
  value: Text({ description: "The element's own limit applies when it has one" }),
  assetId: Type.Optional(Nullable(Id)),
});
/** The formats named, those the filters select, or both; one of the two at least. */
export const DynamicElementsBody = Type.Object(
  {
    formats: Type.Optional(Type.Array(Id, { description: 'Format ids' })),
    filters: Type.Optional(VariantFilterBody),
    elements: Dictionary(Nullable(ElementValueInput), {
      propertyNames: Text({ maxLength: NAME_MAX_LENGTH }),
      description: 'Element name → its new value; null clears it',
    }),
  },
  { additionalProperties: false, anyOf: [{ required: ['formats'] }, { required: ['filters'] }] },
);

/** An id of the ad platform's own (a DV360 or Meta campaign, advertiser, account or page). */
const PlatformId = Text({ maxLength: KEY_MAX_LENGTH, description: "The ad platform's id" });

const ScheduleFields = Body({
  startsAt: Nullable(Type.String({ format: 'date-time' })),
  endsAt: Nullable(Type.String({ format: 'date-time' })),
  weekdays: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { description: '0 (Sunday) to 6; empty: every day' }),
  dailyFrom: Nullable(Type.String({ pattern: '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$' })),
  dailyTo: Nullable(Type.String({ pattern: '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$' })),
});
export const SignalBody = Body({
  name: NameText("Unique in the tree ('Signal name must be unique'); a segment's has no line breaks"),
  type: Literals(SIGNAL_TYPES),
  segmentType: Type.Optional(Nullable(Literals(USER_SEGMENT_TYPES))),
  values: Type.Optional(Type.Array(Text({ maxLength: SHORT_TEXT_MAX_LENGTH }))),
  campaignIds: Type.Optional(Type.Array(PlatformId)),
  schedule: Type.Optional(Nullable(ScheduleFields)),
  countries: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }))),
});
export const FormatSignalsBody = Body({ formats: Type.Array(Id), signals: Type.Array(Id) });
export const FormatsBody = Body({ formats: Type.Array(Id) });
export const SignalsUploadBody = Body({
  csvData: Text({ maxLength: CSV_MAX_LENGTH, description: 'The CSV' }),
  segmentType: Literals(USER_SEGMENT_TYPES),
});
export const LineItemsImportBody = Body({
  campaignIds: Type.Array(PlatformId),
  advertiserId: PlatformId,
  excludeCompleted: Type.Boolean(),
});
/** Ours: the spec names the Facebook segment CSV's checks (2 §5) but not its call. */
export const FacebookSegmentsUploadBody = Body({
  csvData: Text({ maxLength: CSV_MAX_LENGTH, description: 'The Facebook segment CSV' }),
  facebookAdAccountId: PlatformId,
});
export const AdSetsImportBody = Body({
  campaignIds: Type.Array(PlatformId),
  facebookAdAccountId: PlatformId,
  facebookPageId: PlatformId,
  excludeCompleted: Type.Boolean(),
});
