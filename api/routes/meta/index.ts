import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps';
import { metaAccountRoutes } from './accounts';
import { metaLookupRoutes } from './lookups';
import { metaPreviewRoutes } from './previews';
import { metaVideoRoutes } from './videos';

/** Meta's look-ups and previews (spec 2 §7 'Meta'), and ours: the campaign's ad accounts and library videos on Meta. */
export const metaRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(metaLookupRoutes(deps));
    await app.register(metaPreviewRoutes(deps));
    await app.register(metaAccountRoutes(deps));
    await app.register(metaVideoRoutes(deps));
  };
