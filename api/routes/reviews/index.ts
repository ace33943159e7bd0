import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps';
import { notificationRoutes } from './notifications';
import { requestRoutes } from './requests';
import { watcherRoutes } from './watchers';

/** Review requests, the users they may name, and the notification centre (issue 10 §2). */
export const reviewRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(requestRoutes(deps));
    await app.register(watcherRoutes(deps));
    await app.register(notificationRoutes(deps));
  };
