// Figure (d): what gap safety costs. Appends: the adapter's statement against the same statement taking
// positions from a plain sequence, each into fresh tables of its own schema. Reads: the adapter's readAll
// against the same page query without the horizon filter, on the table the adapter's appends wrote.
import type pg from 'pg';
import { MAX_EVENTS_PER_APPEND, type RecordedEvent } from '../commands/event-store/port';
import { appendQuery, PostgresEventStore } from '../commands/event-store/postgres-event-store';
import type { BenchDatabase } from './database';
import { compare, type Comparison, type Op } from './measure';
import { nextEvents, writerStreams } from './streams';

const WRITERS = 16;
const READ_PAGE = 2000;
const XID_POSITION = `pg_current_xact_id()::text::bigint * ${MAX_EVENTS_PER_APPEND} + e.ord - 1`;

function withSequencePositions(query: ReturnType<typeof appendQuery>) {
  const text = query.text.replace(XID_POSITION, `nextval('es_position')`);
  if (text === query.text) throw new Error('the append statement no longer has the expected position expression');
  return { name: `${query.name}_sequence`, text, values: query.values };
}

async function eventTables(db: BenchDatabase, schema: string): Promise<pg.Pool> {
  const pool = db.pool(WRITERS, schema);
  await pool.query(`CREATE SCHEMA ${schema}`);
  await new PostgresEventStore(pool).setup();
  return pool;
}

function appendOp(pool: pg.Pool, positions: 'xid' | 'sequence'): Op {
  const next = writerStreams(WRITERS);
  return async (writer) => {
    const { streamId, previous } = next(writer, 1);
    const query = appendQuery(streamId, nextEvents(1), previous < 0 ? 'no_stream' : previous);
    const { rowCount } = await pool.query(positions === 'xid' ? query : withSequencePositions(query));
    if (rowCount !== 1) throw new Error('append refused');
    return 1;
  };
}

/** The adapter's readAll as shipped, paging through the whole log again and again. */
function adapterReadOp(store: PostgresEventStore): Op {
  let after = -1;
  return async () => {
    const page = await store.readAll(after, READ_PAGE);
    after = page.length < READ_PAGE ? -1 : page[page.length - 1]!.position;
    return page.length;
  };
}

interface EventRow {
  position: string;
  stream_id: string;
  revision: number;
  id: string;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}

/** The same page query without the horizon (what a gap-unsafe reader would run), mapped the same way. */
function unfilteredReadOp(pool: pg.Pool): Op {
  const text = `SELECT position, stream_id, revision, id, type, data, metadata FROM es_event
    WHERE position > $1 ORDER BY position LIMIT $2`;
  let after = -1;
  return async () => {
    const { rows } = await pool.query<EventRow>(text, [after, READ_PAGE]);
    const page: RecordedEvent[] = rows.map((r) => ({
      id: r.id,
      streamId: r.stream_id,
      revision: r.revision,
      position: Number(r.position),
      type: r.type,
      data: r.data,
      metadata: r.metadata,
    }));
    after = page.length < READ_PAGE ? -1 : page[page.length - 1]!.position;
    return page.length;
  };
}

const cost = (result: Comparison) => Number(((1 - result.ratio) * 100).toFixed(1));

export async function gapSafetyCost(db: BenchDatabase) {
  const xid = await eventTables(db, 'xid_positions');
  const sequence = await eventTables(db, 'sequence_positions');
  await sequence.query('CREATE SEQUENCE es_position');
  const appends = await compare(appendOp(xid, 'xid'), appendOp(sequence, 'sequence'), { workers: WRITERS });
  // Read back what the adapter's appends just wrote: the group needs no other group's events.
  const reads = await compare(adapterReadOp(new PostgresEventStore(xid)), unfilteredReadOp(xid), { workers: 1 });
  return {
    appends: {
      writers: WRITERS,
      xidPositions: appends.subject,
      sequencePositions: appends.reference,
      costPercent: cost(appends),
    },
    reads: {
      pageSize: READ_PAGE,
      withHorizon: reads.subject,
      withoutHorizon: reads.reference,
      costPercent: cost(reads),
    },
    aim: 'costPercent <= 10',
    met: cost(appends) <= 10 && cost(reads) <= 10,
  };
}
