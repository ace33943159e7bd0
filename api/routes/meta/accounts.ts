// GET /facebook/accounts?campaignId (ours): the Meta ad accounts and pages of the campaign's business nodes, for the
// screens that must name one (the Meta preview's advertiserId and pageId, the Facebook segment CSV's ad account). Ids
// only, never a token; every reader of creatives (all but analysts) of a campaign in reach.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scopedCampaign } from '../../../commands/campaigns';
import { MetaAccounts } from '../../../domain/meta/answers';
import { nodeIntegration } from '../../../projections/integrations/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { Body, Id } from '../../http/schemas';

export const metaAccountRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/facebook/accounts',
      {
        config: { access: 'NOT_ANALYSTS' },
        schema: {
          tags: ['meta'],
          querystring: Body({ campaignId: Id }),
          response: { 200: MetaAccounts, ...errors(403, 404) },
        },
      },
      async (request) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.query.campaignId, 'NOT_ANALYSTS');
        const nodes = await Promise.all(
          campaign.businessNodes.map(async (nodeId) => ({ nodeId, ...(await nodeIntegration(deps.pool, nodeId)) })),
        );
        return nodes.flatMap(({ nodeId, ids, tokens }) =>
          ids.facebookAdAccountId
            ? [
                {
                  nodeId,
                  facebookAdAccountId: ids.facebookAdAccountId,
                  facebookPageId: ids.facebookPageId ?? null,
                  connected: !!tokens.facebookToken,
                },
              ]
            : [],
        );
      },
    );
  };
