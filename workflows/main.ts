// A worker-only process (docker-compose's `worker` service): runs upload workflows against the same
// database, event store, blob store and Temporal as the API, which then runs with RUN_WORKER=false.
import pino from 'pino';
import { loadConfig, renderTaskQueueOf } from '../runtime/config';
import { openDatabase, openEventStore } from '../runtime/database';
import { openBlobStore } from '../commands/blob-store';
import { LiveEvents } from '../commands/live-events';
import { connectTemporal } from './runtime/temporal';
import { startUploadWorker } from './upload/worker';
import { startRenderWorker } from './render/worker';

const config = loadConfig();
const logger = pino({ level: config.logLevel });
const log = (message: string, extra?: object) => logger.info(extra ?? {}, message);
const { pool, embedded } = await openDatabase(config, log);
const store = await openEventStore(config, pool);
const temporal = await connectTemporal({ address: config.temporalAddress, namespace: config.temporalNamespace, uiPort: config.temporalUiPort, dataDir: config.dataDir, log });
const blobs = openBlobStore({ blobStoreUrl: config.blobStoreUrl, dataDir: config.dataDir });
const renderWorker = await startRenderWorker(temporal, renderTaskQueueOf(config), { commands: { store }, blobs, chromiumPath: config.chromiumPath });
const worker = await startUploadWorker(temporal, config.uploadTaskQueue, {
  commands: { store },
  blobs,
  live: new LiveEvents(pool),
  allowPrivateLinks: config.allowPrivateLinks,
});
log('upload and render workers running', { taskQueue: config.uploadTaskQueue, renderTaskQueue: renderTaskQueueOf(config) });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      await worker.stop();
      await renderWorker.stop();
      await temporal.close();
      await store.close();
      await pool.end();
      await embedded?.stop();
      process.exit(0);
    })();
  });
}
