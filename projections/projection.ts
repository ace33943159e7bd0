import type pg from 'pg';
import type { DomainEvent, RecordedEvent } from '../domain/shared/events';

/** A read model: the tables it alone writes and how a batch of events changes them. */
export interface Projection {
  name: string;
  /** Emptied by a rebuild; no other projection writes them. */
  tables: string[];
  /** Called inside the transaction that also moves the checkpoint; events of other types are passed too. */
  handle(tx: pg.PoolClient, events: RecordedEvent[]): Promise<void>;
}

type Handlers<E extends DomainEvent> = {
  [T in E['type']]?: (tx: pg.PoolClient, event: RecordedEvent<T, Extract<E, { type: T }>['data']>) => Promise<unknown>;
};

/** Applies each event of the batch with the handler registered for its type, in order; others are ignored. */
export function perEvent<E extends DomainEvent>(handlers: Handlers<E>) {
  const byType = handlers as Record<string, ((tx: pg.PoolClient, event: RecordedEvent) => Promise<unknown>) | undefined>;
  return async (tx: pg.PoolClient, events: RecordedEvent[]) => {
    for (const event of events) await byType[event.type]?.(tx, event);
  };
}
