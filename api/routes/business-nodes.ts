// The partner tree (spec 3 §7): GET /business-nodes?partnerId, POST /business-nodes?partnerId,
// PUT /business-nodes/{id} {name}, DELETE /business-nodes/{id}.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '../../domain/shared/errors';
import { assertPartnerScope, resolvePartner } from '../../commands/authorization';
import { createBusinessNode, deleteBusinessNode, renameBusinessNode } from '../../commands/business-tree';
import { getNode, partnerTree } from '../../projections/business-tree/queries';
import { actorOf } from '../auth/gate';
import type { AppDeps } from '../deps';
import { runCommand } from '../http/commands';
import { errors } from '../http/errors';
import { found, withLegacyId } from '../http/found';
import { PartnerChoice } from '../http/partner-choice';
import { Body, Deleted, Id, Nullable, Params } from '../http/schemas';
import { BusinessNode, BusinessTree } from '../../domain/business-tree/answers';
import { Name, NodeType } from '../schemas/fields';

const PartnerQuery = Type.Object({ partnerId: PartnerChoice() }, { additionalProperties: false });

export const businessNodeRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const node = async (id: string) => withLegacyId(found(await getNode(deps.pool, id), MESSAGES.businessNodeNotFound));

    app.get(
      '/business-nodes',
      {
        config: { access: 'ALL' },
        schema: {
          tags: ['business-nodes'],
          querystring: PartnerQuery,
          response: { 200: BusinessTree, ...errors(403) },
        },
      },
      async (request) => partnerTree(deps.pool, resolvePartner(actorOf(request), request.query.partnerId)),
    );

    app.get(
      '/business-nodes/:id',
      {
        config: { access: 'ALL' },
        schema: {
          tags: ['business-nodes'],
          params: Params({ id: Id }),
          response: { 200: BusinessNode, ...errors(403, 404) },
        },
      },
      async (request) => {
        const answer = await node(request.params.id);
        assertPartnerScope(actorOf(request), answer.partnerId);
        return answer;
      },
    );

    app.post(
      '/business-nodes',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['business-nodes'],
          querystring: PartnerQuery,
          body: Body({ parentId: Nullable(Id), name: Name, type: NodeType, marketId: Type.Optional(Nullable(Id)) }),
          response: { 201: BusinessNode, ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        const { parentId, name, type, marketId = null } = request.body;
        const { nodeId } = await runCommand(deps, request, reply, (commands, context) =>
          createBusinessNode(commands, context, resolvePartner(context.actor, request.query.partnerId), {
            parentId,
            name,
            type,
            marketId,
          }),
        );
        return reply.status(201).send(await node(nodeId));
      },
    );

    app.put(
      '/business-nodes/:id',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['business-nodes'],
          params: Params({ id: Id }),
          body: Body({ name: Name }),
          response: { 200: BusinessNode, ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          renameBusinessNode(commands, context, request.params.id, request.body.name),
        );
        return node(request.params.id);
      },
    );

    app.delete(
      '/business-nodes/:id',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['business-nodes'],
          params: Params({ id: Id }),
          response: { 200: Deleted, ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          deleteBusinessNode(commands, context, request.params.id),
        );
        // The node's platform tokens go with it: its data key is shredded, so their ciphertexts stay unreadable.
        await deps.secrets.shred(request.params.id);
        return { id: request.params.id };
      },
    );
  };
