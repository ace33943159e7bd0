// The behaviour every EventStore adapter must show. Each adapter's test file runs this suite on its store.
// Tests use fresh streams and never assume the store is empty, so a long-lived server works too.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from '../../commands/event-store/port';
import { eventually } from './eventually';

export interface ContractStore {
  store: EventStore;
  cleanup(): Promise<void>;
}

const newStreamId = () => `ContractTest-${randomBytes(12).toString('hex')}`;

function metadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    actor: { userId: randomBytes(12).toString('hex'), role: 'MANAGER' },
    partnerId: randomBytes(12).toString('hex'),
    correlationId: randomBytes(16).toString('hex'),
    causationId: null,
    occurredAt: '2025-03-04T05:06:07.089Z',
    schemaVersion: 1,
    ...overrides,
  };
}

const event = (type: string, data: Record<string, unknown> = {}, meta?: Partial<EventMetadata>): NewEvent => ({
  type,
  data,
  metadata: metadata(meta),
});

const numbered = (count: number) => Array.from({ length: count }, (_, i) => event(`Numbered${i}`, { i }));

function expectStrictlyIncreasing(positions: number[]): void {
  positions.slice(1).forEach((position, i) => expect(position).toBeGreaterThan(positions[i]!));
}

export function eventStoreContract(makeStore: () => Promise<ContractStore>): void {
  let made: ContractStore;
  let store: EventStore;

  beforeAll(async () => {
    made = await makeStore();
    store = made.store;
  });
  afterAll(async () => {
    await made?.cleanup();
  });

  /** Appends a marker and waits until it is the head, so every earlier event is readable too. */
  async function settledHead(): Promise<number> {
    const { position } = await store.append(newStreamId(), [event('Marker')], 'no_stream');
    await eventually(async () => expect(await store.headPosition()).toBe(position));
    return position;
  }

  async function expectWrongRevision(
    promise: Promise<unknown>,
    expected: WrongExpectedRevisionError['expected'],
    actual: WrongExpectedRevisionError['actual'],
    streamId: string,
  ): Promise<void> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ streamId, expected, actual });
  }

  // First, so that a fresh store is still empty here.
  it('headPosition is -1 exactly when there is nothing to read', async () => {
    const head = await store.headPosition();
    const any = await store.readAll(-1, 1);
    expect(head === -1).toBe(any.length === 0);
  });

  describe('append', () => {
    it("with 'any' creates a stream and extends it, returning the last revision and position", async () => {
      const streamId = newStreamId();
      const first = await store.append(streamId, numbered(2), 'any');
      const second = await store.append(streamId, numbered(3), 'any');
      expect(first.nextRevision).toBe(1);
      expect(second.nextRevision).toBe(4);
      const recorded = await store.readStream(streamId);
      expect(recorded.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
      expect(first.position).toBe(recorded[1]!.position);
      expect(second.position).toBe(recorded[4]!.position);
    });

    it("with 'no_stream' creates a new stream", async () => {
      const streamId = newStreamId();
      const result = await store.append(streamId, [event('Created')], 'no_stream');
      expect(result.nextRevision).toBe(0);
      const recorded = await store.readStream(streamId);
      expect(recorded).toHaveLength(1);
      expect(result.position).toBe(recorded[0]!.position);
    });

    it('with an exact revision extends the stream', async () => {
      const streamId = newStreamId();
      const created = await store.append(streamId, numbered(2), 'no_stream');
      const result = await store.append(streamId, numbered(2), created.nextRevision);
      expect(result.nextRevision).toBe(3);
      expect(result.position).toBeGreaterThan(created.position);
      expect((await store.readStream(streamId)).map((e) => e.revision)).toEqual([0, 1, 2, 3]);
    });

    it("refuses 'no_stream' when the stream exists, and appends nothing", async () => {
      const streamId = newStreamId();
      await store.append(streamId, numbered(2), 'no_stream');
      await expectWrongRevision(store.append(streamId, [event('Late')], 'no_stream'), 'no_stream', 1, streamId);
      expect(await store.readStream(streamId)).toHaveLength(2);
    });

    it('refuses an exact revision when the stream does not exist, and appends nothing', async () => {
      const streamId = newStreamId();
      await expectWrongRevision(store.append(streamId, [event('Orphan')], 0), 0, 'no_stream', streamId);
      expect(await store.readStream(streamId)).toEqual([]);
    });

    it('refuses a stale or a future exact revision, and appends nothing', async () => {
      const streamId = newStreamId();
      await store.append(streamId, numbered(3), 'no_stream');
      await expectWrongRevision(store.append(streamId, [event('Stale')], 1), 1, 2, streamId);
      await expectWrongRevision(store.append(streamId, [event('Future')], 5), 5, 2, streamId);
      expect((await store.readStream(streamId)).map((e) => e.type)).toEqual(['Numbered0', 'Numbered1', 'Numbered2']);
    });

    it('lets exactly one of two concurrent appends at the same revision win', async () => {
      const streamId = newStreamId();
      const { nextRevision } = await store.append(streamId, [event('Created')], 'no_stream');
      const results = await Promise.allSettled([
        store.append(streamId, [event('Left')], nextRevision),
        store.append(streamId, [event('Right')], nextRevision),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(streamId)).toHaveLength(2);
    });

    it('refuses an empty append', async () => {
      await expect(store.append(newStreamId(), [], 'any')).rejects.toThrow();
    });
  });

  describe('appendMany', () => {
    it('appends to several streams at once, their events in the global order given, metadata kept', async () => {
      const [existing, fresh] = [newStreamId(), newStreamId()];
      const created = await store.append(existing, numbered(2), 'no_stream');
      const [toExisting, toFresh] = [
        numbered(3),
        [event('Fresh', { ok: true }, { partnerId: null, causationId: 'c' })],
      ];
      const result = await store.appendMany([
        { streamId: fresh, events: toFresh, expectedRevision: 'no_stream' },
        { streamId: existing, events: toExisting, expectedRevision: created.nextRevision },
      ]);
      expect(result.nextRevisions).toEqual([0, 4]);
      const [freshEvents, existingEvents] = [
        await store.readStream(fresh),
        (await store.readStream(existing)).slice(2),
      ];
      const pick = (e: RecordedEvent | NewEvent) => ({ type: e.type, data: e.data, metadata: e.metadata });
      expect(freshEvents.map(pick)).toEqual(toFresh.map(pick));
      expect(existingEvents.map(pick)).toEqual(toExisting.map(pick));
      const positions = [...freshEvents, ...existingEvents].map((e) => e.position);
      expectStrictlyIncreasing([created.position, ...positions]);
      expect(result.position).toBe(positions.at(-1));
      await eventually(async () =>
        expect((await store.readAll(positions[0]! - 1, 4)).map((e) => e.position)).toEqual(positions),
      );
    });

    it('is all or nothing: a wrong expected revision on the second stream appends nothing on the first', async () => {
      const [first, second] = [newStreamId(), newStreamId()];
      await store.append(first, numbered(1), 'no_stream');
      await store.append(second, numbered(2), 'no_stream');
      await expectWrongRevision(
        store.appendMany([
          { streamId: first, events: [event('Lost')], expectedRevision: 0 },
          { streamId: second, events: [event('Stale')], expectedRevision: 0 },
        ]),
        0,
        1,
        second,
      );
      await expectWrongRevision(
        store.appendMany([
          { streamId: newStreamId(), events: [event('Lost')], expectedRevision: 'no_stream' },
          { streamId: second, events: [event('Exists')], expectedRevision: 'no_stream' },
        ]),
        'no_stream',
        1,
        second,
      );
      expect((await store.readStream(first)).map((e) => e.type)).toEqual(['Numbered0']);
      expect(await store.readStream(second)).toHaveLength(2);
      // Every lock is let go: the streams take appends as before.
      expect((await store.append(first, [event('After')], 0)).nextRevision).toBe(1);
    });

    it('refuses an empty part and a stream given twice', async () => {
      const streamId = newStreamId();
      await expect(store.appendMany([{ streamId, events: [], expectedRevision: 'any' }])).rejects.toThrow();
      await expect(
        store.appendMany([
          { streamId, events: [event('One')], expectedRevision: 'any' },
          { streamId, events: [event('Two')], expectedRevision: 'any' },
        ]),
      ).rejects.toThrow();
      expect(await store.readStream(streamId)).toEqual([]);
    });
  });

  describe('readStream', () => {
    it('returns the events oldest first with their stream, revision and type', async () => {
      const streamId = newStreamId();
      await store.append(streamId, [event('A'), event('B')], 'no_stream');
      await store.append(newStreamId(), [event('Elsewhere')], 'any');
      await store.append(streamId, [event('C')], 1);
      const recorded = await store.readStream(streamId);
      expect(recorded.map((e) => [e.streamId, e.revision, e.type])).toEqual([
        [streamId, 0, 'A'],
        [streamId, 1, 'B'],
        [streamId, 2, 'C'],
      ]);
      expectStrictlyIncreasing(recorded.map((e) => e.position));
      expect(new Set(recorded.map((e) => e.id)).size).toBe(3);
    });

    it('returns nothing for a stream that does not exist', async () => {
      expect(await store.readStream(newStreamId())).toEqual([]);
      expect(await store.readStream(newStreamId(), { fromRevision: 3 })).toEqual([]);
    });

    it('from a revision returns that event and the later ones only', async () => {
      const streamId = newStreamId();
      await store.append(streamId, numbered(3), 'no_stream');
      await store.append(streamId, numbered(2), 2);
      const all = await store.readStream(streamId);
      expect(await store.readStream(streamId, { fromRevision: 0 })).toEqual(all);
      expect(await store.readStream(streamId, { fromRevision: 3 })).toEqual(all.slice(3));
      expect((await store.readStream(streamId, { fromRevision: 4 })).map((e) => e.revision)).toEqual([4]);
      expect(await store.readStream(streamId, { fromRevision: 5 })).toEqual([]);
    });
  });

  describe('readAll and positions', () => {
    it('reads from -1 the oldest events first, and pages on from a position', async () => {
      await store.append(newStreamId(), numbered(3), 'any');
      let firstThree: RecordedEvent[] = [];
      await eventually(async () => {
        firstThree = await store.readAll(-1, 3);
        expect(firstThree).toHaveLength(3);
      });
      expectStrictlyIncreasing(firstThree.map((e) => e.position));
      expect(await store.readAll(firstThree[0]!.position, 2)).toEqual(firstThree.slice(1));
    });

    it('reads from a middle position up to the limit', async () => {
      const streamId = newStreamId();
      await store.append(streamId, numbered(5), 'no_stream');
      const recorded = await store.readStream(streamId);
      await eventually(async () => expect(await store.readAll(recorded[1]!.position, 2)).toEqual(recorded.slice(2, 4)));
    });

    it('gives later appends strictly greater positions, across streams', async () => {
      const positions: number[] = [];
      for (let i = 0; i < 5; i++) {
        const streamId = newStreamId();
        await store.append(streamId, numbered(2), 'any');
        positions.push(...(await store.readStream(streamId)).map((e) => e.position));
      }
      expectStrictlyIncreasing(positions);
      await eventually(async () =>
        expect((await store.readAll(positions[0]! - 1, 100)).map((e) => e.position)).toEqual(positions),
      );
    });

    it('round-trips data and metadata exactly', async () => {
      const streamId = newStreamId();
      const events = [
        event(
          'BriefSubmitted',
          { name: 'Été – "summer" ☀', budget: 1234.5, tags: ['a', 'b'], nested: { ok: true, none: null } },
          { actor: { userId: 'a'.repeat(24), role: 'ADMIN' }, causationId: 'c'.repeat(24), schemaVersion: 3 },
        ),
        event('SystemTicked', {}, { actor: { userId: 'system', role: 'SYSTEM' }, partnerId: null }),
      ];
      const { position } = await store.append(streamId, events, 'no_stream');
      const expected = events.map((e) => ({ type: e.type, data: e.data, metadata: e.metadata }));
      const pick = (e: RecordedEvent) => ({ type: e.type, data: e.data, metadata: e.metadata });
      expect((await store.readStream(streamId)).map(pick)).toEqual(expected);
      await eventually(async () => expect((await store.readAll(position - 1, 1)).map(pick)).toEqual(expected.slice(1)));
    });
  });

  describe('subscribeToAll', () => {
    it('catches up, follows live appends, and stops', async () => {
      const streamId = newStreamId();
      const start = await settledHead();
      await store.append(streamId, numbered(3), 'no_stream');
      const received: RecordedEvent[] = [];
      const subscription = store.subscribeToAll(start, async (batch) => {
        received.push(...batch.filter((e) => e.streamId === streamId));
      });
      try {
        await eventually(() => expect(received).toHaveLength(3));
        await store.append(streamId, numbered(2), 2);
        await eventually(() => expect(received).toHaveLength(5));
      } finally {
        await subscription.stop();
      }
      expect(received.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
      expectStrictlyIncreasing(received.map((e) => e.position));
      expect(received).toEqual(await store.readStream(streamId));

      await store.append(streamId, [event('AfterStop')], 4);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toHaveLength(5);
    });

    it('tells onError when the handler fails, then delivers the same events again', async () => {
      const start = await settledHead();
      const streamId = newStreamId();
      await store.append(streamId, numbered(3), 'no_stream');
      const errors: unknown[] = [];
      const received: RecordedEvent[] = [];
      let failed = false;
      const subscription = store.subscribeToAll(
        start,
        async (batch) => {
          const mine = batch.filter((e) => e.streamId === streamId);
          if (!failed && mine.length > 0) {
            failed = true;
            throw new Error('handler failed once');
          }
          received.push(...mine);
        },
        (error) => errors.push(error),
      );
      try {
        await eventually(() => expect(received).toHaveLength(3));
      } finally {
        await subscription.stop();
      }
      expect(errors).toEqual([new Error('handler failed once')]);
      expect(received.map((e) => e.revision)).toEqual([0, 1, 2]);
    });

    it('catching up over several full batches, delivers each event once and in order, a failed batch again', async () => {
      // A catch-up reads the next batch while the handler takes one; a failed batch must not let it skip ahead.
      const start = await settledHead();
      const streamId = newStreamId();
      for (let part = 0; part < 5; part++)
        await store.append(streamId, numbered(1000), part === 0 ? 'no_stream' : 'any');
      const received: number[] = [];
      let batches = 0;
      const subscription = store.subscribeToAll(
        start,
        async (batch) => {
          const mine = batch.filter((e) => e.streamId === streamId);
          if (mine.length > 0 && ++batches === 2) throw new Error('the second batch fails once');
          received.push(...mine.map((e) => e.revision));
        },
        () => undefined,
      );
      try {
        await eventually(() => expect(received).toHaveLength(5000));
      } finally {
        await subscription.stop();
      }
      expect(received).toEqual(Array.from({ length: 5000 }, (_, i) => i));
    });

    it('from -1 starts with the oldest event', async () => {
      await store.append(newStreamId(), [event('Something')], 'any');
      let oldest: RecordedEvent | undefined;
      await eventually(async () => {
        [oldest] = await store.readAll(-1, 1);
        expect(oldest).toBeDefined();
      });
      let first: RecordedEvent | undefined;
      const subscription = store.subscribeToAll(-1, async (batch) => {
        first ??= batch[0];
      });
      try {
        await eventually(() => expect(first).toBeDefined());
      } finally {
        await subscription.stop();
      }
      expect(first).toEqual(oldest);
    });
  });

  describe('headPosition and countAfter', () => {
    it('headPosition reaches the newest appended position', async () => {
      expect(await settledHead()).toBeGreaterThan(-1);
    });

    it('countAfter counts the events after a position, up to the cap', async () => {
      const before = await settledHead();
      const streamId = newStreamId();
      await store.append(streamId, numbered(5), 'no_stream');
      const recorded = await store.readStream(streamId);
      await eventually(async () => expect(await store.countAfter(before, 100)).toBe(5));
      expect(await store.countAfter(recorded[1]!.position, 100)).toBe(3);
      expect(await store.countAfter(before, 2)).toBe(2);
      expect(await store.countAfter(recorded[4]!.position, 100)).toBe(0);
    });
  });

  it('answers ping', async () => {
    expect(await store.ping()).toBe(true);
  });
}
