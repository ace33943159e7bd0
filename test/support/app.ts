// Starts the real product (the same system and app as `npm start`) on a fresh database and a free port.
import { loadConfig, type Config } from '../../api/config';
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

export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config: Config = {
    ...loadConfig({}),
    databaseUrl: await createTestDatabase(),
    port: 0,
    host: '127.0.0.1',
    bootstrapSuperEmail: SUPER.email,
    bootstrapSuperPassword: SUPER.password,
    ...overrides,
  };
  const system = await startSystem(config, () => undefined);
  const app = await buildApp(system.deps, { logger: false });
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
    },
  };
}
