import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PostgresEventStore, READ_BATCH_BYTES } from '../../commands/event-store/postgres-event-store';
import { createTestDatabase } from '../support/database';
import { eventually } from '../support/eventually';
import { eventStoreContract } from '../support/event-store-contract';

async function freshStore() {
  const pool = new pg.Pool({ connectionString: await createTestDatabase() });
  const store = new PostgresEventStore(pool);
  await store.setup();
  return { store, pool };
}

const metadata = {
  actor: { userId: 'u', role: 'MANAGER' as const },
  partnerId: 'p',
  correlationId: 'c',
  causationId: null,
  occurredAt: '2025-03-04T05:06:07.089Z',
  schemaVersion: 1,
};

describe('PostgresEventStore', () => {
  eventStoreContract(async () => {
    const { store, pool } = await freshStore();
    return {
      store,
      cleanup: async () => {
        await store.close();
        await pool.end();
      },
    };
  });

  it("ends a subscription's batch at its byte budget, delivering large events once and in order", async () => {
    // Random base64 hardly compresses: each event stores about a quarter of the budget or more.
    const payload = () => ({ rows: randomBytes(READ_BATCH_BYTES / 4).toString('base64') });
    const { store, pool } = await freshStore();
    try {
      for (let i = 0; i < 10; i++)
        await store.append('Delivery-1', [{ type: 'Big', data: payload(), metadata }], i === 0 ? 'no_stream' : 'any');
      const batches: number[][] = [];
      const subscription = store.subscribeToAll(-1, async (batch) => {
        batches.push(batch.map((e) => e.revision));
      });
      try {
        await eventually(() => expect(batches.flat()).toHaveLength(10));
      } finally {
        await subscription.stop();
      }
      expect(batches.flat()).toEqual(Array.from({ length: 10 }, (_, i) => i));
      // Each stores more than a quarter of the budget, so no batch holds more than four (unbounded: one of ten).
      expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(4);
    } finally {
      await store.close();
      await pool.end();
    }
  });

  it('locks the streams of an append across streams in stream id order, whatever order they are given in', async () => {
    // A row held from a third transaction queues the two appends behind it: locking in the order given, the one
    // queued first would take Lock-b, then wait for Lock-a held by the other, which waits for Lock-b (a deadlock).
    const { store, pool } = await freshStore();
    const other = new pg.Pool({ connectionString: pool.options.connectionString });
    const otherStore = new PostgresEventStore(other);
    const holder = await pool.connect();
    const part = (streamId: string) => ({
      streamId,
      events: [{ type: 'Both', data: { streamId }, metadata }],
      expectedRevision: 'any' as const,
    });
    const waiting = async (count: number) => {
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      expect(rows[0]!.n).toBe(count);
    };
    try {
      await store.appendMany([part('Lock-a'), part('Lock-b')]);
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM es_stream WHERE stream_id = 'Lock-b' FOR UPDATE`);
      const first = otherStore.appendMany([part('Lock-b'), part('Lock-a')]);
      await eventually(() => waiting(1));
      const second = store.appendMany([part('Lock-a'), part('Lock-b')]);
      await eventually(() => waiting(2));
      await holder.query('COMMIT');
      await Promise.all([first, second]);
      for (const streamId of ['Lock-a', 'Lock-b'])
        expect((await store.readStream(streamId)).map((e) => e.revision)).toEqual([0, 1, 2]);
    } finally {
      holder.release();
      await Promise.all([store.close(), otherStore.close()]);
      await Promise.all([pool.end(), other.end()]);
    }
  });
});
