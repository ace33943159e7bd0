import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps';
import { metaLookupRoutes } from './lookups';
import { metaPreviewRoutes } from './previews';

/** Meta's look-ups and previews (spec 2 §7 'Meta'). */
export const metaRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(metaLookupRoutes(deps));
    await app.register(metaPreviewRoutes(deps));
  };
