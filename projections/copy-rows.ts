// Rows written with COPY … FROM STDIN (pg-copy-streams): the cheapest way into a table for both sides, since the
// server reads plain text fields (no array or JSON document to take apart) and the client writes one string per
// batch instead of serialising a parameter per column. The audit writes every event so (issue 21 §5, catch-up), and
// personalise and approvals their runs of created variants (issue 23 §5, feeds).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A field as COPY's text format reads it: null, or text in which a backslash, tab, newline or return is escaped. */
export type CopyField = string | null;

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = new RegExp(SPECIAL.source, 'g');
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function field(value: CopyField): string {
  if (value === null) return '\\N';
  return SPECIAL.test(value) ? value.replace(SPECIALS, (c) => ESCAPES[c]!) : value;
}

/** A text[] as Postgres reads an array literal: every element quoted, its quotes and backslashes escaped. */
export const arrayLiteral = (values: readonly string[]): string =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** The rows as COPY's text format reads them: a line per row, its fields between tabs. */
function copyText(rows: readonly (readonly CopyField[])[]): string {
  // Built by concatenation: a third less CPU than joining an array of fields per row and the rows (100,000 audit rows).
  let text = '';
  for (const row of rows) {
    let line = field(row[0]!);
    for (let i = 1; i < row.length; i++) line += '\t' + field(row[i]!);
    text += line + '\n';
  }
  return text;
}

/**
 * Writes the rows (fields in the order of `columns`) into `table` in one COPY, inside the caller's transaction.
 * `then` (statements that answer no rows, such as a checkpoint's move and COMMIT) runs once the rows are in, in the
 * same round trip: the server runs the rest of a simple query after its COPY, and skips it when the COPY fails. A row
 * answered there would fail the COPY's stream (pg-copy-streams takes none).
 */
export async function copyRows(
  tx: pg.PoolClient,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly CopyField[])[],
  then?: string,
): Promise<void> {
  if (rows.length === 0) {
    if (then) await tx.query(then);
    return;
  }
  const copy = `COPY ${table} (${columns.join(', ')}) FROM STDIN`;
  await pipeline(Readable.from([copyText(rows)]), tx.query(copyFrom(then ? `${copy};\n${then}` : copy)));
}
