// A cold read for the benches: nothing of the database in Postgres's shared buffers (pg_buffercache_evict_all,
// Postgres 18) nor in the machine's page cache (/proc/sys/vm/drop_caches, which only root may write), and a new
// connection, so its catalog caches are empty too. Where the page cache cannot be dropped, the figure says why.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import pg from 'pg';

export interface ColdCaches {
  buffersEvicted: number;
  /** null when the machine's page cache was dropped; otherwise why it was not. */
  pageCacheKept: string | null;
}

async function dropPageCache(): Promise<string | null> {
  try {
    await promisify(execFile)('sync');
    await writeFile('/proc/sys/vm/drop_caches', '3');
    return null;
  } catch (error) {
    return `page cache not dropped: ${(error as Error).message}`;
  }
}

/** Empties both caches, then answers a fresh client on `url` (the caller ends it). */
export async function coldClient(url: string): Promise<{ client: pg.Client; caches: ColdCaches }> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Dirty pages written out first, so evicting writes nothing the timed query would wait on.
    await admin.query('CHECKPOINT');
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_buffercache');
    const { rows } = await admin.query<{ evicted: number }>(
      'SELECT buffers_evicted AS evicted FROM pg_buffercache_evict_all()',
    );
    const caches = { buffersEvicted: rows[0]!.evicted, pageCacheKept: await dropPageCache() };
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return { client, caches };
  } finally {
    await admin.end();
  }
}
