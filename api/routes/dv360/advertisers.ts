// GET /dv360/advertisers?campaignId (ours; the spec's look-ups take an advertiser and a node but name no call that
// lists them): the DV360 advertisers of the campaign's business nodes, for the line item import that picks one and
// then its campaigns (GET /dv360/{advertiserId}/campaigns?nodeId). Ids only, never a token; for the personalise
// screen's users, as the import is theirs.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERSONALISE_ACCESS } from '../../../commands/personalise';
import { Dv360Advertisers } from '../../../domain/dv360/answers';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { Body, Id } from '../../http/schemas';
import { campaignIntegrations } from '../integrations/campaign-integrations';

export const dv360AdvertiserRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/dv360/advertisers',
      {
        config: { access: PERSONALISE_ACCESS },
        schema: {
          tags: ['dv360'],
          querystring: Body({ campaignId: Id }),
          response: { 200: Dv360Advertisers, ...errors(403, 404) },
        },
      },
      async (request) => {
        const nodes = await campaignIntegrations(deps, request, request.query.campaignId, PERSONALISE_ACCESS);
        return nodes.flatMap(({ nodeId, ids, tokens }) =>
          ids.dv360AdvertiserId
            ? [{ nodeId, dv360AdvertiserId: ids.dv360AdvertiserId, connected: !!tokens.dv360Token }]
            : [],
        );
      },
    );
  };
