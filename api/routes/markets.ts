// Markets per partner (spec 3 §7): GET /markets/{partnerId}, POST /markets/create/{partnerId},
// PUT /markets/update/{id}, DELETE /markets/delete/{partnerId}/{id}.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MARKET_NOT_FOUND } from '../../domain/business-tree';
import { assertPartnerScope } from '../../commands/authorization';
import { createMarket, deleteMarket, updateMarket } from '../../commands/business-tree';
import { getMarket, listMarkets, MARKET_LIST } from '../../projections/business-tree/queries';
import { actorOf } from '../auth/gate';
import type { AppDeps } from '../deps';
import { runCommand } from '../http/commands';
import { errors } from '../http/errors';
import { accepted } from '../http/saved-answer';
import { found, withLegacyId } from '../http/found';
import { ListAnswer, listQuerystring, parseListQuery, sendPage } from '../http/list-query';
import { Body, Deleted, Id, Params } from '../http/schemas';
import { Name } from '../schemas/fields';
import { Market, MarketRow } from '../../domain/business-tree/answers';

/** No GET reads one market: a lagging write's Location is its partner's markets, the list it appears in. */
const MARKETS = '/markets/:partnerId';

export const marketRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const market = async (id: string) => withLegacyId(found(await getMarket(deps.pool, id), MARKET_NOT_FOUND));

    app.get(
      '/markets/:partnerId',
      {
        config: { access: 'ALL' },
        schema: {
          tags: ['markets'],
          params: Params({ partnerId: Id }),
          querystring: Type.Object(listQuerystring(MARKET_LIST), { additionalProperties: false }),
          response: { 200: ListAnswer('markets', MarketRow), ...errors(403) },
        },
      },
      async (request, reply) => {
        assertPartnerScope(actorOf(request), request.params.partnerId);
        const query = parseListQuery(request.query, MARKET_LIST);
        return sendPage(reply, 'markets', query, await listMarkets(deps.pool, request.params.partnerId, query));
      },
    );

    app.post(
      '/markets/create/:partnerId',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['markets'],
          params: Params({ partnerId: Id }),
          body: Body({ name: Name }),
          response: { 201: Market, ...accepted(MARKETS, 'marketId'), ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        const { marketId } = await runCommand(deps, request, reply, (commands, context) =>
          createMarket(commands, context, request.params.partnerId, request.body.name),
        );
        return reply.status(201).send(await market(marketId));
      },
    );

    app.put(
      '/markets/update/:id',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['markets'],
          params: Params({ id: Id }),
          body: Body({ name: Name }),
          response: { 200: Market, ...accepted(MARKETS, 'id'), ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          updateMarket(commands, context, request.params.id, request.body.name),
        );
        return market(request.params.id);
      },
    );

    app.delete(
      '/markets/delete/:partnerId/:id',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['markets'],
          params: Params({ partnerId: Id, id: Id }),
          response: { 200: Deleted, ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          deleteMarket(commands, context, request.params.partnerId, request.params.id),
        );
        return { id: request.params.id };
      },
    );
  };
