// A projection's batch in the database: its rows, its parked events and its checkpoint in one transaction, so a crash
// never applies an event twice or loses one. The checkpoint row is locked and compared first: when someone else moved
// it (a rebuild from the CLI, a second runner), nothing is written and the caller reads again from the stored one.
import type pg from 'pg';
import type { RecordedEvent } from '../domain/shared/events';
import { isTransient } from './failure';
import type { EventFeed } from './event-feed';
import { errorText, failedAgain, lockCheckpoint, park, parkedOf, unpark, type Parking } from './parking';
import { inline, sql, type Projection } from './projection';

// The commit waits for the disk (synchronous_commit on, the server's default): the runner makes a batch's position
// known once it has committed, and a read-your-writes answer then reads its rows. Not waiting lost such a batch when
// Postgres was killed under load (ARCHITECTURE.md, "Projections").
const BEGIN = 'BEGIN';

/** Runs fn in a transaction: committed when it resolves, rolled back when it throws. */
export function inTransaction<T>(pool: pg.Pool, fn: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  return onConnection(pool, async (tx) => {
    await tx.query(BEGIN);
    const result = await fn(tx);
    await tx.query('COMMIT');
    return result;
  });
}

/** A pooled connection for fn, which begins and commits its transaction (BEGIN): rolled back when fn throws. */
async function onConnection<T>(pool: pg.Pool, fn: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const tx = await pool.connect();
  try {
    return await fn(tx);
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}

/** Applies one event inside a savepoint: resolves the error when it failed for its own sake, throws a transient one. */
export async function tryOne(tx: pg.PoolClient, projection: Projection, event: RecordedEvent): Promise<string | null> {
  await tx.query('SAVEPOINT one_event');
  try {
    await projection.handle(tx, [event]);
    await tx.query('RELEASE SAVEPOINT one_event');
    return null;
  } catch (error) {
    if (isTransient(error)) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT one_event');
    return errorText(error);
  }
}

/** What a committed batch came to: the events applied, those parked, and the streams now held. */
export interface Committed {
  applied: RecordedEvent[];
  parkings: Parking[];
  held: Set<string>;
}

/**
 * Applies the events (all of types the projection handles) and moves the checkpoint from `expected` to `last`; null
 * when the stored checkpoint is not `expected`. Whole, the batch goes as one call; `isolating`, event by event, each
 * in its savepoint, parking those that fail on their own. Events of a held stream are parked behind its first.
 */
export function commitEvents(
  pool: pg.Pool,
  projection: Projection,
  events: RecordedEvent[],
  { expected, last, isolating }: { expected: number; last: number; isolating: boolean },
): Promise<Committed | null> {
  const name = projection.name;
  // The transaction begins with the checkpoint's lock and commits with its move, a round trip each: beside the few
  // of a batch's own rows, on a loaded machine each round trip cost as much as the batch's SQL (issue 21 §5).
  return onConnection(pool, async (tx) => {
    const { position, held } = await lockCheckpoint(tx, name, BEGIN);
    if (position !== expected) {
      await tx.query('COMMIT');
      return null;
    }
    const parkings: Parking[] = [];
    const applied: RecordedEvent[] = [];
    for (const event of events) {
      if (held.has(event.streamId)) parkings.push({ event, reason: 'held', error: null });
      else if (!isolating) applied.push(event);
      else {
        const error = await tryOne(tx, projection, event);
        if (error === null) applied.push(event);
        else {
          parkings.push({ event, reason: 'failed', error });
          held.add(event.streamId);
        }
      }
    }
    await park(tx, name, parkings);
    const move = sql('UPDATE projection_checkpoint SET position = $2, updated_at = now() WHERE name = $1', [
      name,
      last,
    ]);
    const closing = `${inline(move)};\nCOMMIT`;
    // Whole, the batch goes as one call (event by event, each went in its savepoint above), and its last write carries
    // the checkpoint's move and COMMIT: a perEvent projection's SQL in one query with them, the audit's COPY with them
    // after it. One round trip for the batch's own writes and the commit.
    if (isolating || applied.length === 0) await tx.query(closing);
    else if (projection.statements) await tx.query([...projection.statements(applied), closing].join(';\n'));
    else if (projection.handleAndClose) await projection.handleAndClose(tx, applied, closing);
    else {
      await projection.handle(tx, applied);
      await tx.query(closing);
    }
    return { applied, parkings, held };
  });
}

/**
 * Applies a projection's parked events again (of one stream when named), in position order, each stream until one
 * fails again: it stays parked with the new error (told to `failedAgainAt`), and so do the events behind it. Answers
 * the events applied and the streams still held.
 */
export function applyParked(
  pool: pg.Pool,
  store: Pick<EventFeed, 'readStream'>,
  projection: Projection,
  streamId: string | undefined,
  failedAgainAt: (position: number, stream: string, error: string) => void,
): Promise<{ applied: RecordedEvent[]; parked: string[] }> {
  const name = projection.name;
  return inTransaction(pool, async (tx) => {
    await lockCheckpoint(tx, name);
    const parkedEvents = await parkedOf(tx, name, streamId);
    const applied: RecordedEvent[] = [];
    for (const stream of new Set(parkedEvents.map((p) => p.streamId))) {
      const waiting = parkedEvents.filter((p) => p.streamId === stream);
      const positions = new Set(waiting.map((p) => p.position));
      const events = (await store.readStream(stream, { fromRevision: waiting[0]!.revision })).filter((e) =>
        positions.has(e.position),
      );
      for (const event of events) {
        const error = await tryOne(tx, projection, event);
        if (error !== null) {
          await failedAgain(tx, name, event.position, error);
          failedAgainAt(event.position, stream, error);
          break;
        }
        await unpark(tx, name, event.position);
        applied.push(event);
      }
    }
    return { applied, parked: (await parkedOf(tx, name)).map((p) => p.streamId) };
  });
}
