// Process wiring every composition root needs (the API's api/main.ts, the worker's api/worker-main.ts, the
// rebuild CLI): the database (embedded or DATABASE_URL), migrated, and the event store (Postgres or
// EVENTSTORE_URL). Neutral ground, so neither root imports the other.
import pg from 'pg';
import type { EventStore } from '../commands/event-store/port';
import { PostgresEventStore } from '../commands/event-store/postgres-event-store';
import { migrate } from '../projections/migrate';
import type { Config } from './config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';

const CONNECT_TIMEOUT_MS = 5_000;

type LogLevel = 'info' | 'warn' | 'error';
/** A line for the log; info unless a level is given. */
export type Log = (message: string, extra?: object, level?: LogLevel) => void;

export async function openEventStore(config: Config, pool: pg.Pool): Promise<EventStore> {
  if (config.eventStoreUrl) {
    // Loaded only when asked for, so the embedded default does not start a gRPC client.
    const { connectEventStoreDb } = await import('../commands/event-store/eventstoredb-event-store');
    return connectEventStoreDb(config.eventStoreUrl);
  }
  const store = new PostgresEventStore(pool);
  await store.setup();
  return store;
}

/** DATABASE_URL's server, or the embedded one under DATA_DIR; migrated. */
export async function openDatabase(
  config: Config,
  log: Log,
): Promise<{ pool: pg.Pool; embedded: EmbeddedDatabase | null }> {
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, 'varia', undefined, (line) => log(line, {}, 'warn'));
    databaseUrl = embedded.url;
    log('embedded Postgres ready', { dataDir: config.dataDir });
  }
  // A bounded wait for a connection: while the server is down or restarting (runtime/supervisor.ts), a request
  // fails in seconds with a connection error (503 and Retry-After, api/http/errors.ts) instead of hanging.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 30, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A client losing its server (a restart, shutdown) must not crash the process: idle clients report on
  // the pool, checked-out ones on themselves; the query in flight fails and the caller retries or answers 5xx.
  pool.on('error', (error) => log('idle database connection lost', { error: error.message }));
  pool.on('connect', (client) =>
    client.on('error', (error) => log('database connection lost', { error: error.message })),
  );
  await migrate(pool);
  return { pool, embedded };
}
