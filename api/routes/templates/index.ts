import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps';
import { changeRoutes } from './change';
import { previewRoutes } from './preview';
import { readRoutes } from './read';
import { uploadRoutes } from './upload';

/** Templates of concepts (the templates API contract; spec 3 §7 'Concepts and templates'), under /assets. */
export const templateRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(uploadRoutes(deps));
    await app.register(readRoutes(deps));
    await app.register(changeRoutes(deps));
    await app.register(previewRoutes(deps));
  };
