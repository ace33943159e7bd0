import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps';
import { changeRoutes } from './change';
import { templateNodeRoutes } from './business-nodes';
import { codeRoutes } from './code';
import { detailsRoutes } from './details';
import { editRoutes } from './edit';
import { previewRoutes } from './preview';
import { readRoutes } from './read';
import { resizeRoutes } from './resize';
import { uploadRoutes } from './upload';

/** Templates of concepts (the templates API contract; spec 3 §7 'Concepts and templates'), under /assets. */
export const templateRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(uploadRoutes(deps));
    await app.register(readRoutes(deps));
    await app.register(changeRoutes(deps));
    await app.register(editRoutes(deps));
    await app.register(codeRoutes(deps));
    await app.register(resizeRoutes(deps));
    await app.register(detailsRoutes(deps));
    await app.register(previewRoutes(deps));
    await app.register(templateNodeRoutes(deps));
  };
