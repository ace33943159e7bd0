// The Postgres adapter of the event store port.
//
// Gap safety. A global sequence is not enough: two transactions can take positions 10 and 11, commit in
// the order 11, 10, and a subscriber that already moved past 11 never sees 10. Here the global position is
// derived from the appending transaction's id: position = xid * 8192 + index within the append (so one
// append holds at most 8192 events). A reader only takes rows below the oldest transaction still running
// (pg_snapshot_xmin of its own snapshot): every transaction below that horizon has finished, and every
// transaction still running, or yet to start, has a larger xid and so larger positions. Subscribers thus
// receive each committed event exactly once, in increasing position, without any lock on the write path.
// A transaction held open holds delivery of later events back until it ends; it never makes them skip.
// JS numbers hold such positions exactly until xid 2^40 (a trillion transactions).
import { EventEmitter } from 'node:events';
import pg from 'pg';
import {
  assertAppendMany,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  MAX_EVENTS_PER_APPEND,
  type NewEvent,
  type MultiStreamAppendResult,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type Subscription,
  WrongExpectedRevisionError,
} from './port';
import { appendManyQuery, appendQuery, isGuardRefusal } from './postgres-append-sql';

export { appendQuery } from './postgres-append-sql';

const POLL_INTERVAL_MS = 100;
const READ_BATCH = 2000;
/**
 * A subscription's batch also ends once its events' stored data passes this many bytes (the first event always
 * comes). A delivery chunk is a thousand rows: 2000 of them, with the batch read ahead, held gigabytes of parsed
 * rows and slowed a replay of a year of delivery tenfold in garbage collection (bench/reporting-rebuild.ts).
 */
export const READ_BATCH_BYTES = 16 * 1024 * 1024;
const RETRY_AFTER_ERROR_MS = 1000;
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const SCHEMA = `
CREATE TABLE IF NOT EXISTS es_stream (
  stream_id text PRIMARY KEY,
  revision integer NOT NULL
);
CREATE TABLE IF NOT EXISTS es_event (
  position bigint PRIMARY KEY,
  stream_id text NOT NULL,
  revision integer NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  UNIQUE (stream_id, revision)
);`;

/** Positions below this horizon belong to finished transactions only. A subquery, so it is computed once. */
const HORIZON = `(SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint * ${MAX_EVENTS_PER_APPEND})`;

interface EventRow {
  position: string;
  stream_id: string;
  revision: number;
  id: string;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}

/** A subscription's batch; `full` when a bound cut it. */
interface Batch {
  events: RecordedEvent[];
  full: boolean;
}

const COLUMNS = 'position, stream_id, revision, id, type, data, metadata';

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    streamId: row.stream_id,
    revision: row.revision,
    position: Number(row.position),
    type: row.type,
    data: row.data,
    metadata: row.metadata,
  };
}

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;
  private readonly appended = new EventEmitter();

  constructor(private readonly pool: pg.Pool) {
    this.appended.setMaxListeners(0);
  }

  async setup(): Promise<void> {
    await this.pool.query(SCHEMA);
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const { rows } = await this.pool.query<{ position: string; revision: number }>(
      appendQuery(streamId, events, expected),
    );
    const last = rows[rows.length - 1];
    if (!last) throw new WrongExpectedRevisionError(streamId, expected, await this.currentRevision(streamId));
    this.appended.emit('appended');
    return { nextRevision: last.revision, position: Number(last.position) };
  }

  /** One statement (postgres-append-sql.ts), the streams' guards in stream id order. */
  async appendMany(appends: StreamAppend[]): Promise<MultiStreamAppendResult> {
    assertAppendMany(appends);
    const lockOrder = [...appends.keys()].sort((a, b) => compare(appends[a]!.streamId, appends[b]!.streamId));
    let rows: { position: string; stream_id: string; revision: number }[];
    try {
      ({ rows } = await this.pool.query(appendManyQuery(appends, lockOrder)));
    } catch (error) {
      if (!isGuardRefusal(error)) throw error;
      throw await this.wrongRevisionAmong(lockOrder.map((index) => appends[index]!));
    }
    const lastRevision = new Map(rows.map((row) => [row.stream_id, row.revision]));
    this.appended.emit('appended');
    return {
      nextRevisions: appends.map((a) => lastRevision.get(a.streamId)!),
      position: Math.max(...rows.map((row) => Number(row.position))),
    };
  }

  /** The first stream (in lock order) whose revision is not the one expected; the first when a race since undid it. */
  private async wrongRevisionAmong(appends: StreamAppend[]): Promise<WrongExpectedRevisionError> {
    const { rows } = await this.pool.query<{ stream_id: string; revision: number }>(
      'SELECT stream_id, revision FROM es_stream WHERE stream_id = ANY($1)',
      [appends.map((a) => a.streamId)],
    );
    const actual = new Map(rows.map((row) => [row.stream_id, row.revision]));
    const errors = appends.map(
      (a) => new WrongExpectedRevisionError(a.streamId, a.expectedRevision, actual.get(a.streamId) ?? 'no_stream'),
    );
    const wrong = errors.find(({ expected, actual: found }) =>
      expected === 'no_stream' ? found !== 'no_stream' : typeof expected === 'number' && found !== expected,
    );
    return wrong ?? errors[0]!;
  }

  private async currentRevision(streamId: string): Promise<number | 'no_stream'> {
    const { rows } = await this.pool.query<{ revision: number }>(
      'SELECT revision FROM es_stream WHERE stream_id = $1',
      [streamId],
    );
    return rows[0]?.revision ?? 'no_stream';
  }

  async readStream(streamId: string, { fromRevision = 0 }: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>({
      name: 'es_read_stream',
      text: `SELECT ${COLUMNS} FROM es_event WHERE stream_id = $1 AND revision >= $2 ORDER BY revision`,
      values: [streamId, fromRevision],
    });
    return rows.map(toRecorded);
  }

  /**
   * A subscription's next batch: up to READ_BATCH events and READ_BATCH_BYTES of stored data (pg_column_size reads
   * the size without detoasting); `full` when either bound cut it, so more may already be there.
   */
  private async readBatch(after: number): Promise<Batch> {
    const { rows } = await this.pool.query<EventRow & { below: string }>({
      name: 'es_read_batch',
      text: `SELECT ${COLUMNS}, below FROM (
           SELECT ${COLUMNS}, count(*) OVER () AS below,
             -- A running sum less the row's own size: a frame that excluded the row was summed anew per row (O(n²)).
             sum(pg_column_size(data)) OVER (ORDER BY position ROWS UNBOUNDED PRECEDING) - pg_column_size(data)
               AS bytes_before
           FROM (SELECT ${COLUMNS} FROM es_event WHERE position > $1 ORDER BY position LIMIT $2) page
           WHERE position < ${HORIZON}) sized
         WHERE bytes_before < $3 ORDER BY position`,
      values: [after, READ_BATCH, READ_BATCH_BYTES],
    });
    const below = Number(rows[0]?.below ?? 0);
    return { events: rows.map(toRecorded), full: below === READ_BATCH || rows.length < below };
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      // The horizon filters the page after the LIMIT: what it removes is a suffix of the page, so the result is
      // the same. As an index bound it made the planner, when statistics lag (a fresh or fast-growing table),
      // take the range for a few rows and sort the whole rest of the table for every page.
      `SELECT ${COLUMNS} FROM (SELECT ${COLUMNS} FROM es_event WHERE position > $1 ORDER BY position LIMIT $2) page
       WHERE position < ${HORIZON} ORDER BY position`,
      [after, limit],
    );
    return rows.map(toRecorded);
  }

  subscribeToAll(
    after: number,
    handler: (batch: RecordedEvent[]) => Promise<void>,
    onError: (error: unknown) => void = () => undefined,
  ): Subscription {
    let stopped = false;
    // Set by every in-process append and by every finished batch (whose transaction may have held the
    // horizon back), so a wake-up that arrives while the loop is reading is not lost.
    let nudged = false;
    let wake: (() => void) | null = null;
    const onAppend = () => {
      nudged = true;
      wake?.();
    };
    this.appended.on('appended', onAppend);
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }).finally(() => (wake = null));
    const loop = (async () => {
      let position = after;
      // Behind a full batch (a catch-up), the next one is read while the handler takes this one; dropped when the
      // handler fails, since the same batch is then offered again.
      let ahead: Promise<Batch> | null = null;
      while (!stopped) {
        try {
          nudged = false;
          const early = ahead;
          ahead = null;
          const { events: batch, full } = await (early ?? this.readBatch(position));
          // Read before the handler was through: an append it did not see may have nudged since; read again now.
          if (batch.length === 0 && early) continue;
          if (batch.length > 0) {
            const last = batch[batch.length - 1]!.position;
            if (full) {
              ahead = this.readBatch(last);
              ahead.catch(() => undefined); // met when awaited
            }
            await handler(batch);
            position = last;
            this.appended.emit('appended');
            continue;
          }
        } catch (error) {
          ahead = null;
          // The same batch is offered again after a pause: a subscriber never skips an event.
          onError(error);
          await sleep(RETRY_AFTER_ERROR_MS);
          continue;
        }
        // Nothing below the horizon yet: sleep until a nudge in this process or the next poll, which
        // also covers appends from other processes and horizons held back by other open transactions.
        if (!nudged) await sleep(POLL_INTERVAL_MS);
      }
      await ahead?.catch(() => undefined);
    })();
    return {
      stop: async () => {
        stopped = true;
        wake?.();
        this.appended.off('appended', onAppend);
        await loop;
      },
    };
  }

  async headPosition(): Promise<number> {
    const { rows } = await this.pool.query<{ position: string | null }>(
      'SELECT max(position) AS position FROM es_event',
    );
    return rows[0]?.position == null ? -1 : Number(rows[0].position);
  }

  async countAfter(after: number, cap: number): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM es_event WHERE position > $1 AND position < ${HORIZON} LIMIT $2) t`,
      [after, cap],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async ping(): Promise<boolean> {
    try {
      await this.pool.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.appended.removeAllListeners();
  }
}
