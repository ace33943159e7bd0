// The partner tree (spec 3 §7): GET /business-nodes?partnerId, POST /business-nodes?partnerId,
// PUT /business-nodes/{id} {name}, DELETE /business-nodes/{id}.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError, MESSAGES } from '../../domain/shared/errors';
import { assertPartnerScope, resolvePartner } from '../../commands/authorization';
import { createBusinessNode, deleteBusinessNode, renameBusinessNode } from '../../commands/business-tree';
import { getNode, partnerTree } from '../../projections/business-tree/queries';
import { actorOf } from '../auth/gate';
import type { AppDeps } from '../deps';
import { commandContext, commandDeps, settle } from '../http/commands';
import { Body, Id, Nullable, Params } from '../http/schemas';

const PartnerQuery = Type.Object({ partnerId: Type.Optional(Id) }, { additionalProperties: false });

export const businessNodeRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const found = async (id: string) => {
      const node = await getNode(deps.pool, id);
      if (!node) throw DomainError.notFound(MESSAGES.businessNodeNotFound);
      return { ...node, _id: node.id };
    };

    app.get('/business-nodes', { config: { access: 'ALL' }, schema: { tags: ['business-nodes'], querystring: PartnerQuery } }, async (request) =>
      partnerTree(deps.pool, resolvePartner(actorOf(request), request.query.partnerId)),
    );

    app.get('/business-nodes/:id', { config: { access: 'ALL' }, schema: { tags: ['business-nodes'], params: Params({ id: Id }) } }, async (request) => {
      const node = await found(request.params.id);
      assertPartnerScope(actorOf(request), node.partnerId);
      return node;
    });

    app.post(
      '/business-nodes',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['business-nodes'],
          querystring: PartnerQuery,
          body: Body({ parentId: Nullable(Id), name: Type.String(), type: Type.String(), marketId: Type.Optional(Nullable(Id)) }),
        },
      },
      async (request, reply) => {
        const partnerId = resolvePartner(actorOf(request), request.query.partnerId);
        const { parentId, name, type, marketId = null } = request.body;
        const result = await createBusinessNode(commandDeps(deps), commandContext(request), partnerId, { parentId, name, type, marketId });
        await settle(deps, reply, result);
        return reply.status(201).send(await found(result.nodeId));
      },
    );

    app.put(
      '/business-nodes/:id',
      { config: { access: 'ADMIN_GROUP' }, schema: { tags: ['business-nodes'], params: Params({ id: Id }), body: Body({ name: Type.String() }) } },
      async (request, reply) => {
        await settle(deps, reply, await renameBusinessNode(commandDeps(deps), commandContext(request), request.params.id, request.body.name));
        return found(request.params.id);
      },
    );

    app.delete('/business-nodes/:id', { config: { access: 'ADMIN_GROUP' }, schema: { tags: ['business-nodes'], params: Params({ id: Id }) } }, async (request, reply) => {
      await settle(deps, reply, await deleteBusinessNode(commandDeps(deps), commandContext(request), request.params.id));
      return { id: request.params.id };
    });
  };
