import type pg from 'pg';
import type { DomainEvent, RecordedEvent } from '../domain/shared/events';
import { foldWrites, isRowWrite, type RowWrite } from './row-writes';

/** A read model: the tables it alone writes and how a batch of events changes them. */
export interface Projection {
  name: string;
  /** Emptied by a rebuild; no other projection writes them. */
  tables: string[];
  /** Called inside the transaction that also moves the checkpoint; events of other types are passed too. */
  handle(tx: pg.PoolClient, events: RecordedEvent[]): Promise<void>;
  /**
   * The event types it writes rows for; absent when it reads every type. A command waits only for the
   * projections that handle one of its events (api/http/commands.ts).
   */
  eventTypes?: ReadonlySet<string>;
  /**
   * The SQL that `handle` sends for a whole batch, when that is all it does (perEvent): the batch sends it with the
   * checkpoint's move and COMMIT as one query, a round trip fewer per batch (batch-transaction.ts).
   */
  statements?(events: RecordedEvent[]): string[];
  /**
   * `handle`, with `closing` (the checkpoint's move and COMMIT) sent in the same round trip as its last write, for a
   * projection that writes a batch otherwise than as statements (the audit's COPY: batch-transaction.ts).
   */
  handleAndClose?(tx: pg.PoolClient, events: RecordedEvent[], closing: string): Promise<void>;
  /** Work a replay from the start may leave to its end (the runner calls it: runner.ts, "replays"). */
  replay?: Replay;
}

/**
 * What a projection defers while it replays the log from the start (issue 21 §5: a rebuild of millions of rows), kept
 * in its own tables so that a runner restarted mid-replay still knows. Each is called in a transaction holding the
 * projection's checkpoint row.
 */
export interface Replay {
  /** The checkpoint stands at -1 (a rebuild, a first start): from now on, defer. */
  begin(tx: pg.PoolClient): Promise<void>;
  /** Whether a replay is deferring (begun by this runner or by one that stopped mid-way). */
  pending(tx: pg.PoolClient): Promise<boolean>;
  /** Caught up with the head: do what was deferred and stop deferring (nothing when no replay is pending). */
  finish(tx: pg.PoolClient): Promise<void>;
}

/** One SQL statement with $n placeholders. Values: strings, numbers, booleans or null. */
export interface Statement {
  text: string;
  values: (string | number | boolean | null)[];
}

/** A write that is no statement (a COPY: copy-rows.ts), made in its place among a batch's statements. */
export type Write = (tx: pg.PoolClient) => Promise<void>;

export const sql = (text: string, values: Statement['values'] = []): Statement => ({ text, values });

/** A text[] from a JSON array expression (`texts('$4::jsonb')`): lists travel as JSON, since values are scalars. */
export const texts = (json: string) => `ARRAY(SELECT jsonb_array_elements_text(${json}))`;

/** A handler of a run of events of one type that came one after the other: one statement for them all. */
export interface RunHandler<Event> {
  run(events: Event[]): Statement;
}

/**
 * Handles each run of consecutive events of the type (events this projection ignores between them do not end a run)
 * with one set-wise statement: a publish records thousands of ads, and a statement each was planned thousands of times.
 */
export const perRun = <Event>(run: (events: Event[]) => Statement): RunHandler<Event> => ({ run });

type Handlers<E extends DomainEvent> = {
  [T in E['type']]?:
    | ((event: RecordedEvent<T, Extract<E, { type: T }>['data']>) => Statement | RowWrite)
    | RunHandler<RecordedEvent<T, Extract<E, { type: T }>['data']>>;
};
type AnyHandler = ((event: RecordedEvent) => Statement | RowWrite) | RunHandler<RecordedEvent>;

function literal(value: Statement['values'][number]): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot inline ${value}`);
    return String(value);
  }
  return escapeLiteral(value);
}

/**
 * pg.escapeLiteral's literal (quotes and backslashes doubled, E'' when a backslash is in it), written by two replaces:
 * pg's builds the literal a character at a time, and a batch of 1,000 created variants is megabytes of JSON, whose
 * million one-character concatenations kept the garbage collector busy for most of a feed import.
 */
export function escapeLiteral(value: string): string {
  const quoted = `'${value.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`;
  return value.includes('\\') ? ` E${quoted}` : quoted;
}

/** The statement with its values written in as escaped literals, so many can travel in one query. */
export function inline({ text, values }: Statement): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index >= values.length) throw new Error(`statement has no value for $${n}`);
    return literal(values[index]!);
  });
}

/**
 * Sends the statements and writes in order in as few queries as they allow: each run of statements, inlined, as one
 * multi-statement query, and each write in its place.
 */
export async function sendStatements(tx: pg.PoolClient, statements: readonly (Statement | Write)[]): Promise<void> {
  let run: string[] = [];
  const flush = async () => {
    if (run.length > 0) await tx.query(run.join(';\n'));
    run = [];
  };
  for (const statement of statements) {
    if (typeof statement !== 'function') {
      run.push(inline(statement));
      continue;
    }
    await flush();
    await statement(tx);
  }
  await flush();
}

/**
 * Maps each event of the batch to a statement or a row write (row-writes.ts) with the handler registered for its
 * type (others are ignored), or each run of them to one statement (perRun), folds the row writes, and sends the whole
 * batch as one multi-statement query: one round trip per batch instead of one per event, and one statement per run of
 * row writes, which is what makes catch-up and rebuilds fast. Gives a projection its `handle` and `eventTypes`.
 */
export function perEvent<E extends DomainEvent>(
  handlers: Handlers<E>,
): Pick<Projection, 'handle' | 'eventTypes' | 'statements'> {
  const byType = handlers as Record<string, AnyHandler | undefined>;
  const statements = (events: RecordedEvent[]) => {
    const writes: (string | RowWrite)[] = [];
    const handled = events.filter((event) => byType[event.type]);
    for (let i = 0; i < handled.length;) {
      const handler = byType[handled[i]!.type]!;
      if (typeof handler === 'function') {
        const write = handler(handled[i++]!);
        writes.push(isRowWrite(write) ? write : inline(write));
        continue;
      }
      let end = i + 1;
      while (end < handled.length && handled[end]!.type === handled[i]!.type) end++;
      writes.push(inline(handler.run(handled.slice(i, end))));
      i = end;
    }
    return foldWrites(writes);
  };
  return {
    eventTypes: new Set(Object.keys(handlers)),
    statements,
    handle: async (tx: pg.PoolClient, events: RecordedEvent[]) => {
      const batch = statements(events);
      if (batch.length > 0) await tx.query(batch.join(';\n'));
    },
  };
}
