import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps';
import { briefRoutes } from './brief';
import { lifecycleRoutes } from './lifecycle';
import { readRoutes } from './read';
import { settingsRoutes } from './settings';
import { thumbnailRoutes } from './thumbnail';

/** Concepts (spec 3 §7 'Concepts and templates', spec 1 §7 'Concept brief calls'), under /assets/concepts. */
export const conceptRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(readRoutes(deps));
    await app.register(briefRoutes(deps));
    await app.register(lifecycleRoutes(deps));
    await app.register(settingsRoutes(deps));
    await app.register(thumbnailRoutes(deps));
  };
