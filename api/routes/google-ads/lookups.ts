// Google Ads look-ups (spec 2 §7): GET /google-ads/campaigns?nodeId and /google-ads/campaign/{id}/adgroups?nodeId,
// through the named business node's Google Ads integration (its customer ID and token). For whoever builds campaigns
// (the campaign creators' group): they choose the ad groups to publish into. A failure answers Google Ads' reason with
// the spec's words (platforms/gads/errors.ts); the screen's toast is 'Error while loading google ads campaigns'
// (domain/gads/messages.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GadsAdGroups, GadsCampaigns } from '../../../domain/gads/answers';
import { GADS_MESSAGES } from '../../../domain/gads/messages';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { onPlatform } from '../../http/platform-errors';
import { NodeQuery, PlatformIdParams } from '../../schemas/platform-lookups';
import { LOOKUP_ACCESS } from '../meta/lookups';
import { nodeConnection } from '../integrations/node-connection';

const config = { access: LOOKUP_ACCESS };
const tags = ['google-ads'];
const failures = errors(403, 404, 409, 422, 429, 503);

export const googleAdsLookupRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const lookups = deps.oauth.google.gadsLookups;
    const connection = (actor: Parameters<typeof nodeConnection>[1], nodeId: string) =>
      nodeConnection(deps, actor, nodeId, 'gadsToken', GADS_MESSAGES.notConnected);

    app.get(
      '/google-ads/campaigns',
      { config, schema: { tags, querystring: NodeQuery, response: { 200: GadsCampaigns, ...failures } } },
      async (request) => {
        const account = await connection(actorOf(request), request.query.nodeId);
        return onPlatform(() => lookups.campaigns(account));
      },
    );

    app.get(
      '/google-ads/campaign/:id/adgroups',
      {
        config,
        schema: {
          tags,
          params: PlatformIdParams,
          querystring: NodeQuery,
          response: { 200: GadsAdGroups, ...failures },
        },
      },
      async (request) => {
        const account = await connection(actorOf(request), request.query.nodeId);
        return onPlatform(() => lookups.adGroups(account, request.params.id));
      },
    );
  };
