import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../deps';

const Health = Type.Object({
  status: Type.String(),
  version: Type.String(),
  eventStore: Type.Object({ kind: Type.String(), ok: Type.Boolean() }),
  database: Type.Object({ kind: Type.String(), embedded: Type.Boolean(), ok: Type.Boolean() }),
});

/** GET /health: which event store and database are in use, and whether each answers. */
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
        const [storeOk, dbOk] = await Promise.all([
          deps.store.ping(),
          deps.pool.query('SELECT 1').then(() => true, () => false),
        ]);
        if (!storeOk || !dbOk) reply.status(503);
        return {
          status: storeOk && dbOk ? 'ok' : 'degraded',
          version: deps.config.version,
          eventStore: { kind: deps.store.kind, ok: storeOk },
          database: { kind: 'postgres', embedded: deps.databaseEmbedded, ok: dbOk },
        };
      },
    );
  };
