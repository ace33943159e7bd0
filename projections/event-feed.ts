// What the projections need of the event store: every event in order, the head, the lag, one stream. The commands'
// EventStore (commands/event-store/port.ts) satisfies it as it is; projections never import commands/.
import type { RecordedEvent } from '../domain/shared/events';

export interface Subscription {
  stop(): Promise<void>;
}

export interface EventFeed {
  /** Every event after `after`, in increasing position, exactly once, then live (see the EventStore port). */
  subscribeToAll(
    after: number,
    handler: (batch: RecordedEvent[]) => Promise<void>,
    onError?: (error: unknown) => void,
  ): Subscription;
  /** Position of the newest event a subscriber could receive now (-1 when the store is empty). */
  headPosition(): Promise<number>;
  /** How many events a subscriber at `after` still has to receive (counted up to `cap`). */
  countAfter(after: number, cap: number): Promise<number>;
  /** One stream's events from `fromRevision` on, oldest first: a parked event is applied again from its stream. */
  readStream(streamId: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]>;
}
