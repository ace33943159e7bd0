// `npm start`: the whole product in one process (API, projections, UI) on PORT.
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig, renderTaskQueueOf } from '../runtime/config';
import { demoDueAtBoot, loadDemo } from '../demo/on-boot';
import { deliveryImports } from '../workflows/delivery/starters';
import { buildApp } from './app';
import { stopProduct } from './shutdown';
import { startSystem } from './system';

const config = loadConfig();
const logger = pino({ level: config.logLevel });
const system = await startSystem(config, (message, extra, level = 'info') => logger[level](extra ?? {}, message));
const app = await buildApp(system.deps, { loggerInstance: logger });
const demoDue = await demoDueAtBoot(config, system.deps.store);
await app.listen({ port: config.port, host: config.host });

if (demoDue) {
  // Through the product's own API, in the background: the server already answers while the demo loads.
  const { port } = app.server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  logger.info('loading the demo (DEMO=false to skip)');
  void loadDemo(config, `http://${host}:${port}`, {
    logger,
    print: (text) => process.stdout.write(`${text}\n`),
    deliveries: deliveryImports(system.temporal.client, renderTaskQueueOf(config)),
    localBucket: system.deps.localBucket,
  });
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    void stopProduct(app, system, logger).then((code) => process.exit(code));
  });
}
