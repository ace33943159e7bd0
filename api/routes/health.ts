import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../deps';
import { Health } from '../schemas/health';

/**
 * GET /health: which event store, database, workflow engine and blob store are in use, whether each answers, and
 * which projections are failing or hold parked events ('degraded').
 */
export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          response: { 200: Health, 503: Health },
        },
      },
      async (_request, reply) => {
        const [storeOk, dbOk, workflowsOk, projections] = await Promise.all([
          deps.store.ping(),
          deps.pool.query('SELECT 1').then(
            () => true,
            () => false,
          ),
          deps.workflowEngine.ping(),
          deps.catchUp.troubles().catch(() => []),
        ]);
        const ok = storeOk && dbOk && workflowsOk;
        // A parked event degrades the product but it still serves: 200, so a load balancer keeps it.
        if (!ok) reply.status(503);
        return {
          status: ok && projections.length === 0 ? ('ok' as const) : ('degraded' as const),
          projections,
          version: deps.config.version,
          eventStore: { kind: deps.store.kind, ok: storeOk },
          database: { kind: 'postgres', embedded: deps.databaseEmbedded, ok: dbOk },
          workflowEngine: { kind: deps.workflowEngine.kind, uiUrl: deps.workflowEngine.uiUrl, ok: workflowsOk },
          blobStore: { kind: deps.blobs.kind },
        };
      },
    );
  };
