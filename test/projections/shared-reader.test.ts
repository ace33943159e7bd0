// The runner reads the log once for every projection (projections/runner.ts): one subscription feeds them all,
// a projection passes over the events it does not handle without any SQL of its own, projections that start at
// different checkpoints converge on the same rows, and one that fails leaves the shared reader for its own until
// it has parked the bad event and caught up, then joins again.
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewEvent } from '../../commands/event-store/port';
import { PostgresEventStore } from '../../commands/event-store/postgres-event-store';
import type { RecordedEvent } from '../../domain/shared/events';
import type { EventFeed } from '../../projections/event-feed';
import { migrate } from '../../projections/migrate';
import type { Projection } from '../../projections/projection';
import { ProjectionRunner } from '../../projections/runner';
import { createTestDatabase } from '../support/database';
import { eventually } from '../support/eventually';

let pool: pg.Pool;
let store: PostgresEventStore;
/** Every statement sent, with its values. */
let sent: { text: string; values: unknown[] }[];
const runners: ProjectionRunner[] = [];

beforeEach(async () => {
  pool = new pg.Pool({ connectionString: await createTestDatabase(), max: 6 });
  sent = [];
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      const text = typeof first === 'string' ? first : first.text;
      sent.push({ text, values: (typeof first === 'string' ? second : first.values) ?? [] });
      return query(...args);
    };
  });
  store = new PostgresEventStore(pool);
  await store.setup();
  await migrate(pool);
});
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
  await store.close();
  await pool.end();
});

/** A projection writing the position and stream of each event of its types into its own table. */
function recorder(name: string, types: string[], handled: RecordedEvent[] = []): Projection {
  return {
    name,
    tables: [name],
    eventTypes: new Set(types),
    handle: async (tx, events) => {
      handled.push(...events);
      await tx.query(`INSERT INTO ${name} (position, stream) SELECT * FROM unnest($1::bigint[], $2::text[])`, [
        events.map((e) => e.position),
        events.map((e) => e.streamId),
      ]);
    },
  };
}

async function createTables(...names: string[]) {
  for (const name of names)
    await pool.query(`CREATE TABLE ${name} (position bigint PRIMARY KEY, stream text NOT NULL)`);
}

const event = (type: string): NewEvent => ({
  type,
  data: {},
  metadata: {
    actor: { userId: 'spec', role: 'SYSTEM' },
    partnerId: 'p1',
    correlationId: 'spec',
    causationId: null,
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  },
});

/**
 * Appends `count` events of the type to the stream, in appends of at most 500; answers the last one's position (the
 * head a subscriber will reach: headPosition may lag while older transactions anywhere on the server are open).
 */
async function append(streamId: string, type: string, count: number): Promise<number> {
  let position = -1;
  for (let done = 0; done < count; done += 500)
    ({ position } = await store.append(
      streamId,
      Array.from({ length: Math.min(500, count - done) }, () => event(type)),
      'any',
    ));
  return position;
}

/** The store, counting the subscriptions open at any time and ever opened. */
function countingFeed() {
  const counts = { open: 0, opened: 0 };
  const feed: EventFeed = {
    subscribeToAll: (after, handler, onError) => {
      counts.open++;
      counts.opened++;
      const subscription = store.subscribeToAll(after, handler, onError);
      let stopped = false;
      return {
        stop: async () => {
          if (!stopped) counts.open--;
          stopped = true;
          await subscription.stop();
        },
      };
    },
    headPosition: () => store.headPosition(),
    countAfter: (after, cap) => store.countAfter(after, cap),
    readStream: (streamId, options) => store.readStream(streamId, options),
  };
  return { feed, counts };
}

async function started(feed: EventFeed, projections: Projection[]) {
  const runner = new ProjectionRunner(pool, feed, projections);
  runners.push(runner);
  await runner.start();
  return runner;
}

const positionsIn = async (table: string) =>
  (await pool.query<{ position: string }>(`SELECT position FROM ${table} ORDER BY position`)).rows.map((r) =>
    Number(r.position),
  );
const checkpointOf = async (name: string) =>
  Number(
    (await pool.query<{ position: string }>('SELECT position FROM projection_checkpoint WHERE name = $1', [name]))
      .rows[0]!.position,
  );
/** The statements naming the projection: as a value, or written in as a literal (the checkpoint's lock and move). */
const statementsFor = (name: string) => sent.filter((s) => s.values.includes(name) || s.text.includes(`'${name}'`));

describe('the shared log reader', () => {
  it('reads the log once for every projection, however many there are', async () => {
    await createTables('pings', 'pongs', 'pings_and_pongs');
    await append('S-1', 'Ping', 1200);
    const head = await append('S-2', 'Pong', 800);
    const { feed, counts } = countingFeed();
    const runner = await started(feed, [
      recorder('pings', ['Ping']),
      recorder('pongs', ['Pong']),
      recorder('pings_and_pongs', ['Ping', 'Pong']),
    ]);
    expect(await runner.waitFor(head, 20_000)).toBe(true);
    expect(counts).toEqual({ open: 1, opened: 1 });
    expect(await positionsIn('pings')).toHaveLength(1200);
    expect(await positionsIn('pongs')).toHaveLength(800);
    expect(await positionsIn('pings_and_pongs')).toHaveLength(2000);
  });

  it('a projection that handles no event type of a batch does no SQL for it, and its checkpoint still follows', async () => {
    await createTables('pings', 'pongs');
    const pongsHandled: RecordedEvent[] = [];
    const runner = await started(store, [recorder('pings', ['Ping']), recorder('pongs', ['Pong'], pongsHandled)]);
    sent = [];
    const head = await append('S-1', 'Ping', 3000);
    expect(await runner.waitFor(head, 20_000)).toBe(true);
    expect(pongsHandled).toEqual([]);
    expect(statementsFor('pongs')).toEqual([]);
    // The one that handles them took each batch in a transaction of its own, its checkpoint locked.
    expect(statementsFor('pings').some((s) => /FOR UPDATE/.test(s.text))).toBe(true);
    expect(await checkpointOf('pongs')).toBe(head);
    expect(await checkpointOf('pings')).toBe(head);

    expect(await runner.waitFor(await append('S-2', 'Pong', 10), 20_000)).toBe(true);
    expect(pongsHandled.map((e) => e.type)).toEqual(Array(10).fill('Pong'));
  });

  it('projections at different checkpoints converge: each applies every event it handles exactly once', async () => {
    await createTables('early', 'late');
    const earlyHandled: RecordedEvent[] = [];
    const first = await started(store, [recorder('early', ['Ping'], earlyHandled)]);
    expect(await first.waitFor(await append('S-1', 'Ping', 2500), 20_000)).toBe(true);
    await first.stop();
    const earlyAt = await checkpointOf('early');

    await append('S-2', 'Ping', 1500);
    const { feed, counts } = countingFeed();
    const runner = await started(feed, [recorder('early', ['Ping'], earlyHandled), recorder('late', ['Ping'])]);
    const head = await append('S-3', 'Ping', 700);
    expect(await runner.waitFor(head, 20_000)).toBe(true);
    expect(counts.opened).toBe(1);
    const all = await positionsIn('late');
    expect(all).toHaveLength(4700);
    expect(await positionsIn('early')).toEqual(all);
    expect(earlyHandled.map((e) => e.position)).toEqual(all);
    expect(earlyHandled.filter((e) => e.position > earlyAt)).toHaveLength(2200);
    expect(await checkpointOf('early')).toBe(head);
    expect(await checkpointOf('late')).toBe(head);
  });

  it('a rebuild replays one projection while the others pass over what they have seen', async () => {
    await createTables('pings', 'pongs');
    const pongsHandled: RecordedEvent[] = [];
    await append('S-1', 'Ping', 1000);
    const head = await append('S-2', 'Pong', 1000);
    const runner = await started(store, [recorder('pings', ['Ping']), recorder('pongs', ['Pong'], pongsHandled)]);
    expect(await runner.waitFor(head, 20_000)).toBe(true);
    const live = await positionsIn('pings');
    await runner.rebuild('pings');
    expect(await positionsIn('pings')).toEqual(live);
    expect(pongsHandled).toHaveLength(1000);
    expect(await positionsIn('pongs')).toHaveLength(1000);
  });

  it('a projection whose batch fails leaves the shared reader, parks the bad event, and joins again', async () => {
    await createTables('healthy', 'fragile');
    await pool.query(`ALTER TABLE fragile ADD CONSTRAINT planted_failure CHECK (stream <> 'Poison-1')`);
    const { feed, counts } = countingFeed();
    const runner = await started(feed, [recorder('healthy', ['Ping']), recorder('fragile', ['Ping'])]);
    await append('S-1', 'Ping', 100);
    await append('Poison-1', 'Ping', 1);
    await append('S-2', 'Ping', 100);
    await append('Poison-1', 'Ping', 2);
    const head = await append('S-3', 'Ping', 100);
    // The healthy one is not held up by the other's retries.
    await eventually(async () => expect(await positionsIn('healthy')).toHaveLength(303), 20_000);
    await eventually(async () => expect(await checkpointOf('fragile')).toBe(head), 20_000);
    expect(await positionsIn('fragile')).toHaveLength(300);
    const [status] = (await runner.status()).filter((s) => s.name === 'fragile');
    expect(status).toMatchObject({ parked: 1, held: 2 });
    await eventually(async () => expect(counts.open).toBe(1), 20_000);
    expect(counts.opened).toBe(2);

    await append('S-4', 'Ping', 50);
    await eventually(async () => expect(await positionsIn('fragile')).toHaveLength(350), 20_000);
    await pool.query('ALTER TABLE fragile DROP CONSTRAINT planted_failure');
    expect(await runner.retryParked('fragile')).toEqual({ applied: 3, parked: 0 });
    expect(await positionsIn('fragile')).toEqual(await positionsIn('healthy'));
    expect(counts.open).toBe(1);
  });

  it('commits each batch durably before its position is made known, so a killed Postgres cannot take it back', async () => {
    await createTables('pings');
    const settings: string[] = [];
    const durable = recorder('pings', ['Ping']);
    const handle = durable.handle;
    durable.handle = async (tx, events) => {
      const { rows } = await tx.query<{ setting: string }>("SELECT current_setting('synchronous_commit') AS setting");
      settings.push(rows[0]!.setting);
      await handle(tx, events);
    };
    const runner = await started(store, [durable]);
    expect(await runner.waitFor(await append('S-1', 'Ping', 10), 20_000)).toBe(true);
    // Committed without waiting for the disk, a batch the runner had made known was gone after a kill -9 of the
    // postmaster, and an answer's read-back found nothing (test/api/heals-postgres.test.ts, under load).
    expect(settings.length).toBeGreaterThan(0);
    expect(new Set(settings)).toEqual(new Set(['on']));
  });
});
