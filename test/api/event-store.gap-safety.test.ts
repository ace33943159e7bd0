// Proof that the Postgres adapter's subscribers never miss an event whose transaction commits after a
// higher position was already committed, and never see rolled-back events.
//
// This file runs its own Postgres server: it holds transactions open on purpose, and the horizon is
// server-wide, so on the shared test server it would hold back every other test file's reads too.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endPool, startEmbeddedPostgres, type EmbeddedDatabase } from '../../runtime/embedded-postgres';
import type { NewEvent, RecordedEvent } from '../../commands/event-store/port';
import { appendQuery, PostgresEventStore } from '../../commands/event-store/postgres-event-store';
import { eventually } from '../support/eventually';

const WRITERS = 16;
const RUN_MS = 3_000;
const MAX_APPENDS_PER_WRITER = 150;

type Fate = 'append' | 'held' | 'rolled-back';

const newStreamId = () => `GapTest-${randomBytes(12).toString('hex')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function events(count: number, data: Record<string, unknown>): NewEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    type: 'GapProbed',
    data: { ...data, i },
    metadata: {
      actor: { userId: 'gap-test', role: 'SYSTEM' },
      partnerId: null,
      correlationId: randomBytes(8).toString('hex'),
      causationId: null,
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  }));
}

describe('Postgres event store gap safety', () => {
  let dir: string;
  let server: EmbeddedDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'varia-gap-'));
    server = await startEmbeddedPostgres(dir, 'gap_safety');
    pool = new pg.Pool({ connectionString: server.url, max: WRITERS + 8 });
    store = new PostgresEventStore(pool);
    await store.setup();
  });
  afterAll(async () => {
    await store?.close();
    if (pool) await endPool(pool);
    await server?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** BEGIN, the adapter's append statement, a pause with the transaction open, then COMMIT or ROLLBACK. */
  async function appendInOpenTransaction(
    streamId: string,
    batch: NewEvent[],
    holdMs: number,
    end: 'COMMIT' | 'ROLLBACK',
  ) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ position: string }>(appendQuery(streamId, batch, 'no_stream'));
      await sleep(holdMs);
      await client.query(end);
      client.release();
      return Number(rows[rows.length - 1]!.position);
    } catch (error) {
      client.release(true);
      throw error;
    }
  }

  it('delivers every committed event exactly once, in increasing position, under concurrent and held-open writers', async () => {
    const delivered: RecordedEvent[] = [];
    const subscription = store.subscribeToAll(-1, async (batch) => {
      delivered.push(...batch);
    });

    const committed = { events: 0, held: 0, rolledBack: 0 };
    // Positions in the order their transactions committed, to show the run really committed out of order.
    const commitOrder: number[] = [];
    const stopAt = performance.now() + RUN_MS;

    async function writer(w: number): Promise<void> {
      const streamId = newStreamId();
      let revision: number | 'no_stream' = 'no_stream';
      for (let i = 0; i < MAX_APPENDS_PER_WRITER && performance.now() < stopAt; i++) {
        const fate: Fate = i % 10 === 3 ? 'held' : i % 10 === 7 ? 'rolled-back' : 'append';
        const batch = events(1 + (i % 3), { w, i, fate });
        if (fate === 'append') {
          const result = await store.append(streamId, batch, revision);
          revision = result.nextRevision;
          commitOrder.push(result.position);
          committed.events += batch.length;
        } else {
          const holdMs = 20 + ((w * 37 + i * 11) % 100);
          const position = await appendInOpenTransaction(
            newStreamId(),
            batch,
            holdMs,
            fate === 'held' ? 'COMMIT' : 'ROLLBACK',
          );
          if (fate === 'held') {
            commitOrder.push(position);
            committed.events += batch.length;
            committed.held++;
          } else {
            committed.rolledBack++;
          }
        }
      }
    }

    try {
      await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
      const { rows } = await pool.query<{ position: string }>('SELECT position FROM es_event ORDER BY position');
      const stored = rows.map((r) => Number(r.position));
      expect(stored).toHaveLength(committed.events);
      await eventually(() => expect(delivered.length).toBeGreaterThanOrEqual(stored.length), 20_000);
      // Equal to the sorted, unique stored positions: each committed event exactly once, in increasing order.
      expect(delivered.map((e) => e.position)).toEqual(stored);
    } finally {
      await subscription.stop();
    }

    expect(delivered.filter((e) => (e.data as { fate: Fate }).fate === 'rolled-back')).toEqual([]);
    expect(committed.held).toBeGreaterThan(0);
    expect(committed.rolledBack).toBeGreaterThan(0);
    let highest = -1;
    const committedBelowAHigherOne = commitOrder.filter((position) => {
      const late = position < highest;
      highest = Math.max(highest, position);
      return late;
    });
    expect(committedBelowAHigherOne.length).toBeGreaterThan(0);
  });

  it('a reader without the horizon misses a lower position committed second; the store delivers it', async () => {
    const start = await store.headPosition();
    const delivered: number[] = [];
    const subscription = store.subscribeToAll(start, async (batch) => {
      delivered.push(...batch.map((e) => e.position));
    });
    const naiveRead = async (after: number) =>
      (
        await pool.query<{ position: string }>('SELECT position FROM es_event WHERE position > $1 ORDER BY position', [
          after,
        ])
      ).rows.map((r) => Number(r.position));

    const first = await pool.connect();
    const second = await pool.connect();
    try {
      await first.query('BEGIN');
      const lower = Number(
        (await first.query<{ position: string }>(appendQuery(newStreamId(), events(1, {}), 'no_stream'))).rows[0]!
          .position,
      );
      const higher = Number(
        (await second.query<{ position: string }>(appendQuery(newStreamId(), events(1, {}), 'no_stream'))).rows[0]!
          .position,
      );
      expect(lower).toBeLessThan(higher);

      // The higher position is committed (its statement ran on its own); the lower is still open.
      const naiveSeen = await naiveRead(start);
      expect(naiveSeen).toEqual([higher]);
      expect(await store.readAll(start, 10)).toEqual([]);
      // The head is what was committed, readable or not yet: waiting for it waits for `lower`'s end too, and a
      // writer that waits for its own append is never answered before it can be read.
      expect(await store.headPosition()).toBe(higher);
      await sleep(300);
      expect(delivered).toEqual([]);

      await first.query('COMMIT');
      // The naive reader moved past `higher`, so it never sees `lower`.
      expect(await naiveRead(naiveSeen[naiveSeen.length - 1]!)).toEqual([]);
      expect((await store.readAll(start, 10)).map((e) => e.position)).toEqual([lower, higher]);
      await eventually(() => expect(delivered).toEqual([lower, higher]), 20_000);
    } finally {
      // Destroyed rather than returned to the pool: a failed assertion may leave a transaction open. Waited for:
      // the server's stop would otherwise cut a connection still closing, an error nobody hears (CI saw one).
      const closed = [first, second].map((client) => new Promise((resolve) => client.once('end', resolve)));
      first.release(true);
      second.release(true);
      await Promise.all(closed);
      await subscription.stop();
    }
  });
});
