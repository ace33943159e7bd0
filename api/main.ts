// `npm start`: the whole product in one process (API, projections, UI) on PORT.
import pino from 'pino';
import { loadConfig } from '../runtime/config';
import { buildApp } from './app';
import { startSystem } from './system';

const config = loadConfig();
const logger = pino({ level: config.logLevel });
const system = await startSystem(config, (message, extra) => logger.info(extra ?? {}, message));
const app = await buildApp(system.deps, { loggerInstance: logger });
await app.listen({ port: config.port, host: config.host });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => system.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}
