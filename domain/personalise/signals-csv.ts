// The Signals CSV (spec 2 §5 "Signals CSV" and "User segment import fields"; spec 3 §5, §8): user segments of
// one type, imported into a tree. Where the spec is silent, this is what we chose:
// - Columns (matched as csv-table.ts says): 'Segment name' first; then the type's value column
//   (SEGMENT_VALUE_COLUMNS: 'Ad ID' for CM Ad, 'Line Item ID' for DV360 Line Item, ...), which may repeat to give
//   a segment several ids, one per cell; then 'Campaign Ids', known only for the types that need it (DV360 Line
//   Item, Meta Ad Set), one cell per row listing the campaign ids separated by commas, semicolons or spaces. No
//   other column is known.
// - A prohibited symbol is what csv-table.ts says (CR, LF and every other control character); it is refused in
//   the segment name, the values and the campaign ids.
// - Names are unique in the file, compared case-insensitively as the tree compares them. Repeated values or
//   campaign ids within a row count once.
// - The segment type is the request's, not the file's: a type the platform does not take (segmentTypesFor) gets
//   the message a single segment of that type gets (SEGMENT_TYPE_NOT_ALLOWED), not a CSV message.
// Each failure and its message, checked in this order (the first failure is the answer):
//   empty file, or a required column absent  → 'CSV is missing the following columns: [..]'
//   an unknown column; 'Segment name' or 'Campaign Ids' twice; 'Segment name' not first
//                                            → 'Check column names [those columns] (rows: [1])'
// no data row                              → 'Please make sure you have included all required values (column Segment
// name, row 2).'
//   rows not as long as the header           → 'Check column names [the header] (rows: [those rows])'
//   a blank segment name                     → '... required values (column Segment name, row n).'
//   prohibited symbols in names; duplicate names → 'Check column [Segment name] (rows: [..])'
//   no value after the name                  → '... required values (column <value column>, row n).'
//   no campaign id where the type needs one  → '... required values (column Campaign Ids, row n).'
//   prohibited symbols in values or campaign ids → 'Check column [<value column> | Campaign Ids] (rows: [..])'
import type { Platform } from '../campaign/platforms';
import type { SignalFields } from './commands';
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
  unknownColumns,
  type DataRow,
} from './csv-table';
import { SEGMENT_TYPE_NOT_ALLOWED } from './decide-signals';
import { NEEDS_CAMPAIGN_IDS, segmentTypesFor, USER_SEGMENT_TYPES, type UserSegmentType } from './signals';

type SignalsCsvResult = { ok: true; signals: SignalFields[] } | { ok: false; message: string };

const SEGMENT_NAME_COLUMN = 'Segment name';
const CAMPAIGN_IDS_COLUMN = 'Campaign Ids';

/** The column holding a segment's ids, named after what the type's ids are. */
export const SEGMENT_VALUE_COLUMNS: Record<UserSegmentType, string> = {
  'CM Ad': 'Ad ID',
  'CM Dynamic Targeting Key': 'Dynamic Targeting Key',
  'CM Placement': 'Placement ID',
  'CM Site': 'Site ID',
  Custom: 'Value',
  'CM360 1st party audience': 'Audience ID',
  'DV360 IO': 'Insertion Order ID',
  'DV360 Line Item': 'Line Item ID',
  'Meta Ad Set': 'Ad Set ID',
  'FB Ad Set (old)': 'Ad Set ID',
  'TTD Adgroup': 'Ad Group ID',
};

/** The header a file of this segment type has (also what a sample file shows). */
export function signalsCsvHeader(segmentType: UserSegmentType): string[] {
  const companion = NEEDS_CAMPAIGN_IDS.includes(segmentType) ? [CAMPAIGN_IDS_COLUMN] : [];
  return [SEGMENT_NAME_COLUMN, SEGMENT_VALUE_COLUMNS[segmentType], ...companion];
}

const CAMPAIGN_ID_SEPARATORS = /[ ,;]+/;
const unique = (items: string[]) => [...new Set(items)];
const isSegmentType = (type: string): type is UserSegmentType =>
  (USER_SEGMENT_TYPES as readonly string[]).includes(type);
const firstRow = (rows: readonly DataRow[], failing: (row: DataRow) => boolean) => rows.find(failing)?.row;
const rowsWhere = (rows: readonly DataRow[], failing: (row: DataRow) => boolean) =>
  rows.filter(failing).map((r) => r.row);

/** The user segments of a Signals CSV for a tree on `platform`, or the message of its first failure. */
export function parseSignalsCsv(
  rows: readonly (readonly string[])[],
  segmentType: string,
  platform: Platform,
): SignalsCsvResult {
  if (!isSegmentType(segmentType) || !segmentTypesFor(platform).includes(segmentType))
    return { ok: false, message: SEGMENT_TYPE_NOT_ALLOWED };
  const fail = (message: string): SignalsCsvResult => ({ ok: false, message });
  const table = tableOf(rows);
  const known = signalsCsvHeader(segmentType);
  const [, valueColumn = ''] = known;
  const needsCampaignIds = known.includes(CAMPAIGN_IDS_COLUMN);

  const missing = missingColumns(table, known);
  if (missing.length > 0) return fail(csvMissingColumns(missing));
  const misnamed = [
    ...unknownColumns(table, known),
    ...repeatedColumns(table, [SEGMENT_NAME_COLUMN, CAMPAIGN_IDS_COLUMN]),
    ...(positionsOf(table, SEGMENT_NAME_COLUMN)[0] === 0 ? [] : [SEGMENT_NAME_COLUMN]),
  ];
  if (misnamed.length > 0) return fail(csvCheckColumnNames(unique(misnamed), [HEADER_ROW]));
  if (table.rows.length === 0) return fail(csvMissingValue(SEGMENT_NAME_COLUMN, HEADER_ROW + 1));
  const ragged = raggedRows(table);
  if (ragged.length > 0) return fail(csvCheckColumnNames(table.header, ragged));

  const valuePositions = positionsOf(table, valueColumn);
  const [campaignIdsPosition = -1] = positionsOf(table, CAMPAIGN_IDS_COLUMN);
  const name = (row: DataRow) => cell(row, 0);
  const values = (row: DataRow) => unique(valuePositions.map((p) => cell(row, p)).filter((value) => value !== ''));
  const campaignIds = (row: DataRow) =>
    needsCampaignIds ? unique(cell(row, campaignIdsPosition).split(CAMPAIGN_ID_SEPARATORS).filter(Boolean)) : [];

  const blankName = firstRow(table.rows, (row) => name(row) === '');
  if (blankName !== undefined) return fail(csvMissingValue(SEGMENT_NAME_COLUMN, blankName));
  const badNames = rowsWhere(table.rows, (row) => hasProhibitedSymbol(name(row)));
  if (badNames.length > 0) return fail(csvCheckColumn(SEGMENT_NAME_COLUMN, badNames));
  const duplicates = sharedKeyRows(table.rows, (row) => name(row).toLowerCase());
  if (duplicates.length > 0) return fail(csvCheckColumn(SEGMENT_NAME_COLUMN, duplicates));
  const noValue = firstRow(table.rows, (row) => values(row).length === 0);
  if (noValue !== undefined) return fail(csvMissingValue(valueColumn, noValue));
  const noCampaign = needsCampaignIds ? firstRow(table.rows, (row) => campaignIds(row).length === 0) : undefined;
  if (noCampaign !== undefined) return fail(csvMissingValue(CAMPAIGN_IDS_COLUMN, noCampaign));
  const badValues = rowsWhere(table.rows, (row) => values(row).some(hasProhibitedSymbol));
  if (badValues.length > 0) return fail(csvCheckColumn(valueColumn, badValues));
  const badCampaignIds = rowsWhere(table.rows, (row) => campaignIds(row).some(hasProhibitedSymbol));
  if (badCampaignIds.length > 0) return fail(csvCheckColumn(CAMPAIGN_IDS_COLUMN, badCampaignIds));

  return {
    ok: true,
    signals: table.rows.map((row) => ({
      name: name(row),
      type: 'userSegment',
      segmentType,
      values: values(row),
      campaignIds: campaignIds(row),
      schedule: null,
      countries: [],
    })),
  };
}
