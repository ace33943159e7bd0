// The KurrentDB (formerly EventStoreDB) adapter of the event store port, for the distributed setup, through
// @kurrent/kurrentdb-client (the renamed @eventstore/db-client).
//
// Positions are $all commit positions. Every event a gRPC append writes has its own commit position (each
// is a committed prepare record), so they are strictly increasing, and $all is in commit order, so there
// are no gaps to guard against. Reads of $all skip the server's own events ($-prefixed types or streams).
import { randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  KurrentDBClient,
  FORWARDS,
  type JSONEventData,
  type JSONType,
  type Position,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type ReadAllOptions,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import {
  assertAppendMany,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type MultiStreamAppendResult,
  type NewEvent,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type Subscription,
  WrongExpectedRevisionError,
} from './port';

const PAGE = 500;
const SUBSCRIPTION_BATCH = 500;
const RETRY_AFTER_ERROR_MS = 1000;

const toPosition = (position: number): Position => ({ commit: BigInt(position), prepare: BigInt(position) });

const streamState = (expected: ExpectedRevision) => (typeof expected === 'number' ? BigInt(expected) : expected);

const isSystem = (type: string, streamId: string) => type.startsWith('$') || streamId.startsWith('$');

/**
 * A multi-stream append takes metadata of string values only (client 1.3.1, KurrentDB 25.1), so there each value is
 * stored as its JSON text; a number-valued schemaVersion tells the plain form, as a single-stream append stores it.
 */
const asProperties = (metadata: EventMetadata): Record<string, string> =>
  Object.fromEntries(Object.entries(metadata).map(([key, value]) => [key, JSON.stringify(value)]));

function fromStored(metadata: Record<string, unknown>): EventMetadata {
  if (typeof metadata.schemaVersion !== 'string') return metadata as unknown as EventMetadata;
  const keys: (keyof EventMetadata)[] = [
    'actor',
    'partnerId',
    'correlationId',
    'causationId',
    'occurredAt',
    'schemaVersion',
  ];
  return Object.fromEntries(
    keys.filter((key) => key in metadata).map((key) => [key, JSON.parse(metadata[key] as string)]),
  ) as unknown as EventMetadata;
}

const toEventData = (e: NewEvent, metadata: JSONType): JSONEventData => ({
  id: randomUUID(),
  contentType: 'application/json',
  type: e.type,
  data: e.data as JSONType,
  metadata,
});

/** The port's error for the store's, which names the stream and its actual state. */
function wrongRevision(error: WrongExpectedVersionError, expected: ExpectedRevision): WrongExpectedRevisionError {
  const actual = error.actualState;
  return new WrongExpectedRevisionError(error.streamName, expected, actual === 'no_stream' ? actual : Number(actual));
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event?.isJson || isSystem(event.type, event.streamId)) return null;
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    // Older servers leave $all positions out of stream reads.
    position: event.position ? Number(event.position.commit) : -1,
    type: event.type,
    data: event.data,
    metadata: fromStored(event.metadata as Record<string, unknown>),
  };
}

async function close(sub: AllStreamSubscription): Promise<void> {
  await sub.unsubscribe().catch(() => undefined);
  sub.destroy();
}

/** Waits until the subscription has something to read, or has ended, failed or been destroyed. */
function whenReadable(sub: AllStreamSubscription): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      sub.off('readable', done).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    sub.on('readable', done).on('end', done).on('close', done).on('error', done);
  });
}

export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;

  constructor(private readonly client: KurrentDBClient) {}

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const data = events.map((e) => toEventData(e, { ...e.metadata }));
    try {
      const result = await this.client.appendToStream(streamId, data, { streamState: streamState(expected) });
      if (!result.position) throw new Error(`append to ${streamId} returned no position`);
      return { nextRevision: Number(result.nextExpectedRevision), position: Number(result.position.commit) };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      throw wrongRevision(error, expected);
    }
  }

  /** One multiStreamAppend (KurrentDB 25.1 or later): atomic, the events in $all in the order sent. */
  async appendMany(appends: StreamAppend[]): Promise<MultiStreamAppendResult> {
    assertAppendMany(appends);
    try {
      const result = await this.client.multiStreamAppend(
        appends.map(({ streamId, events, expectedRevision }) => ({
          streamName: streamId,
          events: events.map((e) => toEventData(e, asProperties(e.metadata))),
          expectedState: streamState(expectedRevision),
        })),
      );
      const revisions = new Map(result.responses.map((r) => [r.streamName, Number(r.revision)]));
      return { nextRevisions: appends.map((a) => revisions.get(a.streamId)!), position: Number(result.position) };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      throw wrongRevision(error, appends.find((a) => a.streamId === error.streamName)!.expectedRevision);
    }
  }

  async readStream(streamId: string, { fromRevision = 0 }: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: BigInt(fromRevision) })) {
        const event = toRecorded(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /** One read of $all. Streaming reads have no deadline, so one left early is cancelled, not left open. */
  private async *page(options: ReadAllOptions): AsyncGenerator<AllStreamResolvedEvent> {
    const read = this.client.readAll(options);
    let finished = false;
    try {
      for await (const resolved of read) yield resolved;
      finished = true;
    } finally {
      // Leaving the iteration early ends the server's read.
      if (!finished) await read.return?.();
    }
  }

  /** Non-system events after `after`, oldest first, read from $all page by page. */
  private async *forwardFrom(after: number, wanted: number): AsyncGenerator<RecordedEvent> {
    let from = after;
    // One more than wanted: a forward read includes the event at its start position, seen already.
    const pageSize = Math.min(PAGE, wanted + 1);
    for (;;) {
      let read = 0;
      for await (const resolved of this.page({
        direction: FORWARDS,
        fromPosition: from < 0 ? START : toPosition(from),
        maxCount: pageSize,
      })) {
        read++;
        const position = Number(resolved.event?.position.commit ?? -1);
        if (position <= from) continue;
        from = position;
        const event = toRecorded(resolved);
        if (event) yield event;
      }
      if (read < pageSize) return;
    }
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (limit <= 0) return events;
    for await (const event of this.forwardFrom(after, limit)) {
      events.push(event);
      if (events.length >= limit) break;
    }
    return events;
  }

  subscribeToAll(
    after: number,
    handler: (batch: RecordedEvent[]) => Promise<void>,
    onError: (error: unknown) => void = () => undefined,
  ): Subscription {
    let stopped = false;
    let position = after;
    let current: AllStreamSubscription | null = null;
    let wake = () => undefined as void;
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });

    /** Hands batches to the handler until stopped; throws when the subscription or the handler fails. */
    const deliver = async (sub: AllStreamSubscription) => {
      let failure: Error | null = null;
      // Kept to rethrow: an 'error' event without a listener would crash the process instead.
      sub.on('error', (error) => (failure = error));
      while (!stopped) {
        const batch: RecordedEvent[] = [];
        let resolved: AllStreamResolvedEvent | null;
        while (batch.length < SUBSCRIPTION_BATCH && (resolved = sub.read() as AllStreamResolvedEvent | null)) {
          const event = toRecorded(resolved);
          // The server starts after `position`; the check only guards against a repeated event.
          if (event && event.position > position) batch.push(event);
        }
        if (batch.length > 0) {
          await handler(batch);
          position = batch[batch.length - 1]!.position;
          continue;
        }
        if (failure) throw failure;
        if (stopped) return;
        if (sub.readableEnded || sub.destroyed) throw new Error('the EventStoreDB subscription to $all ended');
        await whenReadable(sub);
      }
    };

    const loop = (async () => {
      while (!stopped) {
        current = this.client.subscribeToAll({
          fromPosition: position < 0 ? START : toPosition(position),
          filter: excludeSystemEvents(),
        });
        try {
          await deliver(current);
        } catch (error) {
          if (stopped) return;
          // Resubscribing from the last handled position offers the failed batch again.
          onError(error);
          await close(current);
          await pause(RETRY_AFTER_ERROR_MS);
        }
      }
    })();
    return {
      stop: async () => {
        stopped = true;
        wake();
        if (current) await close(current);
        await loop;
      },
    };
  }

  async headPosition(): Promise<number> {
    let from: Position | typeof END = END;
    for (;;) {
      let read = 0;
      for await (const resolved of this.page({ direction: BACKWARDS, fromPosition: from, maxCount: PAGE })) {
        read++;
        const event = toRecorded(resolved);
        if (event) return event.position;
        if (resolved.event) from = resolved.event.position;
      }
      if (read < PAGE) return -1;
    }
  }

  async countAfter(after: number, cap: number): Promise<number> {
    let count = 0;
    if (cap <= 0) return count;
    for await (const _ of this.forwardFrom(after, cap)) {
      if (++count >= cap) break;
    }
    return count;
  }

  async ping(): Promise<boolean> {
    try {
      for await (const _ of this.page({ direction: BACKWARDS, fromPosition: END, maxCount: 1, deadline: 5_000 })) break;
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

export function connectEventStoreDb(url: string): EventStore {
  return new EventStoreDbEventStore(KurrentDBClient.connectionString(url));
}
