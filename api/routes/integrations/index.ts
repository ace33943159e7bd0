import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps';
import { oauthRoutes } from './oauth';
import { publishingRoutes } from './publishing';

/** A business node's publishing integrations and their OAuth connections. */
export const integrationRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(publishingRoutes(deps));
    await app.register(oauthRoutes(deps));
  };
