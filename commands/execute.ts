// The one way a command reaches the store: load the stream, fold it, decide, append with the expected
// revision; on a concurrent append, reload and decide once more.
import type { DomainEvent, NewEvent } from '../domain/shared/events';
import type { EventContext } from './context';
import { type EventStore, WrongExpectedRevisionError } from './event-store/port';

export interface AggregateType<S, E extends DomainEvent> {
  streamPrefix: string;
  initialState(): S;
  evolve(state: S, event: E): S;
}

export interface CommandResult<E> {
  events: E[];
  /** Global position of the last appended event; null when the command changed nothing. */
  position: number | null;
}

const SCHEMA_VERSION = 1;

export async function execute<S, E extends DomainEvent>(
  store: EventStore,
  aggregate: AggregateType<S, E>,
  id: string,
  context: EventContext,
  decide: (state: S) => E[],
): Promise<CommandResult<E>> {
  const streamId = `${aggregate.streamPrefix}-${id}`;
  for (let attempt = 0; ; attempt++) {
    const recorded = await store.readStream(streamId);
    const state = recorded.reduce((s, e) => aggregate.evolve(s, e as unknown as E), aggregate.initialState());
    const events = decide(state);
    if (events.length === 0) return { events, position: null };
    const occurredAt = context.now().toISOString();
    const toAppend: NewEvent[] = events.map((e) => ({
      type: e.type,
      data: e.data,
      metadata: {
        actor: context.actor,
        partnerId: context.partnerId,
        correlationId: context.correlationId,
        causationId: context.causationId ?? null,
        occurredAt,
        schemaVersion: SCHEMA_VERSION,
      },
    }));
    const expected = recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1]!.revision;
    try {
      const { position } = await store.append(streamId, toAppend, expected);
      return { events, position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt > 0) throw error;
    }
  }
}
