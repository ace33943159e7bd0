// The event store port. Two adapters implement it: Postgres (the embedded default) and EventStoreDB.
// Both pass the same contract suite (test/support/event-store-contract.ts).
import type { NewEvent, RecordedEvent } from '../../domain/shared/events';

export type { EventMetadata, NewEvent, RecordedEvent } from '../../domain/shared/events';

/** The most events one append may carry (Postgres derives positions from it). */
export const MAX_EVENTS_PER_APPEND = 8192;

/** 'no_stream': the stream must not exist; a number: the stream's last revision must be exactly that. */
export type ExpectedRevision = 'any' | 'no_stream' | number;

export interface AppendResult {
  /** Revision of the last event appended. */
  nextRevision: number;
  /** Global position of the last event appended. */
  position: number;
}

/** One stream's part of an append across streams. */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  expectedRevision: ExpectedRevision;
}

/** What both adapters refuse of an append across streams before it reaches the store: an empty part, a stream twice. */
export function assertAppendMany(appends: readonly StreamAppend[]): void {
  if (appends.some((a) => a.events.length === 0)) throw new Error('append needs at least one event');
  if (new Set(appends.map((a) => a.streamId)).size !== appends.length) throw new Error('appendMany: a stream twice');
}

export interface MultiStreamAppendResult {
  /** Each stream's last revision, in the order of the appends given. */
  nextRevisions: number[];
  /** Global position of the last event appended. */
  position: number;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Wrong expected revision on ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export interface ReadStreamOptions {
  /** The first revision to return (0 when left out); a revision past the end returns nothing. */
  fromRevision?: number;
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  /** Appends 1..MAX_EVENTS_PER_APPEND events atomically; an empty append is refused. */
  append(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /**
   * Appends to several distinct streams at once, all or nothing: each stream's expected revision is checked, and
   * when one fails (WrongExpectedRevisionError naming it) no stream gets anything. The events take global positions
   * in the order given, stream after stream; 1..MAX_EVENTS_PER_APPEND events in all, none of the parts empty.
   */
  appendMany(appends: StreamAppend[]): Promise<MultiStreamAppendResult>;
  /** The events of one stream from `fromRevision` on, oldest first; empty when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Up to `limit` events with a position greater than `after` (use -1 for the start), oldest first. */
  readAll(after: number, limit: number): Promise<RecordedEvent[]>;
  /**
   * Delivers every event after `after`, in increasing position, exactly once, then follows live.
   * The handler is awaited before the next batch is read; when it throws, onError hears of it and the
   * same batch is delivered again after a pause.
   */
  subscribeToAll(
    after: number,
    handler: (batch: RecordedEvent[]) => Promise<void>,
    onError?: (error: unknown) => void,
  ): Subscription;
  /**
   * Position of the newest committed event (-1 when the store is empty). A subscriber may receive it only a moment
   * later (an older transaction still open holds it back), so waiting until it is applied covers every append
   * that ended before this call.
   */
  headPosition(): Promise<number>;
  /** How many events a subscriber at `after` still has to receive (counted up to `cap`). */
  countAfter(after: number, cap: number): Promise<number>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
