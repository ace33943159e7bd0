import type { EventStore } from './event-store/port';
import type { Lookups } from './lookups';

/** What command handlers reach the world through: the event store and the read-side lookups. */
export interface CommandDeps {
  store: EventStore;
  lookups: Lookups;
}
