// Figures (a)-(c): the adapter's appends against raw INSERTs of the same payload, in the same run.
import type pg from 'pg';
import type { PostgresEventStore } from '../commands/event-store/postgres-event-store';
import { insertBatch, insertOne } from './baseline';
import { compare, type Comparison, type Op } from './measure';
import { nextEvents, writerStreams } from './streams';

export function appendOp(store: PostgresEventStore, writers: number, batch: number): Op {
  const next = writerStreams(writers);
  return async (writer) => {
    const { streamId, previous } = next(writer, batch);
    await store.append(streamId, nextEvents(batch), previous < 0 ? 'no_stream' : previous);
    return batch;
  };
}

function insertOp(pool: pg.Pool, writers: number, batch: number): Op {
  const next = writerStreams(writers);
  return async (writer) => {
    const { streamId, previous } = next(writer, batch);
    if (batch === 1) await insertOne(pool, streamId, previous + 1, nextEvents(1)[0]!);
    else await insertBatch(pool, streamId, previous + 1, nextEvents(batch));
    return batch;
  };
}

const figure = (result: Comparison, aim: number) => ({
  adapter: result.subject,
  baseline: result.reference,
  ratio: result.ratio,
  aim: `ratio >= ${aim}`,
  met: result.ratio >= aim,
});

export async function appendFigures(store: PostgresEventStore, pool: pg.Pool) {
  const single = await compare(appendOp(store, 1, 1), insertOp(pool, 1, 1), { workers: 1 });
  const concurrent = await compare(appendOp(store, 16, 1), insertOp(pool, 16, 1), { workers: 16 });
  const batches = await compare(appendOp(store, 1, 100), insertOp(pool, 1, 100), { workers: 1 });
  return {
    singleEventAppends1Writer: { ...figure(single, 0.7), baselineIs: 'one-row INSERT transactions' },
    singleEventAppends16Writers: {
      ...figure(concurrent, 0.6),
      baselineIs: 'one-row INSERT transactions from 16 clients',
    },
    batchAppends100Events: {
      ...figure(batches, 0.5),
      baselineIs: '100-row INSERT transactions (INSERT ... SELECT FROM unnest)',
    },
  };
}
