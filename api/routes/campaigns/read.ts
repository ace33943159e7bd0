// Reading campaigns (spec 2 §7 "Campaigns"): GET /campaigns?filter&range&sort, GET /campaigns/exists?partnerId&name,
// GET /campaigns/{id}?partnerId and GET /campaigns/{id}/pending-operations. Every call is held to the caller's
// partner and reachable nodes.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reachableNodes } from '../../../commands/asset-scope';
import { resolvePartner } from '../../../commands/authorization';
import { CAMPAIGN_ACCESS, scopedCampaign } from '../../../commands/campaigns';
import { pendingOperationsOf } from '../../../commands/pending-operations';
import { MESSAGES } from '../../../domain/shared/errors';
import { CAMPAIGN_LIST, campaignNameTaken, listCampaigns } from '../../../projections/campaigns/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { ListAnswer, listQuerystring, parseListQuery, sendPage } from '../../http/list-query';
import { PartnerChoice } from '../../http/partner-choice';
import { always, Body, Id, JSON_STRING_CHAR, Text, withRule } from '../../http/schemas';
import { Campaign, CampaignExists, CampaignRow, PendingOperations } from '../../../domain/campaign/answers';
import { campaignAnswer, inPartner, params } from './view';

/** A querystring refuses fields it does not name, as a body does. */
const Query = Body;

/** The list's filter names its keys: CAMPAIGN_LIST's scalars of their types, and nodeIds, a list of node ids. */
const FILTER_MEMBER = `(?:${[
  ...Object.entries(CAMPAIGN_LIST.filters).map(
    ([key, type]) => `"${key}":(?:${type === 'boolean' ? 'true|false' : `"${JSON_STRING_CHAR}*"`}|null)`,
  ),
  '"nodeIds":(?:\\[(?:"[0-9a-f]{24}"(?:,"[0-9a-f]{24}")*)?\\]|null)',
].join('|')})`;
const Filter = withRule(
  Type.String({
    pattern: `^\\{(?:${FILTER_MEMBER}(?:,${FILTER_MEMBER})*)?\\}$`,
    description: `JSON object: ${Object.entries(CAMPAIGN_LIST.filters)
      .map(([key, type]) => `"${key}" (${type})`)
      .join(', ')}, "nodeIds" (node ids: campaigns on any of them); "q" searches the name`,
    examples: ['{"q":"summer","archived":false,"nodeIds":["0123456789abcdef01234567"]}'],
  }),
  always(MESSAGES.wrongParams),
);

export const readRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/campaigns',
      {
        config: { access: CAMPAIGN_ACCESS.read },
        schema: {
          tags: ['campaigns'],
          querystring: Query({
            ...listQuerystring(CAMPAIGN_LIST),
            filter: Type.Optional(Filter),
            partnerId: PartnerChoice('the filter names it'),
          }),
          response: { 200: ListAnswer('campaigns', CampaignRow) },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const query = parseListQuery(request.query, CAMPAIGN_LIST);
        const { nodeIds } = (request.query.filter ? JSON.parse(request.query.filter) : {}) as {
          nodeIds?: string[] | null;
        };
        const scope = {
          partnerId: resolvePartner(actor, request.query.partnerId ?? (query.filter.partnerId as string | undefined)),
          nodeIds: nodeIds ?? [],
          reachable: await reachableNodes(deps.lookups, actor),
        };
        return sendPage(reply, 'campaigns', query, await listCampaigns(deps.pool, scope, query));
      },
    );

    app.get(
      '/campaigns/exists',
      {
        config: { access: CAMPAIGN_ACCESS.edit },
        schema: {
          tags: ['campaigns'],
          querystring: Query({ name: Text(), partnerId: PartnerChoice() }),
          response: { 200: CampaignExists },
        },
      },
      async (request) => {
        const { name, partnerId } = request.query;
        return {
          exists: await campaignNameTaken(deps.pool, resolvePartner(actorOf(request), partnerId), name.trimEnd()),
        };
      },
    );

    app.get(
      '/campaigns/:id',
      {
        config: { access: CAMPAIGN_ACCESS.read },
        schema: {
          tags: ['campaigns'],
          params,
          querystring: Query({ partnerId: Type.Optional(Id) }),
          response: { 200: Campaign, ...errors(404) },
        },
      },
      async (request) => {
        const campaign = inPartner(
          await scopedCampaign(deps.lookups, actorOf(request), request.params.id),
          request.query.partnerId,
        );
        return campaignAnswer(deps.pool, campaign.id);
      },
    );

    app.get(
      '/campaigns/:id/pending-operations',
      {
        config: { access: CAMPAIGN_ACCESS.read },
        schema: { tags: ['campaigns'], params, response: { 200: PendingOperations, ...errors(404) } },
      },
      async (request) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.id);
        return pendingOperationsOf(deps.store).list(campaign.id);
      },
    );
  };
