// The audience import file (spec 2 §7 POST /campaigns/{id}/audiences/import; issue 23 §1), CSV or XLSX read into rows
// by the API. One audience per row; what we chose for its columns (matched as personalise/csv-table.ts matches them):
// - 'Audience name', required;
// - a column per targeting dimension, named as DIMENSION_LABELS names it ('Operating systems', 'Browsers', ...), at
//   least one; a cell lists the values by CM360 name or id, separated by semicolons; an empty cell is no rule;
// - 'Segment type' and 'Segment values' (semicolons between values), optional, both or neither.
// Each failure answers one of spec 3 §8's CSV messages, in this order (the first failure is the answer):
//   no 'Audience name', or no dimension column   → 'CSV is missing the following columns: [..]'
//   an unknown or repeated column                 → 'Check column names [those] (rows: [1])'
//   no data row, a blank name                     → '... required values (column Audience name, row n).'
//   rows not as long as the header                → 'Check column names [the header] (rows: [those rows])'
//   a name the name rule refuses, or the file or the campaign has twice → 'Check column [Audience name] (rows: [..])'
//   a row without any rule value                  → '... required values (column <first dimension column>, row n).'
//   a segment type Google does not take           → 'Check column [Segment type] (rows: [..])'
//   a segment type without values, or values without a type → '... required values (column Segment .., row n).'
//   a value CM360 does not list for the node      → 'Check column [<dimension column>] (rows: [..])'
// Nothing is imported unless every row passes.
import { nameError } from '../shared/validation';
import {
  cell,
  csvCheckColumn,
  csvCheckColumnNames,
  csvMissingColumns,
  csvMissingValue,
  HEADER_ROW,
  hasProhibitedSymbol,
  positionsOf,
  raggedRows,
  sharedKeyRows,
  tableOf,
  unknownColumns,
  type DataRow,
} from '../personalise/csv-table';
import type { UserSegmentType } from '../personalise/signals';
import {
  AUDIENCE_SEGMENT_TYPES,
  audienceNameKey,
  DIMENSION_LABELS,
  MAX_RULE_VALUES,
  MAX_SEGMENTS,
  TARGETING_DIMENSIONS,
  type AudienceFields,
  type TargetingDimension,
  type TargetingValue,
} from './fields';

export const NAME_COLUMN = 'Audience name';
export const SEGMENT_TYPE_COLUMN = 'Segment type';
export const SEGMENT_VALUES_COLUMN = 'Segment values';
const VALUE_SEPARATOR = ';';

/** A row that passed the file's own checks: its values still to be found in the node's look-ups. */
export interface AudienceImportRow {
  row: number;
  name: string;
  segments: AudienceFields['segments'];
  /** The values each dimension's cell names, as written (names or ids). */
  rules: { dimension: TargetingDimension; written: string[] }[];
}

type Result<T> = { ok: true; value: T } | { ok: false; message: string };
const fail = <T>(message: string): Result<T> => ({ ok: false, message });

const listOf = (text: string) => [
  ...new Set(
    text
      .split(VALUE_SEPARATOR)
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];
const rowsWhere = (rows: readonly DataRow[], failing: (row: DataRow) => boolean) =>
  rows.filter(failing).map((r) => r.row);
const firstRow = (rows: readonly DataRow[], failing: (row: DataRow) => boolean) => rows.find(failing)?.row;

/** The sample file's header: every column the import knows. */
export const AUDIENCE_IMPORT_HEADER = [
  NAME_COLUMN,
  ...TARGETING_DIMENSIONS.map((d) => DIMENSION_LABELS[d]),
  SEGMENT_TYPE_COLUMN,
  SEGMENT_VALUES_COLUMN,
];

/** The file's audiences before their values are looked up, or the message of its first failure. */
export function parseAudienceRows(
  rows: readonly (readonly string[])[],
  takenNames: readonly string[],
): Result<AudienceImportRow[]> {
  const table = tableOf(rows);
  const dimensions = TARGETING_DIMENSIONS.filter((d) => positionsOf(table, DIMENSION_LABELS[d]).length > 0);
  const missing = [
    ...(positionsOf(table, NAME_COLUMN).length === 0 ? [NAME_COLUMN] : []),
    ...(dimensions.length === 0 ? [`one of ${TARGETING_DIMENSIONS.map((d) => DIMENSION_LABELS[d]).join(', ')}`] : []),
  ];
  if (missing.length > 0) return fail(csvMissingColumns(missing));
  const misnamed = [
    ...unknownColumns(table, AUDIENCE_IMPORT_HEADER),
    ...AUDIENCE_IMPORT_HEADER.filter((column) => positionsOf(table, column).length > 1),
  ];
  if (misnamed.length > 0) return fail(csvCheckColumnNames(misnamed, [HEADER_ROW]));
  if (table.rows.length === 0) return fail(csvMissingValue(NAME_COLUMN, HEADER_ROW + 1));
  const ragged = raggedRows(table);
  if (ragged.length > 0) return fail(csvCheckColumnNames(table.header, ragged));

  const at = (column: string) => positionsOf(table, column)[0] ?? -1;
  const text = (row: DataRow, column: string) => (at(column) < 0 ? '' : cell(row, at(column)));
  const name = (row: DataRow) => text(row, NAME_COLUMN);
  const written = (row: DataRow, d: TargetingDimension) => listOf(text(row, DIMENSION_LABELS[d]));
  const segmentType = (row: DataRow) => text(row, SEGMENT_TYPE_COLUMN);
  const segmentValues = (row: DataRow) => listOf(text(row, SEGMENT_VALUES_COLUMN));

  const blank = firstRow(table.rows, (row) => name(row) === '');
  if (blank !== undefined) return fail(csvMissingValue(NAME_COLUMN, blank));
  const taken = new Set(takenNames.map(audienceNameKey));
  const badNames = [
    ...rowsWhere(table.rows, (row) => nameError(name(row)) !== null || hasProhibitedSymbol(name(row))),
    ...rowsWhere(table.rows, (row) => taken.has(audienceNameKey(name(row)))),
    ...sharedKeyRows(table.rows, (row) => audienceNameKey(name(row))),
  ];
  if (badNames.length > 0)
    return fail(
      csvCheckColumn(
        NAME_COLUMN,
        [...new Set(badNames)].sort((a, b) => a - b),
      ),
    );
  const firstDimension = DIMENSION_LABELS[dimensions[0]!];
  const noRule = firstRow(table.rows, (row) => dimensions.every((d) => written(row, d).length === 0));
  if (noRule !== undefined) return fail(csvMissingValue(firstDimension, noRule));
  const tooMany = dimensions.find((d) => table.rows.some((row) => written(row, d).length > MAX_RULE_VALUES));
  if (tooMany)
    return fail(
      csvCheckColumn(
        DIMENSION_LABELS[tooMany],
        rowsWhere(table.rows, (row) => written(row, tooMany).length > MAX_RULE_VALUES),
      ),
    );
  const badTypes = rowsWhere(
    table.rows,
    (row) => segmentType(row) !== '' && !(AUDIENCE_SEGMENT_TYPES as readonly string[]).includes(segmentType(row)),
  );
  if (badTypes.length > 0) return fail(csvCheckColumn(SEGMENT_TYPE_COLUMN, badTypes));
  const noValues = firstRow(table.rows, (row) => segmentType(row) !== '' && segmentValues(row).length === 0);
  if (noValues !== undefined) return fail(csvMissingValue(SEGMENT_VALUES_COLUMN, noValues));
  const noType = firstRow(table.rows, (row) => segmentType(row) === '' && segmentValues(row).length > 0);
  if (noType !== undefined) return fail(csvMissingValue(SEGMENT_TYPE_COLUMN, noType));
  const badValues = rowsWhere(
    table.rows,
    (row) => segmentValues(row).length > MAX_SEGMENTS || segmentValues(row).some(hasProhibitedSymbol),
  );
  if (badValues.length > 0) return fail(csvCheckColumn(SEGMENT_VALUES_COLUMN, badValues));

  return {
    ok: true,
    value: table.rows.map((row) => ({
      row: row.row,
      name: name(row),
      segments: segmentValues(row).map((value) => ({ type: segmentType(row) as UserSegmentType, value })),
      rules: dimensions
        .map((dimension) => ({ dimension, written: written(row, dimension) }))
        .filter((r) => r.written.length > 0),
    })),
  };
}

/** The dimensions the rows' rules name: the look-ups to ask the node's CM360 for. */
export const dimensionsOf = (rows: readonly AudienceImportRow[]): TargetingDimension[] =>
  TARGETING_DIMENSIONS.filter((d) => rows.some((row) => row.rules.some((r) => r.dimension === d)));

/** A value as written found among a look-up's: by id, else by name without case. */
function found(options: readonly TargetingValue[], written: string): TargetingValue | undefined {
  const key = written.toLocaleLowerCase('en');
  return options.find((o) => o.id === written) ?? options.find((o) => o.name.toLocaleLowerCase('en') === key);
}

/** The rows' audiences with their values as CM360 lists them, or the column and rows naming values it does not. */
export function resolveAudienceRows(
  rows: readonly AudienceImportRow[],
  nodeId: string,
  options: ReadonlyMap<TargetingDimension, readonly TargetingValue[]>,
): Result<AudienceFields[]> {
  for (const dimension of dimensionsOf(rows)) {
    const list = options.get(dimension) ?? [];
    const unknown = rows
      .filter((row) => row.rules.some((r) => r.dimension === dimension && r.written.some((w) => !found(list, w))))
      .map((row) => row.row);
    if (unknown.length > 0) return fail(csvCheckColumn(DIMENSION_LABELS[dimension], unknown));
  }
  return {
    ok: true,
    value: rows.map((row) => ({
      name: row.name,
      nodeId,
      segments: row.segments,
      rules: row.rules.map((r) => ({
        dimension: r.dimension,
        values: r.written.map((w) => found(options.get(r.dimension) ?? [], w)!),
      })),
    })),
  };
}
