// The one Worker of every workflow (uploads, renders, reviews, publishes, delivery imports and the rest), wired once:
// api/system.ts runs it in the API process (RUN_WORKER) and api/worker-main.ts in a worker-only one. A composition
// root's part (so under api/, not workflows/): the review activities' directory of users and campaign admins is
// answered from the read models, which workflow code may not read.
import type pg from 'pg';
import type { Config } from '../runtime/config';
import { chromiumExecutable } from '../runtime/chromium';
import type { Log } from '../runtime/database';
import type { EventStore } from '../commands/event-store/port';
import type { BlobStore } from '../commands/blob-store/port';
import type { SecretStore } from '../commands/secrets/secret-store';
import type { LivePublisher } from '../commands/live-events';
import { campaignAdmins, directoryUsers } from '../projections/reviews/queries';
import { tearsheetEntries } from '../projections/tearsheets/entries';
import { idsOnNode } from '../projections/business-tree/migration';
import { subscribersConcerned } from '../projections/business-tree/subscribers';
import { createLookups } from '../projections/lookups';
import type { TemporalRuntime } from '../workflows/runtime/temporal';
import type { RunningWorker } from '../workflows/runtime/worker';
import type { Mailer } from '../workflows/review/mailer';
import { SIMULATED_REVIEWS_SETTLED_MS } from '../platforms/simulated-review';
import { ChromiumPool } from '../workflows/render/chromium-pool';
import { startSharedWorker } from '../workflows/shared/worker';
import type { PublishDeps } from '../workflows/publish/deps';
import { reportingPlatformsOf } from '../workflows/delivery/deps';
import { taskQueuesOf } from './task-queues';

interface WorkerParts {
  pool: pg.Pool;
  store: EventStore;
  blobs: BlobStore;
  live: LivePublisher;
  mailer: Mailer | null;
  /** The ad platforms' adapters and the secret store the publish activities open tokens with (and a node migration
   * seals them again with, under the target node's key). */
  publishing: Pick<PublishDeps, 'platforms'> & { secrets: Pick<SecretStore, 'open' | 'seal'> };
  /** Endpoints exports may write to though they are not public: the local bucket's. */
  trustedEndpoints: readonly string[];
}

/** Starts the Worker; stopping it closes the renderer's browsers after it. */
export async function startWorkers(
  config: Config,
  temporal: TemporalRuntime,
  parts: WorkerParts,
  log: Log,
): Promise<RunningWorker> {
  const { pool, store, blobs, live, mailer, publishing, trustedEndpoints } = parts;
  const queues = taskQueuesOf(config);
  // The one renderer: its browsers start with the first render and close once the Worker has stopped.
  const renderer = new ChromiumPool({
    executablePath: (await chromiumExecutable(config.chromiumPath, log)).path,
    browsers: config.renderBrowsers,
    log,
  });
  // Every workflow on one Worker and task queue: one workflow isolate instead of one per kind.
  const subscribersOf = (concerned: Parameters<typeof subscribersConcerned>[1]) =>
    subscribersConcerned(pool, concerned);
  const shared = await startSharedWorker(temporal, queues.render, {
    upload: { commands: { store }, blobs, live, allowPrivateLinks: config.allowPrivateLinks },
    render: {
      commands: { store },
      blobs,
      renderer,
      concurrency: config.renderBrowsers,
      // A tearsheet's entries are read from the read models (the creatives, personalise and screenshots ones).
      tearsheets: { entries: (campaignId, filter) => tearsheetEntries(pool, campaignId, filter) },
    },
    review: {
      commands: { store },
      mailer,
      directory: { users: (ids) => directoryUsers(pool, ids), campaignAdmins: (id) => campaignAdmins(pool, id) },
    },
    publish: {
      commands: { store },
      blobs,
      ...publishing,
      subscribersOf,
      // Unset: as soon as simulated platforms have reviewed (a demo's reviews, and its year of delivery that waits for
      // them, follow in seconds), else the reviews workflow's 30 s.
      firstReviewPollMs:
        config.adReviewFirstPollMs ?? (config.platforms === 'simulated' ? SIMULATED_REVIEWS_SETTLED_MS : undefined),
    },
    generation: { commands: { store } },
    exports: {
      commands: { store },
      blobs,
      secrets: publishing.secrets,
      allowPrivateLinks: config.allowPrivateLinks,
      trustedEndpoints,
      subscribersOf,
    },
    feeds: { commands: { store, lookups: createLookups(pool) }, allowPrivateLinks: config.allowPrivateLinks },
    migration: {
      commands: { store },
      secrets: publishing.secrets,
      idsOnNode: (kind, nodeId) => idsOnNode(pool, kind, nodeId),
    },
    delivery: {
      commands: { store },
      platforms: reportingPlatformsOf(publishing.platforms),
      secrets: publishing.secrets,
    },
  });
  log('shared worker running (upload, render, review, publish, delivery, ...)', { taskQueue: queues.render });
  return { stop: () => shared.stop().finally(() => renderer.close()) };
}
