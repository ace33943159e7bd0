// Meta look-ups (spec 2 §7): GET /facebook/{adAccountId}/campaigns?expanded (with each campaign's ad sets when
// expanded) and GET /facebook/campaign/{id}/adsets?facebookAdAccountId, through the node integration holding the ad
// account (connection.ts). For whoever builds campaigns (the campaign creators' group): they choose where to publish
// and which ad sets to import as segments. A failure answers Meta's reason; the screen's toast is 'Failed to load
// Meta campaigns' (domain/meta/messages.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MetaAdSets, MetaCampaigns } from '../../../domain/meta/answers';
import type { Group } from '../../../domain/roles';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { onPlatform } from '../../http/platform-errors';
import { AdSetsParams, AdSetsQuery, CampaignsParams, CampaignsQuery } from '../../schemas/meta';
import { metaConnection } from './connection';

export const LOOKUP_ACCESS: Group = 'CAMPAIGN_CREATORS';
const config = { access: LOOKUP_ACCESS };
const tags = ['meta'];
const failures = errors(403, 404, 422, 429, 503);

export const metaLookupRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { lookups } = deps.oauth.meta;

    app.get(
      '/facebook/:id/campaigns',
      {
        config,
        schema: {
          tags,
          params: CampaignsParams,
          querystring: CampaignsQuery,
          response: { 200: MetaCampaigns, ...failures },
        },
      },
      async (request) => {
        const account = await metaConnection(deps, actorOf(request), request.params.id);
        return onPlatform(() => lookups.campaigns(account, (request.query.expanded ?? 'false') !== 'false'));
      },
    );

    app.get(
      '/facebook/campaign/:id/adsets',
      {
        config,
        schema: { tags, params: AdSetsParams, querystring: AdSetsQuery, response: { 200: MetaAdSets, ...failures } },
      },
      async (request) => {
        const account = await metaConnection(deps, actorOf(request), request.query.facebookAdAccountId);
        return onPlatform(() => lookups.adSets(account, request.params.id));
      },
    );
  };
