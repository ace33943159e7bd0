// GET /facebook/accounts?campaignId (ours): the Meta ad accounts and pages of the campaign's business nodes, for the
// screens that must name one (the Meta preview's advertiserId and pageId, the Facebook segment CSV's ad account, the
// ad set import's ad account and page). Ids only, never a token; every reader of creatives (all but analysts) of a
// campaign in reach.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MetaAccounts } from '../../../domain/meta/answers';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { Body, Id } from '../../http/schemas';
import { campaignIntegrations } from '../integrations/campaign-integrations';

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
        const nodes = await campaignIntegrations(deps, request, request.query.campaignId, 'NOT_ANALYSTS');
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
