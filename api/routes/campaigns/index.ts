import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps';
import { campaignAssetRoutes } from './assets';
import { lifecycleRoutes } from './lifecycle';
import { readRoutes } from './read';
import { writeRoutes } from './write';

/** Campaigns (spec 2 §7 "Campaigns"), under /campaigns. */
export const campaignRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(readRoutes(deps));
    await app.register(writeRoutes(deps));
    await app.register(lifecycleRoutes(deps));
    await app.register(campaignAssetRoutes(deps));
  };
