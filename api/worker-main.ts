// A worker-only process (docker-compose's `worker` service): runs the upload, render and review workflows against
// the same database, event store, blob store and Temporal as the API, which then runs with RUN_WORKER=false. A
// composition root like api/main.ts; the workers themselves are wired in api/workers.ts, shared with api/system.ts.
import pino from 'pino';
import { loadConfig } from '../runtime/config';
import { openDatabase, openEventStore } from '../runtime/database';
import { openBlobStore } from '../commands/blob-store';
import { LiveEvents } from '../commands/live-events';
import { mailerOf } from '../workflows/review/mailer';
import { connectTemporal } from '../workflows/runtime/temporal';
import { startWorkers } from './workers';
import { openSecretStore } from '../runtime/secret-key';
import { openOAuthPlatforms } from '../platforms';
import { adPlatformsOf } from './publish-platforms';

const config = loadConfig();
const logger = pino({ level: config.logLevel });
const log = (message: string, extra?: object, level: 'info' | 'warn' | 'error' = 'info') =>
  logger[level](extra ?? {}, message);
const { pool, embedded } = await openDatabase(config, log);
const store = await openEventStore(config, pool);
const temporal = await connectTemporal({
  address: config.temporalAddress,
  namespace: config.temporalNamespace,
  uiPort: config.temporalUiPort,
  dataDir: config.dataDir,
  log,
});
const blobs = openBlobStore({ blobStoreUrl: config.blobStoreUrl, dataDir: config.dataDir });
const secrets = await openSecretStore(config, pool, log);
const platforms = await openOAuthPlatforms({
  mode: config.platforms,
  googleClient: config.googleClient,
  googleAdsDeveloperToken: config.googleAdsDeveloperToken,
  metaApp: config.metaApp,
  cm360QueriesPerSecond: config.cm360QueriesPerSecond,
});
const workers = await startWorkers(
  config,
  temporal,
  {
    pool,
    store,
    blobs,
    live: new LiveEvents(pool),
    mailer: mailerOf(config),
    publishing: { platforms: adPlatformsOf(platforms.google, platforms.meta.ads), secrets },
    // The local bucket runs on the embedded defaults only, in the product's own process.
    trustedEndpoints: [],
  },
  log,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      await workers.stop();
      await platforms.close();
      await temporal.close();
      await store.close();
      await pool.end();
      await embedded?.stop();
      process.exit(0);
    })();
  });
}
