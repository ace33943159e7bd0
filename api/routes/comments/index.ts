import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps';
import { campaignCommentRoutes } from './campaign';
import { conceptCommentRoutes } from './concept';
import { legacyCommentRoutes } from './legacy';
import { mentionRoutes } from './mentions';

/** Comments (spec 2 §7 "Creatives and comments") on campaigns and concepts, and who they may mention. */
export const commentRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(campaignCommentRoutes(deps));
    await app.register(conceptCommentRoutes(deps));
    await app.register(legacyCommentRoutes(deps));
    await app.register(mentionRoutes(deps));
  };
