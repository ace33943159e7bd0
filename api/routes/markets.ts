// Markets per partner (spec 3 §7): GET /markets/{partnerId}, POST /markets/create/{partnerId},
// PUT /markets/update/{id}, DELETE /markets/delete/{partnerId}/{id}.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MARKET_NOT_FOUND } from '../../domain/business-tree';
import { DomainError } from '../../domain/shared/errors';
import { assertPartnerScope } from '../../commands/authorization';
import { createMarket, deleteMarket, updateMarket } from '../../commands/business-tree';
import { getMarket, listMarkets } from '../../projections/business-tree/queries';
import { actorOf } from '../auth/gate';
import type { AppDeps } from '../deps';
import { commandContext, commandDeps, settle } from '../http/commands';
import { ListQuerystring, parseListQuery, sendPage } from '../http/list-query';
import { Body, Id, Params } from '../http/schemas';

export const marketRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const found = async (id: string) => {
      const market = await getMarket(deps.pool, id);
      if (!market) throw DomainError.notFound(MARKET_NOT_FOUND);
      return { ...market, _id: market.id };
    };

    app.get(
      '/markets/:partnerId',
      { config: { access: 'ALL' }, schema: { tags: ['markets'], params: Params({ partnerId: Id }), querystring: Type.Object(ListQuerystring, { additionalProperties: false }) } },
      async (request, reply) => {
        assertPartnerScope(actorOf(request), request.params.partnerId);
        const query = parseListQuery(request.query);
        return sendPage(reply, 'markets', query, await listMarkets(deps.pool, request.params.partnerId, query));
      },
    );

    app.post(
      '/markets/create/:partnerId',
      { config: { access: 'ADMIN_GROUP' }, schema: { tags: ['markets'], params: Params({ partnerId: Id }), body: Body({ name: Type.String() }) } },
      async (request, reply) => {
        const result = await createMarket(commandDeps(deps), commandContext(request), request.params.partnerId, request.body.name);
        await settle(deps, reply, result);
        return reply.status(201).send(await found(result.marketId));
      },
    );

    app.put(
      '/markets/update/:id',
      { config: { access: 'ADMIN_GROUP' }, schema: { tags: ['markets'], params: Params({ id: Id }), body: Body({ name: Type.String() }) } },
      async (request, reply) => {
        await settle(deps, reply, await updateMarket(commandDeps(deps), commandContext(request), request.params.id, request.body.name));
        return found(request.params.id);
      },
    );

    app.delete(
      '/markets/delete/:partnerId/:id',
      { config: { access: 'ADMIN_GROUP' }, schema: { tags: ['markets'], params: Params({ partnerId: Id, id: Id }) } },
      async (request, reply) => {
        await settle(deps, reply, await deleteMarket(commandDeps(deps), commandContext(request), request.params.partnerId, request.params.id));
        return { id: request.params.id };
      },
    );
  };
