// Rows by COPY (projections/copy-rows.ts): fields come back exactly as written, whatever characters they hold, and the
// statements sent after a COPY (a batch's checkpoint move and COMMIT) run in its round trip only once its rows are in.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRows, type CopyField } from '../../projections/copy-rows';
import { createTestDatabase } from '../support/database';

let pool: pg.Pool;
beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await createTestDatabase(), max: 1 });
  await pool.query('CREATE TABLE copied (a text NOT NULL, b text, c text)');
  await pool.query('CREATE TABLE copy_log (copied bigint)');
  await pool.query('CREATE SEQUENCE after_copy');
});
afterAll(() => pool?.end());

/** Runs fn on a connection in a transaction that is rolled back after. */
async function inRolledBack<T>(fn: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    return await fn(tx);
  } finally {
    await tx.query('ROLLBACK').catch(() => undefined);
    tx.release();
  }
}

describe('copyRows', () => {
  it('writes every field as it was: tabs, newlines, returns, backslashes and nulls', async () => {
    const rows: CopyField[][] = [
      ['plain', null, 'x'],
      ['tab\there', 'new\nline', 'back\\slash \\N'],
      ['return\r', '', '{"json": "a\\tb"}'],
    ];
    const copied = await inRolledBack(async (tx) => {
      await copyRows(tx, 'copied', ['a', 'b', 'c'], rows);
      return (await tx.query<{ a: string; b: string | null; c: string }>('SELECT a, b, c FROM copied')).rows;
    });
    expect(copied.map((r) => [r.a, r.b, r.c])).toEqual(rows);
  });

  it('runs the statements after the COPY in the same query, once its rows are in', async () => {
    const seen = await inRolledBack(async (tx) => {
      await copyRows(tx, 'copied', ['a'], [['one'], ['two']], 'INSERT INTO copy_log SELECT count(*) FROM copied');
      return (await tx.query<{ copied: string }>('SELECT copied FROM copy_log')).rows;
    });
    expect(seen).toEqual([{ copied: '2' }]);
  });

  it('runs them alone when there are no rows, and skips them when the COPY fails', async () => {
    // A sequence keeps what setval gives it through a rollback; a DO block answers no rows, as `then` must not.
    const setTo = (value: number) => `DO $$ BEGIN PERFORM setval('after_copy', ${value}); END $$`;
    await inRolledBack((tx) => copyRows(tx, 'copied', ['a'], [], setTo(7)));
    expect((await pool.query('SELECT last_value FROM after_copy')).rows[0].last_value).toBe('7');
    await expect(inRolledBack((tx) => copyRows(tx, 'copied', ['a'], [['ok'], [null]], setTo(99)))).rejects.toThrow(
      /null value in column "a"/,
    );
    expect((await pool.query('SELECT last_value FROM after_copy')).rows[0].last_value).toBe('7');
  });
});
