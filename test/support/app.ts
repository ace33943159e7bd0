// Starts the real product (the same system and app as `npm start`) on a fresh database and a free port.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../runtime/config';
import { testTaskQueue } from './temporal';
import { buildApp, type App } from '../../api/app';
import { startSystem, type System } from '../../api/system';
import { createTestDatabase } from './database';
import { HttpClient } from './http';

export const SUPER = { email: 'super@test.local', password: 'Super-secret-password-1' };

export interface TestApp {
  baseUrl: string;
  app: App;
  system: System;
  config: Config;
  /** A client signed in as the bootstrap super user. */
  superClient(): Promise<HttpClient>;
  client(): HttpClient;
  close(): Promise<void>;
}

/**
 * The app's files go to a temp folder of its own; Temporal is the run's shared server, on a task queue of
 * this app's own. The upload worker runs only when asked (`runWorker: true`): bundling it takes seconds. `prepare`
 * may add hooks to the app before it listens.
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  prepare: (app: App) => void = () => undefined,
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-app-'));
  const config: Config = {
    ...loadConfig({}),
    databaseUrl: await createTestDatabase(),
    dataDir,
    port: 0,
    host: '127.0.0.1',
    bootstrapSuperEmail: SUPER.email,
    bootstrapSuperPassword: SUPER.password,
    temporalAddress: inject('temporalAddress'),
    uploadTaskQueue: testTaskQueue('uploads'),
    runWorker: false,
    // Links in tests point at servers the test starts on loopback (the far end it stands in for).
    allowPrivateLinks: true,
    ...overrides,
  };
  const system = await startSystem(config, () => undefined);
  const app = await buildApp(system.deps, { logger: false });
  prepare(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    baseUrl,
    app,
    system,
    config,
    client: () => new HttpClient(baseUrl),
    superClient: async () => {
      const client = new HttpClient(baseUrl);
      await client.login(SUPER.email, SUPER.password);
      return client;
    },
    close: async () => {
      await app.close();
      await system.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
