// An assembly's datasource (spec 2 §7 Assemblies; issue 23 §2): a CSV or XLSX whose columns are the campaign
// templates' dynamic fields (text and link elements, by name or label; images and videos come from the library) and
// whose cells, read down each column, are that field's elements. The elements are combined into the assembly's
// permutations, each a variation of every format.
//
// The rule (ours; the spec names only the message): a column is a dimension of its own, and every element of it is
// combined with every element of every other dimension (a cartesian product), unless its header names a pairing
// group after the field, 'Headline [offer]': the columns of one group are one dimension whose i-th permutation takes
// the i-th element of each, so they must hold equally many elements, else 'Datasource elements count mismatch'
// (spec 2 §8). So 'Headline [offer]' 3 × 'Call to Action [offer]' 3 × 'Colour' 2 makes 3 × 2 = 6 permutations.
// A column's elements end at its last filled cell; a blank cell above it is refused with the CSV messages of spec 3 §8,
// as are unknown fields, a field twice, an element its field refuses, and an element repeated in its column.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { DomainError } from '../shared/errors';
import {
  csvCheckColumn,
  csvCheckColumnNames,
  csvMissingValue,
  HEADER_ROW,
  sharedKeyRows,
  tableOf,
} from '../personalise/csv-table';
import { textElements, valueAccepted } from '../personalise/feed-rows';
import type { ElementHeader, TreeTemplate } from '../personalise/fields';
import { canonicalJson } from '../personalise/fingerprint';

export const DATASOURCE_COUNT_MISMATCH = 'Datasource elements count mismatch';
export const DATASOURCE_EMPTY = 'The datasource has no elements';

export interface DatasourceColumn {
  /** The header as written. */
  header: string;
  /** The dynamic element it fills (the template's own spelling). */
  element: string;
  /** The pairing group, or null: a dimension of its own. */
  group: string | null;
  elements: string[];
}

export interface Datasource {
  columns: DatasourceColumn[];
}

const GROUPED = /^(.*\S)\s*\[([^\]]*\S[^\]]*)\]$/u;
const key = (text: string) => text.trim().toLowerCase();

function headerParts(header: string): { field: string; group: string | null } {
  const match = GROUPED.exec(header.trim());
  return match ? { field: match[1]!.trim(), group: match[2]!.trim() } : { field: header.trim(), group: null };
}

/** The datasource a table holds (row 1 the header) for these templates, or the refusal's DomainError (422). */
export function readDatasource(table: readonly (readonly string[])[], templates: readonly TreeTemplate[]): Datasource {
  const csv = tableOf(table);
  const fields = new Map<string, { element: string; headers: ElementHeader[] }>();
  // A field by its name or by the label the personalise table shows ('primaryText' or 'Text').
  for (const [element, headers] of textElements(templates))
    for (const name of [headers[0]!.label, element]) fields.set(key(name), { element, headers });
  const refuse = (message: string) => DomainError.unprocessable(message);

  const parts = csv.header.map(headerParts);
  const unknown = csv.header.filter((header, i) => header === '' || !fields.has(key(parts[i]!.field)));
  if (unknown.length > 0) throw refuse(csvCheckColumnNames(unknown, [HEADER_ROW]));
  const elementOf = (i: number) => fields.get(key(parts[i]!.field))!.element;
  const twice = csv.header.filter((_, i) => parts.findIndex((_p, j) => elementOf(j) === elementOf(i)) !== i);
  if (twice.length > 0) throw refuse(csvCheckColumnNames(twice, [HEADER_ROW]));
  const long = csv.rows.filter((r) => r.cells.length > csv.header.length).map((r) => r.row);
  if (long.length > 0) throw refuse(csvCheckColumnNames(csv.header, long));

  const columns = csv.header.map((header, i): DatasourceColumn => {
    const field = fields.get(key(parts[i]!.field))!;
    const filled = csv.rows.filter((r) => (r.cells[i] ?? '') !== '');
    const last = filled.at(-1)?.row ?? HEADER_ROW;
    const gap = csv.rows.find((r) => r.row < last && (r.cells[i] ?? '') === '');
    if (gap) throw refuse(csvMissingValue(header, gap.row));
    const refused = filled.filter((r) => !valueAccepted(field.headers, r.cells[i]!)).map((r) => r.row);
    const repeated = sharedKeyRows(filled, (r) => r.cells[i]!);
    const bad = [...new Set([...refused, ...repeated])].sort((a, b) => a - b);
    if (bad.length > 0) throw refuse(csvCheckColumn(header, bad));
    return { header, element: field.element, group: parts[i]!.group, elements: filled.map((r) => r.cells[i]!) };
  });
  if (columns.length === 0 || columns.every((c) => c.elements.length === 0)) throw refuse(DATASOURCE_EMPTY);
  dimensionsOf({ columns });
  return { columns };
}

/** One dimension of the product: its columns (one, or a pairing group's) and how many elements each holds. */
interface Dimension {
  columns: DatasourceColumn[];
  size: number;
}

/** The datasource's dimensions; a group whose columns hold different counts is 'Datasource elements count mismatch'. */
export function dimensionsOf(datasource: Datasource): Dimension[] {
  const byGroup = new Map<string, DatasourceColumn[]>();
  const dimensions: DatasourceColumn[][] = [];
  for (const column of datasource.columns.filter((c) => c.elements.length > 0)) {
    if (column.group === null) dimensions.push([column]);
    else {
      const group = byGroup.get(key(column.group));
      if (group) group.push(column);
      else {
        const fresh = [column];
        byGroup.set(key(column.group), fresh);
        dimensions.push(fresh);
      }
    }
  }
  return dimensions.map((columns) => {
    const counts = new Set(columns.map((c) => c.elements.length));
    if (counts.size > 1) throw DomainError.unprocessable(DATASOURCE_COUNT_MISMATCH);
    return { columns, size: columns[0]!.elements.length };
  });
}

/** How many iterations (permutations) the datasource makes, counted without making them. */
export const iterationsOf = (datasource: Datasource) =>
  dimensionsOf(datasource).reduce((product, d) => product * d.size, 1);

export interface Permutation {
  /** Its content's hash: the `hash` of the variation hash (hash_version_formatSuffix). */
  hash: string;
  /** Element → its text. */
  values: Record<string, string>;
}

/** 12 hex digits (48 bits) of the SHA-256 of the values as canonical JSON: the same values, the same hash. */
export const permutationHash = (values: Readonly<Record<string, string>>) =>
  bytesToHex(sha256(utf8ToBytes(canonicalJson(values)))).slice(0, 12);

/** Every permutation, in a stable order (the first dimension slowest). Check the limits (limits.ts) first. */
export function permutationsOf(datasource: Datasource): Permutation[] {
  let partial: Record<string, string>[] = [{}];
  for (const dimension of dimensionsOf(datasource)) {
    const next: Record<string, string>[] = [];
    for (const values of partial)
      for (let i = 0; i < dimension.size; i++) {
        const more = { ...values };
        for (const column of dimension.columns) more[column.element] = column.elements[i]!;
        next.push(more);
      }
    partial = next;
  }
  return partial.map((values) => ({ hash: permutationHash(values), values }));
}

/** The variation hash of a permutation in one format (spec 2 §3): hash_version_formatSuffix. */
export function variationHash(hash: string, template: Pick<TreeTemplate, 'version' | 'shortName'>): string {
  const suffix = template.shortName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'format';
  return `${hash}_${template.version}_${suffix}`;
}
