import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps';
import { editRoutes } from './edit';
import { fileRoutes } from './files';
import { readRoutes } from './read';

/** A concept's storyboards (spec 3 §7 'Storyboards'), under /assets/concepts/{conceptId}/storyboards. */
export const storyboardRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(readRoutes(deps));
    await app.register(editRoutes(deps));
    await app.register(fileRoutes(deps));
  };
