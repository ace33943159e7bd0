// GET /users/watchers?marketId&input&allowedRoles&campaignId (spec 2 §7): the users an approval request may name —
// active users of the caller's partner who read campaigns, by part of a name or e-mail, of the allowed roles, assigned
// to the market. Top admins name the partner (partnerId), or a market or a campaign names it. With campaignId (the
// request dialog's pickers): only users who can see that campaign, so the pickers offer no one the request refuses.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { assertPartnerScope } from '../../../commands/authorization';
import { CAMPAIGN_ACCESS, scopedCampaign } from '../../../commands/campaigns';
import { GROUPS } from '../../../domain/roles';
import { DomainError, MESSAGES } from '../../../domain/shared/errors';
import { watchers } from '../../../projections/reviews/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { WatcherAnswer } from '../../../domain/campaign/review-answers';
import { WatchersQuery } from '../../schemas/reviews';

export const watcherRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/users/watchers',
      {
        config: { access: CAMPAIGN_ACCESS.read },
        schema: {
          tags: ['reviews'],
          querystring: WatchersQuery,
          response: { 200: Type.Array(WatcherAnswer), ...errors(404) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const { marketId, input, allowedRoles, campaignId } = request.query;
        const campaign = campaignId ? await scopedCampaign(deps.lookups, actor, campaignId) : null;
        const marketPartner = marketId
          ? found(
              (await deps.lookups.nodePartner(marketId)) ?? (await deps.lookups.marketPartner(marketId)),
              MESSAGES.entityNotFound,
            )
          : null;
        const partnerId = request.query.partnerId ?? campaign?.partnerId ?? marketPartner ?? actor.partnerId;
        if (partnerId === null) throw DomainError.badRequest(MESSAGES.partnerRequired, { field: 'partnerId' });
        if ((marketPartner ?? partnerId) !== partnerId || (campaign?.partnerId ?? partnerId) !== partnerId)
          throw DomainError.notFound(MESSAGES.entityNotFound);
        assertPartnerScope(actor, partnerId);
        const audience = campaign
          ? { nodeIds: campaign.businessNodes, readers: GROUPS[CAMPAIGN_ACCESS.read], wholePartner: GROUPS.ADMIN_GROUP }
          : undefined;
        return watchers(deps.pool, partnerId, {
          ...(input ? { input } : {}),
          ...(marketId ? { marketId } : {}),
          ...(allowedRoles ? { allowedRoles: allowedRoles.split(',') } : {}),
          ...(audience ? { audience } : {}),
        });
      },
    );
  };
