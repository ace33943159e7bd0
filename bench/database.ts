// The benchmark's own Postgres: embedded, in a temporary folder, with the server's default durability
// settings (fsync and synchronous_commit on), shared by every figure of the run.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { endPool, startEmbeddedPostgres } from '../runtime/embedded-postgres';

export interface BenchDatabase {
  /** A pool on the bench database; `schema` puts the tables it creates in their own namespace. */
  pool(max: number, schema?: string): pg.Pool;
  settings(): Promise<Record<string, string>>;
  /** Creates a database of its own on the same server (for the product run against it); answers its URL. */
  database(name: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startBenchDatabase(): Promise<BenchDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'varia-bench-'));
  const server = await startEmbeddedPostgres(dir, 'bench');
  const pools: pg.Pool[] = [];
  const admin = new pg.Pool({ connectionString: server.url, max: 1 });
  pools.push(admin);
  return {
    pool(max, schema) {
      const pool = new pg.Pool({
        connectionString: server.url,
        max,
        options: schema ? `-c search_path=${schema}` : undefined,
      });
      pools.push(pool);
      return pool;
    },
    async database(name) {
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(server.url);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async settings() {
      const { rows } = await admin.query<{ name: string; setting: string }>(
        `SELECT name, setting FROM pg_settings
         WHERE name IN ('server_version', 'fsync', 'synchronous_commit', 'full_page_writes', 'wal_level', 'shared_buffers')`,
      );
      return Object.fromEntries(rows.map((r) => [r.name, r.setting]));
    },
    async stop() {
      await Promise.all(pools.map(endPool));
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
