// The API's composition root core: from one Config, the database and event store (runtime/), projections,
// sessions, blob store, Temporal, the workflow starters and (RUN_WORKER) the workers. api/main.ts and the tests share
// it.
import path from 'node:path';
import type pg from 'pg';
import type { Config } from '../runtime/config';
import type { AppDeps } from './deps';
import type { EventStore } from '../commands/event-store/port';
import { SessionStore } from './auth/sessions';
import { endPool } from '../runtime/embedded-postgres';
import { openDatabase, openEventStore, type Log } from '../runtime/database';
import { bootstrapSuperUser } from '../commands/bootstrap';
import { allProjections } from '../projections';
import { createLookups } from '../projections/lookups';
import { ProjectionRunner } from '../projections/runner';
import { hasSuperUser } from '../projections/users/queries';
import { unfinishedUploads } from '../projections/assets/queries';
import { openBlobStore } from '../commands/blob-store';
import { sweepOrphans, type OrphanPorts } from '../commands/blob-store/orphans';
import { namedStoryboardFiles } from '../projections/storyboards/queries';
import { namedCommentFiles } from '../projections/comments/queries';
import { LiveEvents } from '../commands/live-events';
import { connectTemporal, type TemporalRuntime } from '../workflows/runtime/temporal';
import { workflowStarters } from '../workflows/starters';
import { taskQueuesOf } from './task-queues';
import { personaliseNotifier } from './live/personalise-notifier';
import { commentsNotifier } from './live/comments-notifier';
import { accessNotifier } from './live/access-notifier';
import { renderNotifier } from './live/render-notifier';
import { screenshotsNotifier } from './live/screenshots-notifier';
import { publishingNotifier } from './live/publishing-notifier';
import { runningRenderRequests } from '../projections/screenshots/queries';
import { unsettledTearsheets } from '../projections/tearsheets/queries';
import { tearsheetsNotifier } from './live/tearsheets-notifier';
import { exportsNotifier } from './live/exports-notifier';
import { caughtUpNotifier } from './live/caught-up-notifier';
import { namedTemplateFiles, pendingRenders } from '../projections/templates/queries';
import { uploadNotifier } from './live/upload-notifier';
import { notificationsNotifier, reviewNotifier } from './live/review-notifier';
import { mailerOf } from '../workflows/review/mailer';
import { openApprovalRequests } from '../projections/reviews/queries';
import { openSecretStore } from '../runtime/secret-key';
import { startLocalBucket } from '../runtime/local-bucket';
import { openOAuthPlatforms } from '../platforms';
import { renderTaskQueueOf, retiredTaskQueuesOf } from '../runtime/config';
import { moveFromRetiredQueues } from '../workflows/runtime/retired-queues';
import { publishStarter } from '../workflows/publish/starters';
import { exportStarter } from '../workflows/export/starters';
import { generationStarter } from '../workflows/assembly/starters';
import { generationTargetOf } from '../commands/assemblies';
import { runningGenerations } from '../projections/assemblies/queries';
import { unsettledExports } from '../projections/exports/queries';
import { runningPublishes } from '../projections/publishing/queries';
import { adPlatformsOf, publishablePlatforms } from './publish-platforms';
import { deliveryImports } from '../workflows/delivery/starters';
import { feedSchedules } from '../workflows/feeds/starters';
import { nodeMigrations } from '../workflows/migration/starters';
import { deliveryScheduler, scheduleDeliveryImports } from './delivery-schedules';

/** How long the boot waits for the read models before it serves what they hold. */
const BOOT_CATCH_UP_MS = 30_000;

/** How often files that interrupted or refused writes left are looked for (at boot, then this often). */
const ORPHAN_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/** What the orphan sweep asks the read models: which staged uploads, storyboard files and template files are still
 * named. */
export const orphanPorts = (pool: pg.Pool, store: Pick<EventStore, 'headPosition'>): OrphanPorts => ({
  unfinishedUploads: () => unfinishedUploads(pool),
  recorded: [
    { prefix: 'storyboards', named: async (keys) => namedStoryboardFiles(pool, keys, await store.headPosition()) },
    { prefix: 'templates', named: async (keys) => namedTemplateFiles(pool, keys, await store.headPosition()) },
    { prefix: 'comments', named: async (keys) => namedCommentFiles(pool, keys, await store.headPosition()) },
  ],
});

export interface System {
  deps: AppDeps;
  runner: ProjectionRunner;
  temporal: TemporalRuntime;
  stop(): Promise<void>;
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
  runner.onApplied(renderNotifier(pool, live, log));
  runner.onApplied(screenshotsNotifier(pool, live, log));
  runner.onApplied(tearsheetsNotifier(pool, live, log));
  runner.onApplied(exportsNotifier(pool, live, log));
  runner.onApplied(publishingNotifier(pool, live, log));
  runner.onApplied(personaliseNotifier(live, log));
  runner.onApplied(commentsNotifier(pool, live, log));
  runner.onApplied(notificationsNotifier(pool, live, log));
  runner.onApplied(accessNotifier(live, log));
  runner.onReleased(caughtUpNotifier(live, log));
  await runner.start();
  // Bounded: a failing projection parks what it cannot apply within seconds, and one still catching up a long
  // history must not keep the product from answering (it reads as lagging meanwhile).
  if (!(await runner.waitFor(await store.headPosition(), BOOT_CATCH_UP_MS))) {
    log('projections not caught up at boot; starting anyway', { status: await runner.status() }, 'warn');
  }
  const lookups = createLookups(pool);
  const secrets = await openSecretStore(config, pool, log);
  const oauth = await openOAuthPlatforms({
    mode: config.platforms,
    googleClient: config.googleClient,
    googleAdsDeveloperToken: config.googleAdsDeveloperToken,
    metaApp: config.metaApp,
    cm360QueriesPerSecond: config.cm360QueriesPerSecond,
    // On the embedded default the simulated platforms keep what they hold across restarts, as the database does.
    simulatedStateDir: embedded ? path.join(config.dataDir, 'simulated') : null,
  });
  if (oauth.simulated) log('simulated ad platforms (PLATFORMS=live for the real ones)', oauth.simulated);
  // In the background, beside the embedded Postgres: the boot does not wait for it.
  const localBucket = embedded && config.localBucket ? await startLocalBucket(config.dataDir, log) : null;
  const blobs = openBlobStore({ blobStoreUrl: config.blobStoreUrl, dataDir: config.dataDir });
  log('blob store ready', { kind: blobs.kind });
  const temporal = await connectTemporal({
    address: config.temporalAddress,
    namespace: config.temporalNamespace,
    uiPort: config.temporalUiPort,
    dataDir: config.dataDir,
    log,
  });
  const mailer = mailerOf(config);
  const adPlatforms = adPlatformsOf(oauth.google, oauth.meta.ads);
  // The workers' modules (every activity, the renderers, the platforms' publishing) load only when they run.
  const workers = config.runWorker
    ? await (
        await import('./workers')
      ).startWorkers(
        config,
        temporal,
        {
          pool,
          store,
          blobs,
          live,
          mailer,
          publishing: { platforms: adPlatforms, secrets },
          trustedEndpoints: localBucket ? [localBucket.endpoint] : [],
        },
        log,
      )
    : null;
  const publishes = publishStarter(temporal.client, renderTaskQueueOf(config), log);
  const cloudExports = exportStarter(temporal.client, renderTaskQueueOf(config), log);
  const generations = generationStarter(temporal.client, renderTaskQueueOf(config), log);
  const { uploads, renders, screenshots, tearsheets, reviews } = workflowStarters(
    temporal.client,
    taskQueuesOf(config),
    log,
  );
  runner.onApplied(reviewNotifier(pool, reviews, log));
  const deliveries = deliveryImports(temporal.client, renderTaskQueueOf(config));
  runner.onApplied(deliveryScheduler(deliveries, log));
  const deps: AppDeps = {
    config,
    pool,
    store,
    lookups,
    sessions,
    catchUp: runner,
    databaseEmbedded: embedded !== null,
    blobs,
    live,
    uploads,
    renders,
    screenshots,
    tearsheets,
    reviews,
    publishes,
    exports: cloudExports,
    generations,
    feedSchedules: feedSchedules(temporal.client, renderTaskQueueOf(config)),
    migrations: nodeMigrations(temporal.client, renderTaskQueueOf(config)),
    publishTo: publishablePlatforms(adPlatforms),
    mailer,
    secrets,
    oauth,
    localBucket: localBucket && {
      endpoint: localBucket.endpoint,
      bucket: localBucket.bucket,
      ready: localBucket.ready,
    },
    workflowEngine: { kind: temporal.kind, uiUrl: temporal.uiUrl, ping: () => temporal.ping() },
  };
  const created = await bootstrapSuperUser(
    { store, lookups },
    config.bootstrapSuperEmail,
    config.bootstrapSuperPassword,
    () => hasSuperUser(pool),
  );
  if (created?.position != null) {
    await runner.waitFor(created.position);
    log('super user created', { email: config.bootstrapSuperEmail });
  }
  // Workflows still waiting on the queues they had before they joined the render workflows' Worker, and schedules that
  // start runs there, are moved to it, in the background: a Temporal slow to answer must not hold the boot.
  void moveFromRetiredQueues(temporal.client, retiredTaskQueuesOf(config), renderTaskQueueOf(config), log).catch(
    (error: unknown) => log('workflows on retired task queues not moved: the next boot tries again', { err: error }),
  );
  const restarted = await uploads.reconcile(await unfinishedUploads(pool));
  if (restarted > 0) log('unfinished uploads restarted', { count: restarted });
  const rerendering = await renders.reconcile(await pendingRenders(pool));
  if (rerendering > 0) log('unfinished template renders restarted', { count: rerendering });
  const screenshotting = await screenshots.reconcile(await runningRenderRequests(pool));
  if (screenshotting > 0) log('unfinished screenshot requests resumed', { count: screenshotting });
  const tearsheeting = await tearsheets.reconcile(await unsettledTearsheets(pool));
  if (tearsheeting > 0) log('unfinished tearsheets resumed', { count: tearsheeting });
  const publishing = await publishes.reconcile(await runningPublishes(pool));
  if (publishing > 0) log('unfinished publishes resumed', { count: publishing });
  const exporting = await cloudExports.reconcile(await unsettledExports(pool));
  if (exporting > 0) log('unfinished exports resumed', { count: exporting });
  const generating = await generations.reconcile(
    await Promise.all((await runningGenerations(pool)).map((g) => generationTargetOf(lookups, g))),
  );
  if (generating > 0) log('unfinished generations of variations resumed', { count: generating });
  const reviewing = await reviews.reconcile(await openApprovalRequests(pool));
  if (reviewing > 0) log('open review requests resumed', { count: reviewing });
  // In the background: a Temporal slow to answer must not hold the boot.
  void scheduleDeliveryImports(pool, deliveries, log);
  const sweep = async () => {
    try {
      const removed = await sweepOrphans(blobs, orphanPorts(pool, store));
      if (removed.temporary + removed.staged + removed.unrecorded + removed.expired > 0)
        log('orphaned files removed', removed);
    } catch (error) {
      log('orphaned files sweep failed', { error: String(error) });
    }
  };
  // One pass at a time: the next waits for the one before.
  let sweeping = sweep();
  const sweeper = setInterval(() => {
    sweeping = sweeping.then(sweep);
  }, ORPHAN_SWEEP_INTERVAL_MS);
  return {
    deps,
    runner,
    temporal,
    stop: async () => {
      clearInterval(sweeper);
      await sweeping;
      // Starts still waiting for Temporal are the next boot's reconciler's: the read models hold their targets.
      await Promise.all(
        [uploads, renders, screenshots, tearsheets, reviews, publishes, cloudExports, generations].map((starter) =>
          starter.stop(),
        ),
      );
      await workers?.stop();
      await oauth.close();
      // The Temporal side, the database side and the local bucket end independently, each in a second or two: side
      // by side, so a stop fits its budget (api/shutdown.ts).
      await Promise.all([
        temporal.close(),
        localBucket?.stop(),
        (async () => {
          await runner.stop();
          await live.close();
          await store.close();
          await endPool(pool);
          await embedded?.stop();
        })(),
      ]);
    },
  };
}
