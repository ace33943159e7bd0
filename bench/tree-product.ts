// What the feed and assembly benches share: the product on a database of the bench's own with a campaign whose google
// tree has six formats, and the baseline they time it against, the events it appended appended raw again.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { MAX_EVENTS_PER_APPEND } from '../commands/event-store/port';
import { PostgresEventStore } from '../commands/event-store/postgres-event-store';
import type { RecordedEvent } from '../domain/shared/events';
import { DEFAULT_SUPER_PASSWORD } from '../runtime/config';
import { HttpClient } from '../test/support/http';
import type { BenchDatabase } from './database';
import { buildTree, timed } from './personalise';
import { startBenchProduct } from './product';

export interface BenchTree {
  su: HttpClient;
  store: PostgresEventStore;
  campaignId: string;
  treeId: string;
}

/** Runs `work` against the product on database `name`, signed in as the super user, with the tree built. */
export async function withBenchTree<T>(
  db: BenchDatabase,
  name: string,
  progress: (message: string) => void,
  work: (tree: BenchTree) => Promise<T>,
): Promise<T> {
  const databaseUrl = await db.database(name);
  const product = await startBenchProduct({ DATABASE_URL: databaseUrl });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const store = new PostgresEventStore(pool);
  try {
    const su = new HttpClient(product.baseUrl);
    await su.login('super@varia.local', DEFAULT_SUPER_PASSWORD);
    progress('a campaign with a google tree of six formats');
    return await work({ su, store, ...(await buildTree(su)) });
  } finally {
    await pool.end();
    await product.stop();
  }
}

/** Appends the events as they were recorded to a new stream, in appends of the store's largest size; answers the
 * milliseconds. */
export async function rawAppendMs(store: PostgresEventStore, events: readonly RecordedEvent[]) {
  const stream = `BenchRaw-${randomUUID()}`;
  const [, ms] = await timed(async () => {
    for (let i = 0; i < events.length; i += MAX_EVENTS_PER_APPEND) {
      const chunk = events.slice(i, i + MAX_EVENTS_PER_APPEND).map(({ type, data, metadata }) => ({
        type,
        data,
        metadata,
      }));
      await store.append(stream, chunk as never, i === 0 ? 'no_stream' : 'any');
    }
  });
  return ms;
}

export const seconds = (ms: number) => Number((ms / 1000).toFixed(2));
