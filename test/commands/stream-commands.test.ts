// The command pipeline on a real Postgres store: commands on one stream queue in-process, a command reads
// only the events after its cached state, and a conflict with another process (a second store instance on
// the same database) is caught up and decided again.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BusinessTreeAggregate, decideBusinessTree, type BusinessTreeCommand } from '../../domain/business-tree';
import { DomainError, MESSAGES } from '../../domain/shared/errors';
import type { EventContext } from '../../commands/context';
import { PostgresEventStore } from '../../commands/event-store/postgres-event-store';
import { MAX_EVENTS_PER_APPEND, type EventStore, type NewEvent } from '../../commands/event-store/port';
import { execute, streamCommandsOf } from '../../commands/execute';
import { newId } from '../../commands/ids';
import { createTestDatabase } from '../support/database';

type Tagged = { type: 'Tagged'; data: { tags: string[]; seen: number } };
interface Tally {
  count: number;
  tags: string[];
}

/** Like the asset's state, it keeps the event's array as it is: a state that shares objects with events. */
const TallyAggregate = {
  streamPrefix: 'Tally',
  initialState: (): Tally => ({ count: 0, tags: [] }),
  evolve: (state: Tally, event: Tagged): Tally => ({ count: state.count + 1, tags: event.data.tags }),
};

const tag =
  (tags: string[]) =>
  (state: Tally): Tagged[] => [{ type: 'Tagged', data: { tags, seen: state.count } }];

const context: EventContext = {
  actor: { userId: 'a'.repeat(24), role: 'SUPER' },
  partnerId: null,
  correlationId: 'stream-commands-test',
  now: () => new Date(),
};

let url: string;
const pools: pg.Pool[] = [];

/** A store of its own pool: to the pipeline, another process. */
async function openStore(): Promise<PostgresEventStore> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  pools.push(pool);
  const store = new PostgresEventStore(pool);
  await store.setup();
  return store;
}

/** The same store, counting the events its stream reads return. */
function countingReads(store: EventStore) {
  const counter = { eventsRead: 0 };
  const counted: EventStore = Object.assign(Object.create(store) as EventStore, {
    readStream: async (...args: Parameters<EventStore['readStream']>) => {
      const events = await store.readStream(...args);
      counter.eventsRead += events.length;
      return events;
    },
  });
  return { store: counted, counter };
}

/** Events appended straight to the store, as another process would. */
const tagged = (count: number, from = 0): NewEvent[] =>
  Array.from({ length: count }, (_, i) => ({
    type: 'Tagged',
    data: { tags: [], seen: from + i },
    metadata: {
      actor: context.actor,
      partnerId: null,
      correlationId: 'elsewhere',
      causationId: null,
      occurredAt: '2025-01-01T00:00:00.000Z',
      schemaVersion: 1,
    },
  }));

const onTree = (store: EventStore, partnerId: string, command: BusinessTreeCommand) =>
  execute(store, BusinessTreeAggregate, partnerId, context, (state) => decideBusinessTree(command, state, partnerId));

beforeAll(async () => {
  url = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
});

describe('commands on one stream in one process', () => {
  it('queue: each decides on the state its predecessors left, none fails, and the lane goes when idle', async () => {
    const store = await openStore();
    const id = newId();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => execute(store, TallyAggregate, id, context, tag([`t${i}`]))),
    );
    expect(results.every((r) => r.position !== null)).toBe(true);
    const recorded = await store.readStream(`Tally-${id}`);
    expect(recorded.map((e) => (e.data as Tagged['data']).seen)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(streamCommandsOf(store).lanes.busy).toBe(0);
  });

  it('a refusal among queued commands appends nothing of its own and is decided once', async () => {
    const store = await openStore();
    const id = newId();
    const refuse = vi.fn((): Tagged[] => {
      throw DomainError.conflict(MESSAGES.alreadyExist);
    });
    const outcomes = await Promise.allSettled([
      execute(store, TallyAggregate, id, context, tag(['first'])),
      execute(store, TallyAggregate, id, context, refuse),
      execute(store, TallyAggregate, id, context, tag(['last'])),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409, message: 'Already exist' });
    expect(refuse).toHaveBeenCalledTimes(1);
    expect((await store.readStream(`Tally-${id}`)).map((e) => (e.data as Tagged['data']).tags)).toEqual([
      ['first'],
      ['last'],
    ]);

    await expect(execute(store, TallyAggregate, id, context, refuse)).rejects.toThrow('Already exist');
    expect(refuse).toHaveBeenCalledTimes(2);
    expect(await store.readStream(`Tally-${id}`)).toHaveLength(2);
  });

  it('splits commands whose events together exceed one append over several appends', async () => {
    const store = await openStore();
    const id = newId();
    const many = (state: Tally): Tagged[] =>
      Array.from({ length: MAX_EVENTS_PER_APPEND / 2 + 1 }, () => tag([])(state)[0]!);
    const [first, second] = await Promise.all([
      execute(store, TallyAggregate, id, context, many),
      execute(store, TallyAggregate, id, context, many),
    ]);
    expect(first.position).not.toBe(second.position);
    expect(await store.readStream(`Tally-${id}`)).toHaveLength(MAX_EVENTS_PER_APPEND + 2);
  });

  it('a caller changing the events it got back does not change the cached state', async () => {
    const store = await openStore();
    const id = newId();
    const { events } = await execute(store, TallyAggregate, id, context, tag(['kept']));
    events[0]!.data.tags.push('changed afterwards');
    let seen: string[] = [];
    await execute(store, TallyAggregate, id, context, (state) => {
      seen = [...state.tags];
      return [];
    });
    expect(seen).toEqual(['kept']);
  });
});

describe('a long stream', () => {
  it('is read once; later commands read only the events appended since', async () => {
    const writer = await openStore();
    const { store, counter } = countingReads(writer);
    const id = newId();
    const streamId = `Tally-${id}`;
    await writer.append(streamId, tagged(2000), 'no_stream');

    await execute(store, TallyAggregate, id, context, tag(['a']));
    expect(counter.eventsRead).toBe(2000);
    await execute(store, TallyAggregate, id, context, tag(['b']));
    expect(counter.eventsRead).toBe(2000);

    // Another process appends; the next command reads those two events only, and decides on them too.
    await writer.append(streamId, tagged(2, 2002), 2001);
    const { events } = await execute(store, TallyAggregate, id, context, tag(['c']));
    expect(counter.eventsRead).toBe(2002);
    expect(events[0]!.data.seen).toBe(2004);
    expect((await writer.readStream(streamId)).map((e) => e.revision)).toEqual(
      Array.from({ length: 2005 }, (_, i) => i),
    );
  });
});

describe('two processes on one stream', () => {
  it('retry each other’s conflicts until every command is decided on the current state', async () => {
    const [left, right] = [await openStore(), await openStore()];
    const partnerId = newId();
    const create = (store: EventStore, name: string) =>
      onTree(store, partnerId, { type: 'CreateMarket', marketId: newId(), name });
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 30 }, (_, i) => create(left, `Left ${i}`)),
      ...Array.from({ length: 30 }, (_, i) => create(right, `Right ${i}`)),
      create(left, 'Both'),
      create(right, 'both'),
    ]);
    expect(outcomes.slice(0, 60).every((o) => o.status === 'fulfilled')).toBe(true);
    const clash = outcomes.slice(60);
    expect(clash.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(clash.find((o) => o.status === 'rejected')).toMatchObject({
      reason: { statusCode: 409, message: 'Already exist' },
    });

    const recorded = await left.readStream(`PartnerTree-${partnerId}`);
    expect(recorded.map((e) => e.revision)).toEqual(Array.from({ length: 61 }, (_, i) => i));
    expect(new Set(recorded.map((e) => (e.data as { name: string }).name.toLowerCase())).size).toBe(61);
  });

  it('a refusal that rests on a stale cached state is decided again on the current one', async () => {
    const [left, right] = [await openStore(), await openStore()];
    const partnerId = newId();
    await onTree(left, partnerId, { type: 'CreateMarket', marketId: newId(), name: 'Cached' });
    const marketId = newId();
    await onTree(right, partnerId, { type: 'CreateMarket', marketId, name: 'Elsewhere' });
    // Left's cached tree does not hold the market yet; an update that would fail there succeeds.
    const { events } = await onTree(left, partnerId, { type: 'UpdateMarket', marketId, name: 'Renamed' });
    expect(events).toEqual([{ type: 'MarketUpdated', data: { partnerId, marketId, name: 'Renamed' } }]);
  });
});

describe('commands across streams', () => {
  const across = (store: EventStore, ids: string[], tags: string[]) =>
    streamCommandsOf(store).runAcross(
      ids.map((id) => ({ aggregate: TallyAggregate, streamId: `Tally-${id}`, context })),
      (states) => states.map((state) => tag(tags)(state as Tally)),
    );
  const seen = async (store: EventStore, id: string) =>
    (await store.readStream(`Tally-${id}`)).map((e) => (e.data as Tagged['data']).seen);

  it('take their turn in each lane and append to every stream in one append', async () => {
    const store = await openStore();
    const [a, b] = [newId(), newId()];
    const [beforeA, beforeB, both] = await Promise.all([
      execute(store, TallyAggregate, a, context, tag(['before'])),
      execute(store, TallyAggregate, b, context, tag(['before'])),
      across(store, [a, b], ['both']),
    ]);
    const recorded = [...(await store.readStream(`Tally-${a}`)), ...(await store.readStream(`Tally-${b}`))];
    expect(recorded.map((e) => (e.data as Tagged['data']).tags[0])).toEqual(['before', 'both', 'before', 'both']);
    expect(recorded.map((e) => (e.data as Tagged['data']).seen)).toEqual([0, 1, 0, 1]);
    // One transaction: the Postgres store numbers an append's events from its transaction's id.
    const appendOf = (position: number) => Math.floor(position / MAX_EVENTS_PER_APPEND);
    expect(appendOf(recorded[1]!.position)).toBe(appendOf(recorded[3]!.position));
    expect(both.position).toBe(recorded[3]!.position);
    expect(Math.max(beforeA.position!, beforeB.position!)).toBeLessThan(recorded[1]!.position);
    expect(streamCommandsOf(store).lanes.busy).toBe(0);
  });

  it('in opposite orders beside commands on one stream, neither lose an update nor wait on each other', async () => {
    const store = await openStore();
    const [a, b] = [newId(), newId()];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => [
        across(store, i % 2 ? [a, b] : [b, a], [`across ${i}`]),
        execute(store, TallyAggregate, a, context, tag([`a ${i}`])),
        execute(store, TallyAggregate, b, context, tag([`b ${i}`])),
      ]).flat(),
    );
    const run = Array.from({ length: 40 }, (_, i) => i);
    expect(await seen(store, a)).toEqual(run);
    expect(await seen(store, b)).toEqual(run);
  });

  it('conflicting with another process on one stream, append nothing to the other and decide again', async () => {
    const [left, right] = [await openStore(), await openStore()];
    const [a, b] = [newId(), newId()];
    await across(left, [a, b], ['cached']);
    await right.append(`Tally-${b}`, tagged(1, 1), 0);
    await across(left, [a, b], ['again']);
    expect(await seen(left, a)).toEqual([0, 1]);
    expect(await seen(left, b)).toEqual([0, 1, 2]);
  });
});
