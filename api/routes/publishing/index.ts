// Publishing (issue 20 §3; spec 2 §7 'Campaigns', 'Meta, Google Ads, DV360'):
// - POST /campaigns/{id}/publish {channels, placements}, POST /html-prerenderer/publish {campaignId, platform} (the
//   CM360 PRE_RENDERED sub-platform: the approved creatives' screenshots) and POST /google-ads/publish {campaignId,
//   nodeId, adGroupId} record a publish and start its workflow `publish-<publishId>`; POST
//   /campaigns/publishing/{id}/retry (ours) is 'Try again' of a publish's failed creatives. A platform with no adapter
//   answers 'Unknown publishing channel'.
// - GET /campaigns/publishing/{id} and /campaigns/publishing-market-data/{id} (the campaign's id): its publishes, and
//   where each market (business node) stands per platform; GET /campaigns/{id}/served?at= (ours): which approved
//   content was live on which platform at that moment.
// Publishing is the admin group's (domain/publishing/access.ts); every reader of the campaign reads.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import { Type } from 'typebox';
import { scopedCampaign } from '../../../commands/campaigns';
import {
  requestGoogleAdsPublish,
  requestPrerenderedPublish,
  requestPublish,
  retryPublish,
  type PublishResult,
} from '../../../commands/publishing';
import { CampaignAggregate } from '../../../domain/campaign';
import { connectedPlatforms } from '../../../domain/integration/properties';
import type { IdProperty, TokenProperty } from '../../../domain/integration/properties';
import { PUBLISH_ACCESS } from '../../../domain/publishing/access';
import {
  PublishingAnswer,
  PublishingMarketData,
  PublishStarted,
  ServedAnswer,
} from '../../../domain/publishing/answers';
import { latestState } from '../../../commands/execute';
import {
  campaignMarkets,
  campaignPublishes,
  latestCreatives,
  marketCounts,
  publishRunning,
  servedAt,
} from '../../../projections/publishing/queries';
import { CAMPAIGN_NOT_FOUND } from '../../../domain/campaign/messages';
import { DomainError } from '../../../domain/shared/errors';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { Id, Params, Text } from '../../http/schemas';

const tags = ['publishing'];
const publish = { access: PUBLISH_ACCESS.publish };
const read = { access: PUBLISH_ACCESS.read };
const byId = Params({ id: Id });
const started = { 201: PublishStarted, ...errors(404, 409, 422) };
const Platform = Text({ maxLength: 40, description: 'google, facebook, youtube, gads or dv360' });
const PlacementId = Type.String({
  pattern: '^[0-9]{1,20}$',
  description: "The platform's id of the ad group or ad set",
});
const Placement = Type.Object(
  {
    nodeId: Id,
    platform: Type.Union([Type.Literal('gads'), Type.Literal('facebook')]),
    placementId: PlacementId,
  },
  {
    additionalProperties: false,
    description:
      "Where a business node's ads go: its Google Ads ad group (required for gads), or its Meta ad set for the " +
      'variants without a Meta Ad Set segment (whose ad set is the segment)',
  },
);

export const publishingRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    /** Starts the publish's workflow; one that cannot start now (Temporal away) is started by the boot reconciler. */
    const start = async (result: PublishResult, log: FastifyBaseLogger) => {
      await deps.publishes
        .start({ publishId: result.publishId })
        .catch((error: unknown) =>
          log.error({ err: error, publishId: result.publishId }, 'publish workflow did not start'),
        );
      return { publishId: result.publishId, queued: result.queued };
    };

    app.post(
      '/campaigns/:id/publish',
      {
        config: publish,
        schema: {
          tags,
          params: byId,
          body: Type.Object(
            {
              channels: Type.Array(Platform, { minItems: 1, maxItems: 10 }),
              placements: Type.Optional(Type.Array(Placement, { maxItems: 200 })),
            },
            { additionalProperties: false },
          ),
          response: started,
        },
      },
      async (request, reply) => {
        const result = await runCommand(deps, request, reply, (commands, context) =>
          requestPublish(commands, context, request.params.id, request.body, deps.publishTo),
        );
        return reply.code(201).send(await start(result, request.log));
      },
    );

    app.post(
      '/html-prerenderer/publish',
      {
        config: publish,
        schema: {
          tags,
          body: Type.Object({ campaignId: Id, platform: Platform }, { additionalProperties: false }),
          response: started,
        },
      },
      async (request, reply) => {
        const result = await runCommand(deps, request, reply, (commands, context) =>
          requestPrerenderedPublish(commands, context, request.body, deps.publishTo),
        );
        return reply.code(201).send(await start(result, request.log));
      },
    );

    app.post(
      '/google-ads/publish',
      {
        config: publish,
        schema: {
          tags,
          body: Type.Object(
            { campaignId: Id, nodeId: Id, adGroupId: Type.Optional(PlacementId) },
            { additionalProperties: false },
          ),
          response: started,
        },
      },
      async (request, reply) => {
        const result = await runCommand(deps, request, reply, (commands, context) =>
          requestGoogleAdsPublish(commands, context, request.body, deps.publishTo),
        );
        return reply.code(201).send(await start(result, request.log));
      },
    );

    app.post(
      '/campaigns/publishing/:id/retry',
      { config: publish, schema: { tags, params: byId, response: started } },
      async (request, reply) => {
        const result = await runCommand(deps, request, reply, (commands, context) =>
          retryPublish(commands, context, request.params.id, deps.publishTo),
        );
        return reply.code(201).send(await start(result, request.log));
      },
    );

    /** The campaign as its stream holds it, once the caller may read it. */
    const campaignOf = async (request: Parameters<typeof actorOf>[0], campaignId: string) => {
      const ref = await scopedCampaign(deps.lookups, actorOf(request), campaignId, read.access);
      const context = {
        actor: { userId: 'publishing-read', role: 'SYSTEM' as const },
        partnerId: ref.partnerId,
        correlationId: request.id,
        now: () => new Date(),
      };
      const campaign = await latestState(deps.store, CampaignAggregate, ref.id, context);
      if (campaign.status !== 'live') throw DomainError.notFound(CAMPAIGN_NOT_FOUND);
      return campaign;
    };

    app.get(
      '/campaigns/publishing/:id',
      { config: read, schema: { tags, params: byId, response: { 200: PublishingAnswer, ...errors(404) } } },
      async (request) => {
        const campaign = await campaignOf(request, request.params.id);
        const [publishes, running] = await Promise.all([
          campaignPublishes(deps.pool, campaign.id),
          publishRunning(deps.pool, campaign.id),
        ]);
        return {
          campaignId: campaign.id,
          personalizationType: campaign.personalizationType,
          deliveryTypes: campaign.deliveryTypes,
          running,
          publishes,
        };
      },
    );

    app.get(
      '/campaigns/publishing-market-data/:id',
      { config: read, schema: { tags, params: byId, response: { 200: PublishingMarketData, ...errors(404) } } },
      async (request) => {
        const campaign = await campaignOf(request, request.params.id);
        const [markets, creatives] = await Promise.all([
          campaignMarkets(deps.pool, campaign.businessNodes),
          latestCreatives(deps.pool, campaign.id),
        ]);
        return {
          campaignId: campaign.id,
          markets: markets.map((m) => ({
            nodeId: m.nodeId,
            name: m.name,
            connected: connectedPlatforms({
              ids: m.ids as Partial<Record<IdProperty, string>>,
              tokens: Object.keys(m.tokens) as TokenProperty[],
            }).filter((p) => campaign.platforms.includes(p)),
            platforms: marketCounts(creatives, m.nodeId),
          })),
        };
      },
    );

    app.get(
      '/campaigns/:id/served',
      {
        config: read,
        schema: {
          tags,
          params: byId,
          querystring: Type.Object({ at: Type.String({ format: 'date-time' }) }, { additionalProperties: false }),
          response: { 200: ServedAnswer, ...errors(404) },
        },
      },
      async (request) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.id, read.access);
        const at = new Date(request.query.at);
        return { campaignId: campaign.id, at: at.toISOString(), ads: await servedAt(deps.pool, campaign.id, at) };
      },
    );
  };
