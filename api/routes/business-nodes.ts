// The partner tree (spec 3 §7): GET /business-nodes?partnerId, POST /business-nodes?partnerId,
// PUT /business-nodes/{id} {name} or {subscribers} (or both, one append), DELETE /business-nodes/{id}, and
// GET /business-nodes/{id}/subscribers?parents=1.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '../../domain/shared/errors';
import { assertPartnerScope, resolvePartner } from '../../commands/authorization';
import { changeBusinessNode, createBusinessNode, deleteBusinessNode } from '../../commands/business-tree';
import { getNode, partnerTree } from '../../projections/business-tree/queries';
import { nodeSubscribers } from '../../projections/business-tree/subscribers';
import { actorOf } from '../auth/gate';
import type { AppDeps } from '../deps';
import { runCommand } from '../http/commands';
import { errors } from '../http/errors';
import { accepted } from '../http/saved-answer';
import { found, withLegacyId } from '../http/found';
import { PartnerChoice } from '../http/partner-choice';
import { Body, Deleted, Id, Nullable, Params } from '../http/schemas';
import { BusinessNode, BusinessTree, NodeSubscriber } from '../../domain/business-tree/answers';
import { SUBSCRIBERS_MAX } from '../../domain/business-tree/subscribers';
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
          response: { 201: BusinessNode, ...accepted('/business-nodes/:nodeId'), ...errors(404, 409) },
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
          body: Type.Object(
            {
              name: Type.Optional(Name),
              subscribers: Type.Optional(
                Type.Array(Id, {
                  maxItems: SUBSCRIBERS_MAX,
                  description: "The node's subscribers, whole: ids of users of the node's partner",
                }),
              ),
            },
            { additionalProperties: false, minProperties: 1 },
          ),
          response: { 200: BusinessNode, ...accepted('/business-nodes/:id'), ...errors(404, 409, 422) },
        },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          changeBusinessNode(commands, context, request.params.id, request.body),
        );
        return node(request.params.id);
      },
    );

    app.get(
      '/business-nodes/:id/subscribers',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['business-nodes'],
          params: Params({ id: Id }),
          querystring: Type.Object(
            {
              parents: Type.Optional(
                Type.Union([Type.Literal('1'), Type.Literal('0')], {
                  description: '1: also the subscribers of every node above this one, each once, marked inherited',
                }),
              ),
            },
            { additionalProperties: false },
          ),
          response: { 200: Type.Array(NodeSubscriber), ...errors(403, 404) },
        },
      },
      async (request) => {
        const answer = await node(request.params.id);
        assertPartnerScope(actorOf(request), answer.partnerId);
        return nodeSubscribers(deps.pool, request.params.id, request.query.parents === '1');
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
