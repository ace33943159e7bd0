// What the orphan sweep (commands/blob-store/orphans.ts) asks a read model: which of some blob keys it names. Only
// a read model that has applied every event up to `upTo` can tell: during a rebuild or a catch-up its tables are
// incomplete, and a key it does not name may still be a live version's file. One statement, so the checkpoint and
// the rows are read in one snapshot.
import type pg from 'pg';

/** The keys `namedSql` (a SELECT of keys, given the keys as $1) finds; null while `projection` is behind `upTo`. */
export async function namedKeys(
  pool: pg.Pool,
  projection: string,
  namedSql: string,
  keys: string[],
  upTo: number,
): Promise<string[] | null> {
  const { rows } = await pool.query<{ at: string | null; keys: string[] }>(
    `SELECT (SELECT position FROM projection_checkpoint WHERE name = $2) AS at, ARRAY(${namedSql}) AS keys`,
    [keys, projection],
  );
  const row = rows[0];
  return row && row.at !== null && Number(row.at) >= upTo ? row.keys : null;
}
