// A worker-only process (docker-compose's `worker` service): runs the upload, render and review workflows against
// the same database, event store, blob store and Temporal as the API, which then runs with RUN_WORKER=false. A
// composition root like api/main.ts (so here, not under workflows/): the review activities' directory of users
// and campaign admins is answered from the read models, which workflow code itself may not read.
import pino from 'pino';
import { loadConfig, renderTaskQueueOf, reviewTaskQueueOf } from '../runtime/config';
import { openDatabase, openEventStore } from '../runtime/database';
import { openBlobStore } from '../commands/blob-store';
import { LiveEvents } from '../commands/live-events';
import { campaignAdmins, directoryUsers } from '../projections/reviews/queries';
import { mailerOf } from '../workflows/review/mailer';
import { startReviewWorker } from '../workflows/review/worker';
import { connectTemporal } from '../workflows/runtime/temporal';
import { startUploadWorker } from '../workflows/upload/worker';
import { startRenderWorker } from '../workflows/render/worker';
import { chromiumExecutable } from '../runtime/chromium';

const config = loadConfig();
const logger = pino({ level: config.logLevel });
const log = (message: string, extra?: object, level: 'info' | 'warn' | 'error' = 'info') => logger[level](extra ?? {}, message);
const { pool, embedded } = await openDatabase(config, log);
const store = await openEventStore(config, pool);
const temporal = await connectTemporal({ address: config.temporalAddress, namespace: config.temporalNamespace, uiPort: config.temporalUiPort, dataDir: config.dataDir, log });
const blobs = openBlobStore({ blobStoreUrl: config.blobStoreUrl, dataDir: config.dataDir });
const renderWorker = await startRenderWorker(temporal, renderTaskQueueOf(config), {
  commands: { store },
  blobs,
  chromiumPath: (await chromiumExecutable(config.chromiumPath, log)).path,
});
const worker = await startUploadWorker(temporal, config.uploadTaskQueue, {
  commands: { store },
  blobs,
  live: new LiveEvents(pool),
  allowPrivateLinks: config.allowPrivateLinks,
});
const reviewWorker = await startReviewWorker(temporal, reviewTaskQueueOf(config), {
  commands: { store },
  mailer: mailerOf(config),
  directory: { users: (ids) => directoryUsers(pool, ids), campaignAdmins: (id) => campaignAdmins(pool, id) },
});
log('upload, render and review workers running', { taskQueue: config.uploadTaskQueue, renderTaskQueue: renderTaskQueueOf(config), reviewTaskQueue: reviewTaskQueueOf(config) });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      await worker.stop();
      await renderWorker.stop();
      await reviewWorker.stop();
      await temporal.close();
      await store.close();
      await pool.end();
      await embedded?.stop();
      process.exit(0);
    })();
  });
}
