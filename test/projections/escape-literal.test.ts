// The projections write their values into the SQL as literals (projections/projection.ts), so the escaping is what
// keeps a variant's name or a feed's cell from being read as SQL. It is its own code for speed; it must give exactly
// pg's literal for every string, and Postgres must read each back as the string it was.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeLiteral } from '../../projections/projection';
import { createTestDatabase } from '../support/database';

const TRICKY = [
  '',
  'plain',
  "O'Brien",
  "''",
  "'; DROP TABLE variant; --",
  'C:\\path\\to',
  "\\'",
  "'\\",
  "\\\\''",
  'line\nbreak\ttab',
  'émoji 🎬 “quotes”',
  '{"json":"with \\"escapes\\" and \'quotes\'"}',
  'x'.repeat(100_000) + "'\\",
];

describe('escapeLiteral', () => {
  it("is pg's literal for every string", () => {
    for (const value of TRICKY) expect(escapeLiteral(value)).toBe(pg.escapeLiteral(value));
  });

  let pool: pg.Pool;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: await createTestDatabase() });
  });
  afterAll(() => pool?.end());

  it('is read back by Postgres as the string it was', async () => {
    for (const value of TRICKY) {
      const { rows } = await pool.query<{ v: string }>(`SELECT ${escapeLiteral(value)}::text AS v`);
      expect(rows[0]!.v).toBe(value);
    }
  });
});
