// What the CSV imports of spec 2 §5 share: a header row naming the columns, then data rows, and the four
// messages of spec 2 §5 / spec 3 §8. Rows are numbered from 1 as a spreadsheet shows them (the header is row 1),
// so a message points at the row the user sees.
// - Header names match trimmed and case-insensitively ('segment name ' is 'Segment name'); messages spell a
//   column as the spec does.
// - Cells are trimmed. A row whose cells are all blank (a spreadsheet's empty line) is no data row and keeps its
//   number for the rows after it.
// - A message lists at most 20 rows, then '…'.

export const csvMissingColumns = (columns: readonly string[]) =>
  `Upload failed. CSV is missing the following columns: [${columns.join(', ')}]`;
export const csvMissingValue = (column: string, row: number) =>
  `Upload failed. Please make sure you have included all required values (column ${column}, row ${row}).`;
export const csvCheckColumn = (column: string, rows: readonly number[]) =>
  `Upload failed. Check column [${column}] (rows: [${rowList(rows)}])`;
export const csvCheckColumnNames = (columns: readonly string[], rows: readonly number[]) =>
  `Upload failed. Check column names [${columns.join(', ')}] (rows: [${rowList(rows)}])`;

const ROWS_SHOWN = 20;
const rowList = (rows: readonly number[]) =>
  rows.length <= ROWS_SHOWN ? rows.join(', ') : `${rows.slice(0, ROWS_SHOWN).join(', ')}, …`;

export const HEADER_ROW = 1;

/**
 * A prohibited symbol in a segment name: a control character (carriage return and newline, which spec 2 §5
 * names, and tab, NUL and the rest) or a Unicode line or paragraph separator. Each would break the name's one
 * line in the table, the filters and the platforms' reports.
 */
const PROHIBITED = /[\p{Cc}\u2028\u2029]/u;
export const hasProhibitedSymbol = (text: string) => PROHIBITED.test(text);

export interface DataRow {
  /** 1-based, the header being row 1. */
  row: number;
  /** Trimmed. */
  cells: string[];
}

interface CsvTable {
  /** The header's names, trimmed, as written. */
  header: string[];
  /** Rows with at least one non-blank cell. */
  rows: DataRow[];
}

const key = (name: string) => name.trim().toLowerCase();

export function tableOf(rows: readonly (readonly string[])[]): CsvTable {
  const [header = [], ...data] = rows;
  const dataRows: DataRow[] = [];
  data.forEach((cells, i) => {
    const trimmed = cells.map((cell) => cell.trim());
    if (trimmed.some((cell) => cell !== '')) dataRows.push({ row: i + HEADER_ROW + 1, cells: trimmed });
  });
  return { header: header.map((name) => name.trim()), rows: dataRows };
}

/** Where `column` sits in the header (every position, in order). */
export const positionsOf = (table: CsvTable, column: string): number[] =>
  table.header.flatMap((name, i) => (key(name) === key(column) ? [i] : []));

/** Whether the header names `column`. */
const hasColumn = (table: CsvTable, column: string) => positionsOf(table, column).length > 0;

/** The columns of `required` the header lacks, in `required`'s order. */
export const missingColumns = (table: CsvTable, required: readonly string[]) =>
  required.filter((column) => !hasColumn(table, column));

/** The header's names that are none of `known`; a blank name shows as 'column N'. */
export const unknownColumns = (table: CsvTable, known: readonly string[]) => {
  const keys = new Set(known.map(key));
  return table.header.flatMap((name, i) => (keys.has(key(name)) ? [] : [name === '' ? `column ${i + 1}` : name]));
};

/** The columns of `single` the header names more than once. */
export const repeatedColumns = (table: CsvTable, single: readonly string[]) =>
  single.filter((column) => positionsOf(table, column).length > 1);

/** Rows with more or fewer cells than the header (every row must be as long as the header). */
export const raggedRows = (table: CsvTable) =>
  table.rows.filter((r) => r.cells.length !== table.header.length).map((r) => r.row);

/** The rows of every group of two or more rows with the same key, in row order; blank keys are not grouped. */
export function sharedKeyRows(rows: readonly DataRow[], keyOf: (row: DataRow) => string): number[] {
  const groups = new Map<string, number[]>();
  for (const row of rows) {
    const k = keyOf(row);
    if (k === '') continue;
    const group = groups.get(k);
    if (group) group.push(row.row);
    else groups.set(k, [row.row]);
  }
  return [...groups.values()]
    .filter((group) => group.length > 1)
    .flat()
    .sort((a, b) => a - b);
}

/** A cell of a row the ragged check passed (so every position of the header is there). */
export const cell = (row: DataRow, position: number) => row.cells[position] ?? '';
