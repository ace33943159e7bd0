// DV360 look-ups (spec 2 §7): GET /dv360/{advertiserId}/campaigns?nodeId and
// /dv360/{advertiserId}/lineitems?nodeId[&campaignIds=1,2&excludeCompleted=true], through the named business node's
// DV360 integration, which must hold that advertiser. For whoever builds campaigns (the campaign creators' group): they
// choose the line items to import as segments. A failure answers DV360's reason; the screen's toast is 'Failed
// loading DV360 campaigns/line items' (domain/dv360/messages.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DV360_NOT_CONNECTED } from '../../../commands/signal-import';
import { Dv360Campaigns, Dv360LineItems } from '../../../domain/dv360/answers';
import { DV360_MESSAGES } from '../../../domain/dv360/messages';
import { DomainError } from '../../../domain/shared/errors';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { onPlatform } from '../../http/platform-errors';
import { LineItemsQuery, NodeQuery, PlatformIdParams } from '../../schemas/platform-lookups';
import { LOOKUP_ACCESS } from '../meta/lookups';
import { nodeConnection } from '../integrations/node-connection';

const config = { access: LOOKUP_ACCESS };
const tags = ['dv360'];
const failures = errors(403, 404, 409, 422, 429, 503);

export const dv360LookupRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const lookups = deps.oauth.google.dv360Lookups;

    /** The node's DV360 connection, once it holds the advertiser asked for. */
    async function advertiser(request: FastifyRequest, advertiserId: string, nodeId: string) {
      const account = await nodeConnection(deps, actorOf(request), nodeId, 'dv360Token', DV360_NOT_CONNECTED);
      if (account.ids.dv360AdvertiserId !== advertiserId) throw DomainError.notFound(DV360_MESSAGES.advertiserNotFound);
      return account;
    }

    app.get(
      '/dv360/:id/campaigns',
      {
        config,
        schema: {
          tags,
          params: PlatformIdParams,
          querystring: NodeQuery,
          response: { 200: Dv360Campaigns, ...failures },
        },
      },
      async (request) => {
        const account = await advertiser(request, request.params.id, request.query.nodeId);
        return onPlatform(() => lookups.campaigns(account));
      },
    );

    app.get(
      '/dv360/:id/lineitems',
      {
        config,
        schema: {
          tags,
          params: PlatformIdParams,
          querystring: LineItemsQuery,
          response: { 200: Dv360LineItems, ...failures },
        },
      },
      async (request) => {
        const { nodeId, campaignIds, excludeCompleted } = request.query;
        const account = await advertiser(request, request.params.id, nodeId);
        return onPlatform(() => lookups.lineItems(account, campaignIds?.split(',') ?? [], excludeCompleted === 'true'));
      },
    );
  };
