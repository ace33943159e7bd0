import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../deps';
import { ProjectionStatus } from '../schemas/projections';

/** GET /projections (top admins): each projection's checkpoint, the head position and the lag in events. */
export const projectionRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/projections',
      { config: { access: 'ADMINS_TOP' }, schema: { tags: ['projections'], response: { 200: Type.Array(ProjectionStatus) } } },
      async () => deps.catchUp.status(),
    );
  };
