// Deciding a batch of queued commands on one stream, in arrival order, each on the state its predecessors
// left: the events of all of them then go to the store in one append. Pure: nothing here touches the store.
import type { DomainEvent, NewEvent } from '../domain/shared/events';
import type { EventContext } from './context';
import { MAX_EVENTS_PER_APPEND } from './event-store/port';

const SCHEMA_VERSION = 1;

export interface AggregateType<S = unknown, E extends DomainEvent = DomainEvent> {
  streamPrefix: string;
  initialState(): S;
  evolve(state: S, event: E): S;
  /** evolve over many events at once, where an aggregate can fold a run cheaper than event by event. */
  evolveAll?(state: S, events: readonly E[]): S;
}

/** The state after `events`, through evolveAll when the aggregate has one. */
export const foldEvents = <S, E extends DomainEvent>(
  aggregate: AggregateType<S, E>,
  state: S,
  events: readonly E[],
): S =>
  aggregate.evolveAll
    ? aggregate.evolveAll(state, events)
    : events.reduce((folded, event) => aggregate.evolve(folded, event), state);

export interface QueuedCommand {
  context: EventContext;
  /** Pure: called again whenever the state it saw turns out to be stale. */
  decide(state: unknown): DomainEvent[];
}

type Decision<C> = { command: C; events: DomainEvent[] } | { command: C; error: unknown };

export interface DecidedBatch<C> {
  /** The state after every decided command's events. */
  state: unknown;
  decisions: Decision<C>[];
  toAppend: NewEvent[];
  /** Commands left for the next batch, so that one append stays within the store's limit. */
  deferred: C[];
}

/** A fresh copy of the event as a reader of the store would get it, so a state never shares objects with a caller. */
const asStored = (event: DomainEvent): DomainEvent => ({
  type: event.type,
  data: JSON.parse(JSON.stringify(event.data)),
});

function withMetadata(events: DomainEvent[], context: EventContext): NewEvent[] {
  const occurredAt = context.now().toISOString();
  return events.map((e) => ({
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
}

export function decideInTurn<C extends QueuedCommand>(
  aggregate: AggregateType,
  from: unknown,
  commands: C[],
): DecidedBatch<C> {
  let state = from;
  const decisions: Decision<C>[] = [];
  const toAppend: NewEvent[] = [];
  for (const [index, command] of commands.entries()) {
    let events: DomainEvent[];
    try {
      events = command.decide(state);
    } catch (error) {
      decisions.push({ command, error });
      continue;
    }
    if (toAppend.length > 0 && toAppend.length + events.length > MAX_EVENTS_PER_APPEND) {
      return { state, decisions, toAppend, deferred: commands.slice(index) };
    }
    state = foldEvents(aggregate, state, events.map(asStored));
    toAppend.push(...withMetadata(events, command.context));
    decisions.push({ command, events });
  }
  return { state, decisions, toAppend, deferred: [] };
}
