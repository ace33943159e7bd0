// Row writes a batch can fold: a handler that creates or changes one row by its key, with values that do not depend
// on the row's previous state, says so (insertRow, updateRow) instead of writing SQL. Within a batch the later writes
// of a row fold into its first (a creation and 99 changes become one INSERT of the last values), and the writes of
// one shape between two barriers become one statement over a JSON list of rows: catch-up sends a statement or two
// per table and batch, not one per event, and no row is updated 99 times in one transaction (each update walks the
// chain of versions the transaction made before it). Any other statement is a barrier: what comes before it is
// written before it. Writes of other rows may so pass each other, never two writes of one row.
import { escapeLiteral } from './projection';

/** A column's value: a scalar, a list (a text[] column) or an object (a jsonb column), as JSON carries it. */
export type RowValue = string | number | boolean | null | readonly string[] | { readonly [key: string]: unknown };
type Columns = Record<string, RowValue>;

/** A row created (`key` and `columns` together) or changed (`columns` set on the row of `key`). */
export interface RowWrite {
  kind: 'insert' | 'update';
  table: string;
  key: Columns;
  columns: Columns;
}

export const insertRow = (table: string, key: Columns, columns: Columns): RowWrite => ({
  kind: 'insert',
  table,
  key,
  columns,
});

/**
 * Columns whose value is undefined are left as they are (COALESCE's way, without reading the row). A key column is
 * never changed so: the batch knows a row by its key.
 */
export function updateRow(table: string, key: Columns, columns: Record<string, RowValue | undefined>): RowWrite {
  const set: Columns = {};
  for (const column in columns) {
    if (column in key) throw new Error(`updateRow cannot change the key column ${table}.${column}`);
    if (columns[column] !== undefined) set[column] = columns[column];
  }
  return { kind: 'update', table, key, columns: set };
}

/** A change of the row that also sets its updated_at to when the event happened. */
export const touchRow = (
  table: string,
  key: Columns,
  event: { metadata: { occurredAt: string } },
  columns: Record<string, RowValue | undefined>,
): RowWrite => updateRow(table, key, { ...columns, updated_at: event.metadata.occurredAt });

export const isRowWrite = (write: unknown): write is RowWrite =>
  typeof write === 'object' && write !== null && 'kind' in write && 'table' in write;

// A key's values are scalars, and no text in Postgres holds a NUL.
const identity = (write: RowWrite) => `${write.table}\u0000${Object.values(write.key).join('\u0000')}`;
const shapeOf = (write: RowWrite) =>
  `${write.kind}\u0000${write.table}\u0000${Object.keys(write.key).join()}\u0000${Object.keys(write.columns).sort().join()}`;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The writes folded as SQL statements. A change of a row already created or changed since the last barrier is merged
 * into that write (its columns win); a second creation of a row stays a write of its own, so a duplicate key still
 * fails. Between barriers, a write joins the statement of its shape that the first such write began, unless a write
 * of the same row went into a later statement: then it begins a new one, so a row's writes keep their order. Rows of
 * one statement travel as JSON typed by the table's own row type.
 */
export function foldWrites(writes: readonly (string | RowWrite)[]): string[] {
  const items: (string | RowWrite)[] = [];
  const latest = new Map<string, number>();
  // A write is copied before the first change merges into it, so the caller's writes stay as they were.
  const merged = new Set<RowWrite>();
  for (const write of writes) {
    if (typeof write === 'string') {
      items.push(write);
      latest.clear();
      continue;
    }
    const id = identity(write);
    const at = latest.get(id);
    if (write.kind === 'update' && at !== undefined) {
      let earlier = items[at] as RowWrite;
      if (!merged.has(earlier)) {
        earlier = { ...earlier, columns: { ...earlier.columns } };
        items[at] = earlier;
        merged.add(earlier);
      }
      Object.assign(earlier.columns, write.columns);
    } else latest.set(id, items.push(write) - 1);
  }
  const statements: (string | RowWrite[])[] = [];
  const runOfShape = new Map<string, { at: number; rows: RowWrite[] }>();
  const statementOfRow = new Map<string, number>();
  for (const item of items) {
    if (typeof item === 'string') {
      statements.push(item);
      runOfShape.clear();
      statementOfRow.clear();
      continue;
    }
    if (item.kind === 'update' && Object.keys(item.columns).length === 0) continue;
    const shape = shapeOf(item);
    const id = identity(item);
    let run = runOfShape.get(shape);
    if (!run || (statementOfRow.get(id) ?? -1) > run.at) {
      run = { at: statements.length, rows: [] };
      statements.push(run.rows);
      runOfShape.set(shape, run);
    }
    // Folded above, an update's run names each row once (one update per row and statement is all SQL applies).
    run.rows.push(item);
    statementOfRow.set(id, run.at);
  }
  return statements.map((statement) => (typeof statement === 'string' ? statement : statementOf(statement)));
}

function statementOf(run: RowWrite[]): string {
  const [{ kind, table, key, columns }] = run as [RowWrite, ...RowWrite[]];
  // json, not jsonb: the rows are read once, and Postgres takes json apart for them without building a jsonb first.
  const rows = `json_populate_recordset(NULL::${quote(table)}, ${escapeLiteral(
    JSON.stringify(run.map((w) => ({ ...w.key, ...w.columns }))),
  )}::json) AS r`;
  const set = Object.keys(columns).map(quote);
  const keys = Object.keys(key).map(quote);
  if (kind === 'insert') {
    const all = [...keys, ...set].join(', ');
    return `INSERT INTO ${quote(table)} (${all}) SELECT ${all} FROM ${rows}`;
  }
  const assignments = set.map((c) => `${c} = r.${c}`).join(', ');
  const where = keys.map((c) => `${quote(table)}.${c} = r.${c}`).join(' AND ');
  return `UPDATE ${quote(table)} SET ${assignments} FROM ${rows} WHERE ${where}`;
}
