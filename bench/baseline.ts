// Raw Postgres reference for the append figures: a plain table with the event table's columns, written
// with the fastest ordinary statements (one-row INSERT, or one INSERT from unnest for a batch).
import type pg from 'pg';
import type { NewEvent } from '../commands/event-store/port';

export async function setupBaseline(pool: pg.Pool): Promise<void> {
  await pool.query(`CREATE TABLE IF NOT EXISTS baseline_event (
    position bigserial PRIMARY KEY,
    stream_id text NOT NULL,
    revision integer NOT NULL,
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    type text NOT NULL,
    data jsonb NOT NULL,
    metadata jsonb NOT NULL
  )`);
}

export async function insertOne(pool: pg.Pool, streamId: string, revision: number, event: NewEvent): Promise<void> {
  await pool.query(
    'INSERT INTO baseline_event (stream_id, revision, type, data, metadata) VALUES ($1, $2, $3, $4, $5)',
    [streamId, revision, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)],
  );
}

export async function insertBatch(
  pool: pg.Pool,
  streamId: string,
  firstRevision: number,
  events: NewEvent[],
): Promise<void> {
  await pool.query(
    `INSERT INTO baseline_event (stream_id, revision, type, data, metadata)
     SELECT $1, $2 + e.ord - 1, e.type, e.data, e.metadata
     FROM unnest($3::text[], $4::jsonb[], $5::jsonb[]) WITH ORDINALITY AS e(type, data, metadata, ord)`,
    [
      streamId,
      firstRevision,
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => JSON.stringify(e.metadata)),
    ],
  );
}
