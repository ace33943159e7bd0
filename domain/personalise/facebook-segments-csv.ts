// The Facebook segment CSV (spec 2 §5; spec 3 §5, §8): one row per Meta ad set, giving the user segment that
// stands for it and the Facebook fields of its ad. Where the spec is silent, this is what we chose:
// - Columns match as csv-table.ts says. Columns the spec does not name are ignored (the rule "all known" is the
//   Signals CSV's); a column the spec names given twice is 'Check column names [..] (rows: [1])'.
// - Length limits (Meta's): Ad Name at most FACEBOOK_AD_NAME_MAX (256, spec 2 §5); every other cell at most
//   FACEBOOK_TEXT_MAX (2,200, Meta's limit for an ad's primary text).
// - CTA matches CALL_TO_ACTIONS case-insensitively, Meta's enum spelling too ('SHOP_NOW' is 'Shop now'), and
//   gives the list's spelling; 'Buy Now' gets its own message (BUY_NOW_REFUSED).
// - Duplicates and one-to-one: a user segment (case-insensitive) on two rows is 'Check column [UserSegment]', an
//   ad set id on two rows 'Check column [Ad Set ID]'; with each on one row the two are one-to-one.
// - The permitted campaign ids (the ad account's) and which campaign each ad set belongs to come in as
//   arguments: the caller asks Meta (commands/signal-import.ts).
// Each failure and its message, checked in this order (the first failure is the answer):
//   empty file, or a required column absent  → 'CSV is missing the following columns: [..]'
//   a named column twice                     → 'Check column names [..] (rows: [1])'
//   no data row                              → '... required values (column UserSegment, row 2).'
//   rows not as long as the header           → 'Check column names [the header] (rows: [..])'
//   a blank non-nullable cell (row by row)   → '... required values (column <column>, row n).'
//   prohibited symbols in a user segment; a cell over its limit (columns in the spec's order); a repeated user
//   segment; a repeated ad set id            → 'Check column [<column>] (rows: [..])'
//   a 'Buy Now' CTA                          → BUY_NOW_REFUSED
//   a CTA not allowed; a campaign id not permitted; an ad set not of its row's campaign
//                                            → 'Check column [<column>] (rows: [..])'
import {
  cell,
  csvCheckColumn,
  csvCheckColumnNames,
  csvMissingColumns,
  csvMissingValue,
  HEADER_ROW,
  hasProhibitedSymbol,
  missingColumns,
  positionsOf,
  raggedRows,
  repeatedColumns,
  sharedKeyRows,
  tableOf,
  type DataRow,
} from './csv-table';
import { BUY_NOW_REFUSED, CALL_TO_ACTIONS, FACEBOOK_AD_NAME_MAX } from './fields';
import type { SignalFields } from './commands';

const FACEBOOK_SEGMENT_COLUMNS = {
  userSegment: 'UserSegment',
  campaignId: 'FB Campaign ID',
  adSetId: 'Ad Set ID',
  adName: 'Ad Name',
  squareVideo: 'Square video',
  horizontalVideo: 'Horizontal video',
  verticalVideo: 'Vertical video',
  primaryText: 'Primary text',
  websiteUrl: 'Website URL',
  callToAction: 'CTA',
  headline: 'Headline',
  description: 'Description',
  displayLink: 'Display Link',
} as const;
type Field = keyof typeof FACEBOOK_SEGMENT_COLUMNS;
const FIELDS = Object.keys(FACEBOOK_SEGMENT_COLUMNS) as Field[];
const OPTIONAL: readonly Field[] = ['headline', 'description', 'displayLink'];
const NON_NULLABLE: readonly Field[] = ['userSegment', 'campaignId', 'adSetId', 'adName'];
const FACEBOOK_SEGMENT_REQUIRED_COLUMNS = FIELDS.filter((f) => !OPTIONAL.includes(f)).map(
  (f) => FACEBOOK_SEGMENT_COLUMNS[f],
);

/** Meta's limit for an ad's primary text, applied to every cell but Ad Name. */
const FACEBOOK_TEXT_MAX = 2200;
const maxLength = (field: Field) => (field === 'adName' ? FACEBOOK_AD_NAME_MAX : FACEBOOK_TEXT_MAX);

/** The Facebook field values of one segment's ad; a blank optional cell is null. */
interface FacebookSegmentFields {
  adName: string;
  primaryText: string | null;
  websiteUrl: string | null;
  callToAction: (typeof CALL_TO_ACTIONS)[number] | null;
  headline: string | null;
  description: string | null;
  displayLink: string | null;
  squareVideo: string | null;
  horizontalVideo: string | null;
  verticalVideo: string | null;
}
export interface FacebookSegment {
  /** A Meta Ad Set user segment: its ad set id and campaign id. */
  signal: SignalFields;
  fields: FacebookSegmentFields;
}
type FacebookSegmentsCsvResult = { ok: true; segments: FacebookSegment[] } | { ok: false; message: string };

interface FacebookAccountFacts {
  /** The Meta campaign ids the file may name. */
  permittedCampaignIds: ReadonlySet<string>;
  /** Ad set id → the id of the campaign it belongs to. */
  adSetCampaigns: ReadonlyMap<string, string>;
}

/** The campaign ids the file's FB Campaign ID column names, to ask Meta for only their ad sets. */
export function facebookCsvCampaignIds(rows: readonly (readonly string[])[]): string[] {
  const table = tableOf(rows);
  const [position] = positionsOf(table, FACEBOOK_SEGMENT_COLUMNS.campaignId);
  return position === undefined ? [] : [...new Set(table.rows.map((row) => cell(row, position)).filter(Boolean))];
}

const ctaKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();
const CTA_BY_KEY = new Map(CALL_TO_ACTIONS.map((cta) => [ctaKey(cta), cta]));
const BUY_NOW = ctaKey('Buy Now');

export function parseFacebookSegmentsCsv(
  rows: readonly (readonly string[])[],
  facts: FacebookAccountFacts,
): FacebookSegmentsCsvResult {
  const fail = (message: string): FacebookSegmentsCsvResult => ({ ok: false, message });
  const check = (field: Field, rows: number[]) =>
    rows.length > 0 ? fail(csvCheckColumn(FACEBOOK_SEGMENT_COLUMNS[field], rows)) : null;
  const table = tableOf(rows);

  const missing = missingColumns(table, FACEBOOK_SEGMENT_REQUIRED_COLUMNS);
  if (missing.length > 0) return fail(csvMissingColumns(missing));
  const repeated = repeatedColumns(table, Object.values(FACEBOOK_SEGMENT_COLUMNS));
  if (repeated.length > 0) return fail(csvCheckColumnNames(repeated, [HEADER_ROW]));
  if (table.rows.length === 0) return fail(csvMissingValue(FACEBOOK_SEGMENT_COLUMNS.userSegment, HEADER_ROW + 1));
  const ragged = raggedRows(table);
  if (ragged.length > 0) return fail(csvCheckColumnNames(table.header, ragged));

  const positions = new Map(FIELDS.map((f) => [f, positionsOf(table, FACEBOOK_SEGMENT_COLUMNS[f])[0]]));
  const value = (row: DataRow, field: Field) => {
    const position = positions.get(field);
    return position === undefined ? '' : cell(row, position);
  };
  const rowsWhere = (failing: (row: DataRow) => boolean) => table.rows.filter(failing).map((r) => r.row);

  for (const row of table.rows) {
    const blank = NON_NULLABLE.find((field) => value(row, field) === '');
    if (blank) return fail(csvMissingValue(FACEBOOK_SEGMENT_COLUMNS[blank], row.row));
  }
  const cta = (row: DataRow) => ctaKey(value(row, 'callToAction'));
  const refusal =
    check(
      'userSegment',
      rowsWhere((row) => hasProhibitedSymbol(value(row, 'userSegment'))),
    ) ??
    FIELDS.map((field) =>
      check(
        field,
        rowsWhere((row) => value(row, field).length > maxLength(field)),
      ),
    ).find(Boolean) ??
    check(
      'userSegment',
      sharedKeyRows(table.rows, (row) => value(row, 'userSegment').toLowerCase()),
    ) ??
    check(
      'adSetId',
      sharedKeyRows(table.rows, (row) => value(row, 'adSetId')),
    ) ??
    (table.rows.some((row) => cta(row) === BUY_NOW) ? fail(BUY_NOW_REFUSED) : null) ??
    check(
      'callToAction',
      rowsWhere((row) => cta(row) !== '' && !CTA_BY_KEY.has(cta(row))),
    ) ??
    check(
      'campaignId',
      rowsWhere((row) => !facts.permittedCampaignIds.has(value(row, 'campaignId'))),
    ) ??
    check(
      'adSetId',
      rowsWhere((row) => facts.adSetCampaigns.get(value(row, 'adSetId')) !== value(row, 'campaignId')),
    );
  if (refusal) return refusal;

  const optional = (row: DataRow, field: Field) => value(row, field) || null;
  return {
    ok: true,
    segments: table.rows.map((row) => ({
      signal: {
        name: value(row, 'userSegment'),
        type: 'userSegment',
        segmentType: 'Meta Ad Set',
        values: [value(row, 'adSetId')],
        campaignIds: [value(row, 'campaignId')],
        schedule: null,
        countries: [],
      },
      fields: {
        adName: value(row, 'adName'),
        primaryText: optional(row, 'primaryText'),
        websiteUrl: optional(row, 'websiteUrl'),
        callToAction: CTA_BY_KEY.get(cta(row)) ?? null,
        headline: optional(row, 'headline'),
        description: optional(row, 'description'),
        displayLink: optional(row, 'displayLink'),
        squareVideo: optional(row, 'squareVideo'),
        horizontalVideo: optional(row, 'horizontalVideo'),
        verticalVideo: optional(row, 'verticalVideo'),
      },
    })),
  };
}
