// What the projections need of the event store: every event in order, the head, the lag. The commands'
// EventStore (commands/event-store/port.ts) satisfies it as it is; projections never import commands/.
import type { RecordedEvent } from '../domain/shared/events';

export interface Subscription {
  stop(): Promise<void>;
}

export interface EventFeed {
  /** Every event after `after`, in increasing position, exactly once, then live (see the EventStore port). */
  subscribeToAll(after: number, handler: (batch: RecordedEvent[]) => Promise<void>, onError?: (error: unknown) => void): Subscription;
  /** Position of the newest event a subscriber could receive now (-1 when the store is empty). */
  headPosition(): Promise<number>;
  /** How many events a subscriber at `after` still has to receive (counted up to `cap`). */
  countAfter(after: number, cap: number): Promise<number>;
}
