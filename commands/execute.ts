// The one way a command reaches the store: `decide` (pure) gets the stream's current state and returns the
// events to append, or throws a DomainError to refuse. Each event store instance has its own pipeline
// (lanes and cached states, stream-commands.ts), so several apps in one process never share one.
import type { DomainEvent } from '../domain/shared/events';
import type { AggregateType } from './command-batch';
import type { EventContext } from './context';
import type { EventStore } from './event-store/port';
import { StreamCommands, type AcrossResult, type CommandResult } from './stream-commands';

export type { AggregateType } from './command-batch';
export type { CommandResult } from './stream-commands';

const pipelines = new WeakMap<EventStore, StreamCommands>();

export function streamCommandsOf(store: EventStore): StreamCommands {
  let commands = pipelines.get(store);
  if (!commands) pipelines.set(store, (commands = new StreamCommands(store)));
  return commands;
}

export function execute<S, E extends DomainEvent>(
  store: EventStore,
  aggregate: AggregateType<S, E>,
  id: string,
  context: EventContext,
  decide: (state: S) => E[],
): Promise<CommandResult<E>> {
  return streamCommandsOf(store).run(aggregate, `${aggregate.streamPrefix}-${id}`, context, decide);
}

/** A stream of a command across streams: its aggregate, id, and the context its events are stamped with. */
export interface AcrossStream {
  aggregate: AggregateType;
  id: string;
  context: EventContext;
}

/**
 * A command that appends to several streams at once, all or nothing (StreamCommands.runAcross): `decide` gets the
 * streams' states in the order given and returns each one's events in that order.
 */
export function executeAcross(
  store: EventStore,
  streams: AcrossStream[],
  decide: (states: unknown[]) => DomainEvent[][],
): Promise<AcrossResult> {
  return streamCommandsOf(store).runAcross(
    streams.map(({ aggregate, id, context }) => ({ aggregate, streamId: `${aggregate.streamPrefix}-${id}`, context })),
    decide,
  );
}

/** A stream's latest fold through its lane (the pipeline's cached state, only newer events read), appending nothing. */
export async function latestState<S, E extends DomainEvent>(
  store: EventStore,
  aggregate: AggregateType<S, E>,
  id: string,
  context: EventContext,
): Promise<S> {
  let state: S = aggregate.initialState();
  await execute(store, aggregate, id, context, (folded) => {
    state = folded;
    return [];
  });
  return state;
}
