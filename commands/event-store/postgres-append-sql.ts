// The Postgres event store's append statements: to one stream, and across streams in one statement. Each bumps a
// stream's revision under its expected-revision guard, then inserts the events with positions derived from the
// transaction's id (see postgres-event-store.ts, "Gap safety").
import pg from 'pg';
import { MAX_EVENTS_PER_APPEND, type ExpectedRevision, type NewEvent, type StreamAppend } from './port';

type Guard = 'any' | 'no_stream' | 'exact';

const guardOf = (expected: ExpectedRevision): Guard => (typeof expected === 'number' ? 'exact' : expected);

/** A stream's revision bumped by `n` events under its guard, returning the new revision; no row when it fails. */
function streamGuard(guard: Guard, { id, n, expected }: { id: string; n: string; expected?: string }): string {
  switch (guard) {
    case 'any':
      return `INSERT INTO es_stream AS s (stream_id, revision) VALUES (${id}, ${n} - 1)
        ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + ${n} RETURNING revision`;
    case 'no_stream':
      return `INSERT INTO es_stream (stream_id, revision) VALUES (${id}, ${n} - 1)
        ON CONFLICT (stream_id) DO NOTHING RETURNING revision`;
    case 'exact':
      return `UPDATE es_stream SET revision = revision + ${n} WHERE stream_id = ${id} AND revision = ${expected}
        RETURNING revision`;
  }
}

function appendSql(guard: Guard): string {
  // One statement, so one round trip and one implicit transaction: bump the stream's revision under the
  // expected-revision guard, then insert the events; when the guard matches no row, nothing is inserted.
  return `WITH guard AS (${streamGuard(guard, { id: '$1', n: '$2', expected: '$6' })})
    INSERT INTO es_event (position, stream_id, revision, type, data, metadata)
    SELECT pg_current_xact_id()::text::bigint * ${MAX_EVENTS_PER_APPEND} + e.ord - 1,
           $1, guard.revision - $2 + e.ord, e.type, e.data, e.metadata
    FROM guard, unnest($3::text[], $4::jsonb[], $5::jsonb[]) WITH ORDINALITY AS e(type, data, metadata, ord)
    RETURNING position, revision`;
}

const APPEND_SQL: Record<Guard, string> = {
  any: appendSql('any'),
  no_stream: appendSql('no_stream'),
  exact: appendSql('exact'),
};

const checkSize = (events: number) => {
  if (events > MAX_EVENTS_PER_APPEND) throw new Error(`append takes at most ${MAX_EVENTS_PER_APPEND} events`);
};

/**
 * The append statement itself, for tests and benchmarks that run it inside a transaction they control. It returns
 * no rows when the expected revision does not match. Named, so each connection plans it once: planning this
 * statement costs about as much as running it.
 */
export function appendQuery(
  streamId: string,
  events: NewEvent[],
  expected: ExpectedRevision,
): { name: string; text: string; values: unknown[] } {
  if (events.length === 0) throw new Error('append needs at least one event');
  checkSize(events.length);
  const guard = guardOf(expected);
  const values: unknown[] = [
    streamId,
    events.length,
    events.map((e) => e.type),
    events.map((e) => JSON.stringify(e.data)),
    events.map((e) => JSON.stringify(e.metadata)),
  ];
  if (typeof expected === 'number') values.push(expected);
  return { name: `es_append_${guard}`, text: APPEND_SQL[guard], values };
}

const GUARD_LETTER: Record<Guard, string> = { any: 'a', no_stream: 'n', exact: 'e' };
const appendManyTexts = new Map<string, string>();

/** The statement for streams guarded so, in lock order; the text depends on nothing else, so it is built once. */
function appendManySql(guards: Guard[]): string {
  const key = guards.map((g) => GUARD_LETTER[g]).join('');
  let text = appendManyTexts.get(key);
  if (text) return text;
  // $1–$5 the events (type, data, metadata, their stream's index in lock order, their index in their stream from 1),
  // then each stream's id, event count and, when exact, expected revision.
  let next = 6;
  const parts = guards.map((guard, s) => {
    const id = `$${next++}::text`;
    const n = `$${next++}::int`;
    const expected = guard === 'exact' ? `$${next++}::int` : undefined;
    return {
      cte: `g${s} AS (${streamGuard(guard, { id, n, expected })})`,
      base: `SELECT ${s} AS s, ${id} AS stream_id, revision - ${n} AS base FROM g${s}`,
    };
  });
  // A stream whose guard matched no row leaves its events without a stream and a revision: the NOT NULL columns
  // then refuse the whole statement, so no stream gets anything (its transaction is the statement's own).
  text = `WITH ${parts.map((p) => p.cte).join(',\n')},
    base AS (${parts.map((p) => p.base).join(' UNION ALL ')})
    INSERT INTO es_event (position, stream_id, revision, type, data, metadata)
    SELECT pg_current_xact_id()::text::bigint * ${MAX_EVENTS_PER_APPEND} + e.ord - 1,
           base.stream_id, base.base + e.k, e.type, e.data, e.metadata
    FROM unnest($1::text[], $2::jsonb[], $3::jsonb[], $4::int[], $5::int[]) WITH ORDINALITY AS e(type, data, metadata, s, k, ord)
    LEFT JOIN base ON base.s = e.s
    RETURNING position, stream_id, revision`;
  appendManyTexts.set(key, text);
  return text;
}

/**
 * An append across streams as one statement, so one round trip and one implicit transaction, as a single stream's.
 * The guards run in `lockOrder` (the appends' indices by stream id), so two such appends lock their common streams'
 * rows in the same order and never deadlock; the events take positions in the order given.
 */
export function appendManyQuery(
  appends: readonly StreamAppend[],
  lockOrder: readonly number[],
): { name: string; text: string; values: unknown[] } {
  const events = appends.flatMap((a) => a.events);
  checkSize(events.length);
  const lockIndex = new Map(lockOrder.map((index, s) => [index, s]));
  const values: unknown[] = [
    events.map((e) => e.type),
    events.map((e) => JSON.stringify(e.data)),
    events.map((e) => JSON.stringify(e.metadata)),
    appends.flatMap((a, index) => a.events.map(() => lockIndex.get(index)!)),
    appends.flatMap((a) => a.events.map((_, k) => k + 1)),
  ];
  const guards = lockOrder.map((index) => {
    const { streamId, events: part, expectedRevision } = appends[index]!;
    values.push(streamId, part.length);
    if (typeof expectedRevision === 'number') values.push(expectedRevision);
    return guardOf(expectedRevision);
  });
  return { name: `es_append_many_${guards.map((g) => GUARD_LETTER[g]).join('')}`, text: appendManySql(guards), values };
}

/** The refusal of appendManySql's NOT NULL columns: some stream's guard matched no row. */
export const isGuardRefusal = (error: unknown) =>
  error instanceof pg.DatabaseError && error.code === '23502' && error.table === 'es_event';
