import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps';
import { briefUploadRoutes } from './brief-uploads';
import { cropRoutes } from './crop';
import { feedRoutes } from './feeds';
import { fileRoutes } from './files';
import { libraryRoutes } from './library';
import { recommendationRoutes } from './recommendations';
import { removeBackgroundRoutes } from './remove-background';
import { uploadRoutes } from './upload';

export { UPLOAD_LIMITS } from './upload-form';

/** The asset library and uploads (spec 1 §7, asset calls). */
export const assetRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(uploadRoutes(deps));
    await app.register(briefUploadRoutes(deps));
    await app.register(cropRoutes(deps));
    await app.register(feedRoutes(deps));
    await app.register(fileRoutes(deps));
    await app.register(libraryRoutes(deps));
    await app.register(recommendationRoutes(deps));
    await app.register(removeBackgroundRoutes(deps));
  };
