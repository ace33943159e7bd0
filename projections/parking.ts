// The parked events of each projection (migration 013): an event its projection could not apply, and the later
// events of the same stream held behind it so that the stream's rows never skip a step. The runner writes them in
// the transaction that moves the checkpoint; a retry applies them in position order and deletes them.
import type pg from 'pg';
import type { RecordedEvent } from '../domain/shared/events';
import type { ParkedEvent } from '../domain/shared/answers';
import { inline, sql } from './projection';

type ParkReason = ParkedEvent['reason'];

export interface Parking {
  event: RecordedEvent;
  reason: ParkReason;
  error: string | null;
}

/** An error message short enough for a table cell and a log line. */
export const errorText = (error: unknown) => String(error instanceof Error ? error.message : error).slice(0, 2000);

/**
 * Locks the projection's checkpoint row; answers where it stands and the streams it holds. `opening` (statements
 * that open the transaction, BEGIN) travels in the same round trip.
 */
export async function lockCheckpoint(
  tx: pg.PoolClient,
  name: string,
  opening?: string,
): Promise<{ position: number; held: Set<string> }> {
  const lock = inline(
    sql(
      `SELECT position, ARRAY(SELECT DISTINCT stream_id FROM projection_parked_event WHERE projection = $1) AS held
       FROM projection_checkpoint WHERE name = $1 FOR UPDATE`,
      [name],
    ),
  );
  // A query of several statements answers each one's result; the lock's is the last.
  const results: pg.QueryResult<{ position: string; held: string[] }>[] = [
    await tx.query(opening ? `${opening};\n${lock}` : lock),
  ].flat();
  const row = results[results.length - 1]!.rows[0];
  return { position: Number(row?.position), held: new Set(row?.held ?? []) };
}

export async function park(tx: pg.PoolClient, projection: string, parkings: Parking[]): Promise<void> {
  if (parkings.length === 0) return;
  const column = <T>(pick: (p: Parking) => T) => parkings.map(pick);
  await tx.query(
    `INSERT INTO projection_parked_event (projection, position, stream_id, revision, type, reason, error)
     SELECT $1, * FROM unnest($2::bigint[], $3::text[], $4::bigint[], $5::text[], $6::text[], $7::text[])
     ON CONFLICT (projection, position) DO NOTHING`,
    [
      projection,
      column((p) => p.event.position),
      column((p) => p.event.streamId),
      column((p) => p.event.revision),
      column((p) => p.event.type),
      column((p) => p.reason),
      column((p) => p.error),
    ],
  );
}

interface ParkedRow {
  projection: string;
  position: string;
  stream_id: string;
  revision: string;
  type: string;
  reason: ParkReason;
  error: string | null;
  attempts: number;
  first_seen: Date;
  last_tried: Date;
}

const parkedEvent = (row: ParkedRow): ParkedEvent => ({
  projection: row.projection,
  position: Number(row.position),
  streamId: row.stream_id,
  revision: Number(row.revision),
  type: row.type,
  reason: row.reason,
  error: row.error,
  attempts: row.attempts,
  firstSeen: row.first_seen.toISOString(),
  lastTried: row.last_tried.toISOString(),
});

/** A projection's parked events in position order, of one stream when named. */
export async function parkedOf(
  db: pg.Pool | pg.PoolClient,
  projection: string,
  streamId?: string,
): Promise<ParkedEvent[]> {
  const { rows } = await db.query<ParkedRow>(
    `SELECT * FROM projection_parked_event WHERE projection = $1 AND ($2::text IS NULL OR stream_id = $2) ORDER BY position`,
    [projection, streamId ?? null],
  );
  return rows.map(parkedEvent);
}

/** The events each projection could not apply (not those held behind them), oldest first, at most `limit` of each. */
export async function failedEvents(pool: pg.Pool, limit: number): Promise<ParkedEvent[]> {
  const { rows } = await pool.query<ParkedRow>(
    `SELECT * FROM (SELECT *, row_number() OVER (PARTITION BY projection ORDER BY position) AS n
                    FROM projection_parked_event WHERE reason = 'failed') p
     WHERE n <= $1 ORDER BY projection, position`,
    [limit],
  );
  return rows.map(parkedEvent);
}

/** Per projection: how many events failed and how many are held behind them. */
export async function parkedCounts(pool: pg.Pool): Promise<Map<string, { failed: number; held: number }>> {
  const { rows } = await pool.query<{ projection: string; failed: number; held: number }>(
    `SELECT projection, count(*) FILTER (WHERE reason = 'failed')::int AS failed, count(*) FILTER (WHERE reason = 'held')::int AS held
     FROM projection_parked_event GROUP BY projection`,
  );
  return new Map(rows.map((r) => [r.projection, { failed: r.failed, held: r.held }]));
}

export async function unpark(tx: pg.PoolClient, projection: string, position: number): Promise<void> {
  await tx.query('DELETE FROM projection_parked_event WHERE projection = $1 AND position = $2', [projection, position]);
}

/** The event failed again: it becomes (or stays) the stream's failed event, with the new error. */
export async function failedAgain(
  tx: pg.PoolClient,
  projection: string,
  position: number,
  error: string,
): Promise<void> {
  await tx.query(
    `UPDATE projection_parked_event SET reason = 'failed', error = $3, attempts = attempts + 1, last_tried = now()
     WHERE projection = $1 AND position = $2`,
    [projection, position, error],
  );
}

/** A rebuild replays everything, so nothing stays parked. */
export async function forgetParked(tx: pg.PoolClient, projection: string): Promise<void> {
  await tx.query('DELETE FROM projection_parked_event WHERE projection = $1', [projection]);
}
