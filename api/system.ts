// The composition root's core: wires the database (embedded or DATABASE_URL), the event store (Postgres or
// EVENTSTORE_URL), the projections and the sessions from one Config. api/main.ts and the tests share it.
import pg from 'pg';
import type { Config } from './config';
import type { AppDeps } from './deps';
import { SessionStore } from './auth/sessions';
import { endPool, startEmbeddedPostgres, type EmbeddedDatabase } from './runtime/embedded-postgres';
import { bootstrapSuperUser } from '../commands/bootstrap';
import type { EventStore } from '../commands/event-store/port';
import { PostgresEventStore } from '../commands/event-store/postgres-event-store';
import { allProjections } from '../projections';
import { createLookups } from '../projections/lookups';
import { migrate } from '../projections/migrate';
import { ProjectionRunner } from '../projections/runner';
import { hasSuperUser } from '../projections/users/queries';
import { unfinishedUploads } from '../projections/assets/queries';
import { openBlobStore } from '../commands/blob-store';
import { LiveEvents } from '../commands/live-events';
import { connectTemporal } from '../workflows/runtime/temporal';
import { UploadWorkflows } from '../workflows/upload/client';
import { startUploadWorker } from '../workflows/upload/worker';
import { uploadNotifier } from './live/upload-notifier';

export type Log = (message: string, extra?: object) => void;

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
  const live = new LiveEvents(pool);
  await live.listen();
  const runner = new ProjectionRunner(pool, store, allProjections, log);
  runner.onApplied(uploadNotifier(pool, live, log));
  await runner.start();
  await runner.waitFor(await store.headPosition(), 600_000);
  const lookups = createLookups(pool);
  const blobs = openBlobStore({ blobStoreUrl: config.blobStoreUrl, dataDir: config.dataDir });
  log('blob store ready', { kind: blobs.kind });
  const temporal = await connectTemporal({ address: config.temporalAddress, namespace: config.temporalNamespace, dataDir: config.dataDir, log });
  const worker = config.runWorker
    ? await startUploadWorker(temporal, config.uploadTaskQueue, { commands: { store, lookups }, blobs, live, pool, allowPrivateLinks: config.allowPrivateLinks })
    : null;
  const uploads = new UploadWorkflows(temporal.client, config.uploadTaskQueue);
  const deps: AppDeps = {
    config, pool, store, lookups, sessions, catchUp: runner, databaseEmbedded: embedded !== null, blobs, live, uploads,
    workflowEngine: { kind: temporal.kind, ping: () => temporal.ping() },
  };
  const created = await bootstrapSuperUser({ store, lookups }, config.bootstrapSuperEmail, config.bootstrapSuperPassword, () => hasSuperUser(pool));
  if (created?.position != null) {
    await runner.waitFor(created.position);
    log('super user created', { email: config.bootstrapSuperEmail });
  }
  const restarted = await uploads.reconcile(await unfinishedUploads(pool));
  if (restarted > 0) log('unfinished uploads restarted', { count: restarted });
  return {
    deps,
    runner,
    stop: async () => {
      await worker?.stop();
      await temporal.close();
      await runner.stop();
      await live.close();
      await store.close();
      await endPool(pool);
      await embedded?.stop();
    },
  };
}
