// The composition root's core: wires the database (embedded or DATABASE_URL), the event store (Postgres or
// EVENTSTORE_URL), the projections and the sessions from one Config. api/main.ts and the tests share it.
import pg from 'pg';
import type { Config } from './config';
import type { AppDeps } from './deps';
import { SessionStore } from './auth/sessions';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './runtime/embedded-postgres';
import { bootstrapSuperUser } from '../commands/bootstrap';
import type { EventStore } from '../commands/event-store/port';
import { PostgresEventStore } from '../commands/event-store/postgres-event-store';
import { allProjections } from '../projections';
import { createLookups } from '../projections/lookups';
import { migrate } from '../projections/migrate';
import { ProjectionRunner } from '../projections/runner';
import { hasSuperUser } from '../projections/users/queries';

export type Log = (message: string, extra?: Record<string, unknown>) => void;

export interface System {
  deps: AppDeps;
  runner: ProjectionRunner;
  stop(): Promise<void>;
}

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
export async function openDatabase(config: Config, log: Log): Promise<{ pool: pg.Pool; embedded: EmbeddedDatabase | null }> {
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, 'varia');
    databaseUrl = embedded.url;
    log('embedded Postgres ready', { dataDir: config.dataDir });
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 30 });
  // A client losing its server (a restart, shutdown) must not crash the process: idle clients report on
  // the pool, checked-out ones on themselves; the query in flight fails and the caller retries or answers 5xx.
  pool.on('error', (error) => log('idle database connection lost', { error: error.message }));
  pool.on('connect', (client) => client.on('error', (error) => log('database connection lost', { error: error.message })));
  await migrate(pool);
  return { pool, embedded };
}

export async function startSystem(config: Config, log: Log): Promise<System> {
  const { pool, embedded } = await openDatabase(config, log);
  const store = await openEventStore(config, pool);
  log('event store ready', { kind: store.kind });
  const sessions = new SessionStore(pool, config.sessionMaxAgeMs);
  await sessions.setup();
  const runner = new ProjectionRunner(pool, store, allProjections, log);
  await runner.start();
  await runner.waitFor(await store.headPosition(), 600_000);
  const lookups = createLookups(pool);
  const deps: AppDeps = { config, pool, store, lookups, sessions, catchUp: runner, databaseEmbedded: embedded !== null };
  const created = await bootstrapSuperUser({ store, lookups }, config.bootstrapSuperEmail, config.bootstrapSuperPassword, () => hasSuperUser(pool));
  if (created?.position != null) {
    await runner.waitFor(created.position);
    log('super user created', { email: config.bootstrapSuperEmail });
  }
  return {
    deps,
    runner,
    stop: async () => {
      await runner.stop();
      await store.close();
      await pool.end();
      await embedded?.stop();
    },
  };
}
