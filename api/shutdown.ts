// How the product stops on SIGINT/SIGTERM: within STOP_BUDGET_MS whatever its clients do. A websocket client need not
// answer the close, a keep-alive connection need not be idle, a request need not finish sending its body.
import type { App } from './app';
import type { System } from './system';

/** What an orchestrator waits for before it kills (Docker, Kubernetes: 10 s and more); the issue asks for 5. */
export const STOP_BUDGET_MS = 5_000;
/** How long requests in flight may take to finish before their connections are closed (refused). */
const REQUEST_GRACE_MS = 1_500;
/** How long a websocket client has to answer the close (1001 Going Away) before its socket is ended. */
const WEBSOCKET_GRACE_MS = 500;

type Logger = { info(extra: object, message: string): void; error(extra: object, message: string): void };

/**
 * Stops taking connections, lets requests in flight finish for a moment and then closes what is still open (Fastify
 * answers new requests on open connections 503 meanwhile), then stops the system (workers, projections, database,
 * the servers it started). Past the budget the process exits anyway; servers it started are ended by their orphan
 * guards (runtime/orphan-guard.ts).
 */
export async function stopProduct(app: App, system: System, logger: Logger): Promise<number> {
  const started = Date.now();
  const deadline = setTimeout(() => {
    logger.error({ ms: Date.now() - started }, 'stopping took too long; exiting now');
    process.exit(1);
  }, STOP_BUDGET_MS - 250);
  deadline.unref();
  for (const socket of app.websocketServer.clients) socket.close(1001, 'The server is stopping');
  const silentSockets = setTimeout(() => {
    for (const socket of app.websocketServer.clients) socket.terminate();
  }, WEBSOCKET_GRACE_MS);
  const lingering = setTimeout(() => app.server.closeAllConnections(), REQUEST_GRACE_MS);
  try {
    await app.close();
    clearTimeout(lingering);
    clearTimeout(silentSockets);
    logger.info({ ms: Date.now() - started }, 'connections closed');
    await system.stop();
    logger.info({ ms: Date.now() - started }, 'stopped');
    return 0;
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    return 1;
  } finally {
    clearTimeout(deadline);
  }
}
