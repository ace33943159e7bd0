// The command pipeline of one event store. Commands on one stream queue in the stream's lane instead of
// racing each other; each batch of queued commands is decided in turn on the stream's cached state and
// appended at once with the cached revision as the expected one. A cached state is trusted only that far:
// when the append finds that another process wrote meanwhile, or when a batch would append nothing (a
// refusal or a no-op might rest on a stale state), the events after the cached revision are read and the
// batch is decided again. Deciding is pure, so deciding again is safe; a refused command appends nothing.
import type { DomainEvent } from '../domain/shared/events';
import { noteAppended } from './appended-events';
import { backoff } from './backoff';
import { decideInTurn, foldEvents, type AggregateType, type DecidedBatch, type QueuedCommand } from './command-batch';
import type { EventContext } from './context';
import { type EventStore, WrongExpectedRevisionError } from './event-store/port';
import { StreamLanes } from './stream-lanes';
import { StreamStateCache, type StreamState } from './stream-state-cache';

export interface CommandResult<E> {
  events: E[];
  /**
   * Global position of the last event of the append that carried the command's events (a batch's commands
   * share one append, so reading up to it shows the command's effect); null when the command changed nothing.
   */
  position: number | null;
}

/** A stream a command across streams decides on. */
export interface CommandStream {
  aggregate: AggregateType;
  streamId: string;
  /** What its events' metadata tells: who, for which partner, in which request. */
  context: EventContext;
}

export interface AcrossResult {
  /** Each stream's events, in the order of the streams given. */
  events: DomainEvent[][];
  /** Global position of the append's last event; null when the command changed nothing. */
  position: number | null;
}

interface PendingCommand extends QueuedCommand {
  aggregate: AggregateType;
  resolve(result: CommandResult<DomainEvent>): void;
  reject(error: unknown): void;
}

/** Attempts per batch when other processes keep winning the race for the stream. */
const MAX_ATTEMPTS = 10;
const MAX_BATCH = 256;
const CACHED_STREAMS = 1000;

export class StreamCommands {
  readonly lanes = new StreamLanes<PendingCommand>((streamId, batch) => this.drain(streamId, batch), MAX_BATCH);
  private readonly cache = new StreamStateCache(CACHED_STREAMS);

  constructor(private readonly store: EventStore) {}

  run<S, E extends DomainEvent>(
    aggregate: AggregateType<S, E>,
    streamId: string,
    context: EventContext,
    decide: (state: S) => E[],
  ): Promise<CommandResult<E>> {
    const decided = new Promise<CommandResult<E>>((resolve, reject) =>
      this.lanes.push(streamId, {
        aggregate: aggregate as unknown as AggregateType,
        context,
        decide: decide as (state: unknown) => E[],
        resolve: resolve as (result: CommandResult<DomainEvent>) => void,
        reject,
      }),
    );
    // In the caller's async context, whichever command's drain appended the batch.
    return decided.then((result) => {
      noteAppended(streamId, result.events);
      return result;
    });
  }

  /**
   * A command across streams: waits its turn in every stream's lane, each taken in stream id order (two such commands
   * on common streams then never wait on each other crosswise), decides on all their states at once and appends
   * every stream's events in one append across streams, all or nothing. As on one stream, the cached states are
   * trusted as far as the expected revisions, and a refusal (decide throws) or a decision to append nothing is
   * checked against the store before it stands.
   */
  async runAcross(streams: CommandStream[], decide: (states: unknown[]) => DomainEvent[][]): Promise<AcrossResult> {
    const releases: (() => void)[] = [];
    try {
      for (const streamId of streams.map((s) => s.streamId).sort()) releases.push(await this.lanes.hold(streamId));
      const catchUpAll = (from: StreamState[]) =>
        Promise.all(streams.map(({ streamId, aggregate }, i) => this.catchUp(streamId, aggregate, from[i]!)));
      const cached = streams.map(({ streamId }) => this.cache.get(streamId));
      let from = await Promise.all(
        streams.map(
          ({ streamId, aggregate }, i) =>
            cached[i] ?? this.catchUp(streamId, aggregate, { state: aggregate.initialState(), revision: -1 }),
        ),
      );
      let verified = cached.every((entry) => entry === undefined);
      for (let attempt = 1; ; attempt++) {
        let events: DomainEvent[][];
        try {
          events = decide(from.map((f) => f.state));
        } catch (error) {
          if (verified) throw error;
          [from, verified] = [await catchUpAll(from), true];
          continue;
        }
        const decided = streams.map(({ aggregate, context }, i) =>
          decideInTurn(aggregate, from[i]!.state, [{ context, decide: () => events[i]! }]),
        );
        const changed = [...streams.keys()].filter((i) => decided[i]!.toAppend.length > 0);
        if (changed.length === 0 && !verified) {
          [from, verified] = [await catchUpAll(from), true];
          continue;
        }
        if (changed.length === 0) return { events, position: null };
        try {
          const { nextRevisions, position } = await this.store.appendMany(
            changed.map((i) => ({
              streamId: streams[i]!.streamId,
              events: decided[i]!.toAppend,
              expectedRevision: from[i]!.revision < 0 ? 'no_stream' : from[i]!.revision,
            })),
          );
          changed.forEach((i, n) => {
            this.cache.set(streams[i]!.streamId, { state: decided[i]!.state, revision: nextRevisions[n]! });
            noteAppended(streams[i]!.streamId, events[i]!);
          });
          return { events, position };
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
        }
        await backoff(attempt);
        [from, verified] = [await catchUpAll(from), true];
      }
    } finally {
      for (const release of releases) release();
    }
  }

  /** When reading the stream fails, nothing was appended: every command of the batch is refused with that error. */
  private async drain(streamId: string, batch: PendingCommand[]): Promise<PendingCommand[]> {
    try {
      return await this.settle(streamId, batch);
    } catch (error) {
      for (const command of batch) command.reject(error);
      return [];
    }
  }

  /** Answers every command of the batch but those it returns, which go to the next batch. */
  private async settle(streamId: string, batch: PendingCommand[]): Promise<PendingCommand[]> {
    const { aggregate } = batch[0]!;
    const cached = this.cache.get(streamId);
    let from = cached ?? (await this.catchUp(streamId, aggregate, { state: aggregate.initialState(), revision: -1 }));
    let verified = cached === undefined;
    for (let attempt = 1; ; attempt++) {
      const decided = decideInTurn(aggregate, from.state, batch);
      if (decided.toAppend.length === 0) {
        const caughtUp = verified ? from : await this.catchUp(streamId, aggregate, from);
        verified = true;
        if (caughtUp.revision !== from.revision) {
          from = caughtUp;
          continue;
        }
        this.answer(decided, null);
        return decided.deferred;
      }
      try {
        const expected = from.revision < 0 ? 'no_stream' : from.revision;
        const { nextRevision, position } = await this.store.append(streamId, decided.toAppend, expected);
        this.cache.set(streamId, { state: decided.state, revision: nextRevision });
        this.answer(decided, position);
        return decided.deferred;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) {
          for (const { command } of decided.decisions) command.reject(error);
          return decided.deferred;
        }
      }
      await backoff(attempt);
      from = await this.catchUp(streamId, aggregate, from);
      verified = true;
    }
  }

  /** Folds the events after `from` into it; the result is cached, being a true fold of the stream so far. */
  private async catchUp(streamId: string, aggregate: AggregateType, from: StreamState): Promise<StreamState> {
    const events = await this.store.readStream(streamId, { fromRevision: from.revision + 1 });
    const state = foldEvents(aggregate, from.state, events);
    const caughtUp = events.length === 0 ? from : { state, revision: events.at(-1)!.revision };
    this.cache.set(streamId, caughtUp);
    return caughtUp;
  }

  private answer(decided: DecidedBatch<PendingCommand>, position: number | null): void {
    for (const decision of decided.decisions) {
      if ('error' in decision) decision.command.reject(decision.error);
      else
        decision.command.resolve({ events: decision.events, position: decision.events.length > 0 ? position : null });
    }
  }
}
