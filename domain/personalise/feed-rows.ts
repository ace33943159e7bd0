// A feed (spec 1 §7 feeds; issue 23 §3): a CSV or XLSX table whose rows are a tree's variants. The user maps its
// columns: one keys each row to its variant, one may name the variant (else the key does), others fill dynamic
// elements, and one may name the tree's signals the variant's formats carry (several separated by ';'). The table is
// read as csv-table.ts reads a CSV (header row 1, cells trimmed, blank rows skipped) and refused with the CSV
// messages of spec 3 §8; a row's content is hashed, so a re-import tells a changed row from an unchanged one.
// Each failure and its message, checked in this order (the first failure is the answer):
//   a mapped column absent                    → 'CSV is missing the following columns: [..]'
//   a column mapped to no text or link element of the tree, or two columns to one element
//                                             → 'Check column names [those columns] (rows: [1])'
//   rows longer than the header               → 'Check column names [the header] (rows: [those rows])'
//   a blank key                               → '... required values (column <id column>, row n).'
//   keys repeated, prohibited symbols in keys → 'Check column [<id column>] (rows: [..])'
//   a name that is no variant name; names repeated → 'Check column [<name column>] (rows: [..])'
//   a value its element refuses (too long, not a link, not a possible value) → 'Check column [<column>] (rows: [..])'
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { DomainError } from '../shared/errors';
import {
  cell,
  csvCheckColumn,
  csvCheckColumnNames,
  csvMissingColumns,
  csvMissingValue,
  hasProhibitedSymbol,
  HEADER_ROW,
  missingColumns,
  positionsOf,
  sharedKeyRows,
  tableOf,
  type DataRow,
} from './csv-table';
import { checkedValue } from './decide-elements';
import { trimmedTreeName } from './decide-variants';
import { CAROUSEL_CARDS, formatElements, type ElementHeader, type TreeTemplate } from './fields';
import { canonicalJson } from './fingerprint';
import { VARIANT_NAME_REQUIRED } from './messages';
import { normalisedName } from './state';

/** The feed check's answers (spec 3 §8). */
export const FEED_PARSED = 'The file could be parsed';
export const FEED_NOT_PARSED = 'The file could not be parsed';

/** Several signal names in one cell. */
export const FEED_SIGNAL_SEPARATOR = ';';

export interface FeedMapping {
  /** The column whose cell keys a row to its variant. */
  idColumn: string;
  /** The column naming the variant; the key names it when null. */
  nameColumn: string | null;
  /** Column → the dynamic element it fills. */
  elements: Record<string, string>;
  /** The column naming the signals of the variant's formats; null leaves signals alone. */
  signalsColumn: string | null;
}

export interface FeedRow {
  /** The row as the spreadsheet numbers it (the header is row 1). */
  row: number;
  key: string;
  name: string;
  /** Element → its text; '' clears it. */
  values: Record<string, string>;
  /** Signal names; null when no column is mapped to signals. */
  signals: string[] | null;
  /** Of name, values and signals: a re-import compares it with the last import's. */
  hash: string;
}

export type FeedRowsResult = { ok: true; rows: FeedRow[] } | { ok: false; message: string };

const failed = (message: string): FeedRowsResult => ({ ok: false, message });

/** The elements a text cell can fill (assets come from the library, never a feed), by name, per template. */
export function textElements(templates: readonly TreeTemplate[]): Map<string, ElementHeader[]> {
  const byName = new Map<string, ElementHeader[]>();
  for (const template of templates) {
    const cards = template.facebookFormat === 'fbCarousel' ? CAROUSEL_CARDS.default : null;
    for (const header of formatElements(template, cards)) {
      if (header.type !== 'text' && header.type !== 'url') continue;
      byName.set(header.name, [...(byName.get(header.name) ?? []), header]);
    }
  }
  return byName;
}

const rowHash = (row: Pick<FeedRow, 'name' | 'values' | 'signals'>) =>
  bytesToHex(sha256(utf8ToBytes(canonicalJson(row)))).slice(0, 32);

/** Whether every header of the element takes the text (the refusal of checkedValue, as a yes or no). */
export function valueAccepted(headers: readonly ElementHeader[], text: string): boolean {
  try {
    for (const header of headers) checkedValue(header, { value: text, assetId: null, thumbLocation: null });
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

function nameAccepted(text: string): boolean {
  try {
    trimmedTreeName(text, VARIANT_NAME_REQUIRED);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/** The rows of `rows` where `bad` holds. */
const rowsWhere = (rows: readonly DataRow[], bad: (row: DataRow) => boolean) => rows.filter(bad).map((r) => r.row);

/** The feed's rows as the mapping reads them, or the first failure's message (the order above). */
export function feedRows(
  table: readonly (readonly string[])[],
  mapping: FeedMapping,
  templates: readonly TreeTemplate[],
): FeedRowsResult {
  const csv = tableOf(table);
  const mapped = [mapping.idColumn, mapping.nameColumn, ...Object.keys(mapping.elements), mapping.signalsColumn];
  const columns = [...new Set(mapped.filter((c): c is string => c !== null))];
  const missing = missingColumns(csv, columns);
  if (missing.length > 0) return failed(csvMissingColumns(missing));

  const elements = textElements(templates);
  const elementColumns = Object.entries(mapping.elements);
  const unknown = elementColumns.filter(([, element]) => !elements.has(element)).map(([column]) => column);
  const doubled = elementColumns
    .filter(([, element], i) => elementColumns.findIndex(([, e]) => e === element) !== i)
    .map(([column]) => column);
  if (unknown.length + doubled.length > 0) return failed(csvCheckColumnNames([...unknown, ...doubled], [HEADER_ROW]));
  const long = csv.rows.filter((r) => r.cells.length > csv.header.length).map((r) => r.row);
  if (long.length > 0) return failed(csvCheckColumnNames(csv.header, long));

  const at = (column: string) => positionsOf(csv, column)[0]!;
  const keyOf = (row: DataRow) => cell(row, at(mapping.idColumn));
  const blankKey = csv.rows.find((row) => keyOf(row) === '');
  if (blankKey) return failed(csvMissingValue(mapping.idColumn, blankKey.row));
  const badKeys = [
    ...new Set([...sharedKeyRows(csv.rows, keyOf), ...rowsWhere(csv.rows, (r) => hasProhibitedSymbol(keyOf(r)))]),
  ].sort((a, b) => a - b);
  if (badKeys.length > 0) return failed(csvCheckColumn(mapping.idColumn, badKeys));

  const nameColumn = mapping.nameColumn ?? mapping.idColumn;
  const nameOf = (row: DataRow) => cell(row, at(nameColumn));
  const badNames = [
    ...new Set([
      ...rowsWhere(csv.rows, (r) => !nameAccepted(nameOf(r))),
      ...sharedKeyRows(csv.rows, (r) => normalisedName(nameOf(r))),
    ]),
  ].sort((a, b) => a - b);
  if (badNames.length > 0) return failed(csvCheckColumn(nameColumn, badNames));

  for (const [column, element] of elementColumns) {
    const refused = rowsWhere(csv.rows, (r) => {
      const text = cell(r, at(column));
      return text !== '' && !valueAccepted(elements.get(element)!, text);
    });
    if (refused.length > 0) return failed(csvCheckColumn(column, refused));
  }

  const signalsAt = mapping.signalsColumn === null ? null : at(mapping.signalsColumn);
  const rows = csv.rows.map((r): FeedRow => {
    const content = {
      name: nameOf(r).trim(),
      values: Object.fromEntries(elementColumns.map(([column, element]) => [element, cell(r, at(column))])),
      signals:
        signalsAt === null
          ? null
          : [
              ...new Set(
                cell(r, signalsAt)
                  .split(FEED_SIGNAL_SEPARATOR)
                  .map((name) => name.trim())
                  .filter((name) => name !== ''),
              ),
            ].sort(),
    };
    return { row: r.row, key: keyOf(r), ...content, hash: rowHash(content) };
  });
  return { ok: true, rows };
}
