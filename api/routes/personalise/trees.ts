// A campaign's personalise trees (spec 2 §7): GET /campaigns/{id}/personalize/trees, each with its templates, the
// 'Shared across formats' elements, its fallback, its variant counts and limit; and GET
// /campaigns/personalize/list-accessible-to-clone?variantId, the trees a variant can be cloned into (its own).
// Every reader of the campaign sees its trees (the creatives view needs them); the clone targets need full access.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CAMPAIGN_ACCESS, scopedCampaign } from '../../../commands/campaigns';
import { VARIANT_LIMITS } from '../../../domain/campaign/platforms';
import { sharedElements, treeTemplateOf, type TreeTemplate } from '../../../domain/personalise/fields';
import { MESSAGES } from '../../../domain/shared/errors';
import { campaignTrees, variantPlace } from '../../../projections/personalise/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { Body, Id, Params } from '../../http/schemas';
import { CloneTargets, Trees } from '../../../domain/personalise/answers';
import { config, readableTree, tags } from './view';

export const treeRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/campaigns/:id/personalize/trees',
      {
        config: { access: CAMPAIGN_ACCESS.read },
        schema: { tags, params: Params({ id: Id }), response: { 200: Trees, ...errors(404) } },
      },
      async (request) => {
        await scopedCampaign(deps.lookups, actorOf(request), request.params.id);
        const trees = await campaignTrees(deps.pool, request.params.id);
        return Promise.all(
          trees.map(async ({ templates, ...tree }) => {
            // A tree whose stream has not started shows the campaign's definition.
            const definition: TreeTemplate[] =
              templates ??
              (await deps.lookups.personaliseTree(tree.id))?.templates.map((t) => treeTemplateOf(tree.platform, t)) ??
              [];
            return {
              ...tree,
              templates: definition,
              sharedElements: sharedElements(definition),
              variantLimit: VARIANT_LIMITS[tree.platform],
            };
          }),
        );
      },
    );

    app.get(
      '/campaigns/personalize/list-accessible-to-clone',
      {
        config,
        schema: { tags, querystring: Body({ variantId: Id }), response: { 200: CloneTargets, ...errors(404) } },
      },
      async (request) => {
        const place = found(await variantPlace(deps.pool, request.query.variantId), MESSAGES.entityNotFound);
        const tree = await readableTree(deps, request, place);
        return [{ id: tree.treeId, platform: tree.platform, format: tree.format }];
      },
    );
  };
