// A business node's cloud storage connections (spec 3 §7): GET /business-nodes/{id}/cloud-storage-connections,
// POST, PUT and DELETE /business-nodes/{id}/cloud-storage-connection (PUT's body and DELETE's query name the
// connectionId) and GET /business-nodes/cloud-storage-connections?nodeIds&entityType. Reads for anyone who reaches
// the nodes, changes for the admin group. And (ours) GET /business-nodes/{id}/usable-cloud-storages: the connectors
// the node may connect to, its partner's and the shared ones, named only (GET /cloud-storage, with their settings, is
// the super user's), so an admin of the partner can choose one.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  assertNodesReadable,
  changeNodeStorage,
  connectNodeStorage,
  disconnectNodeStorage,
} from '../../commands/node-storage';
import { EXPORTABLE_ENTITY_TYPES } from '../../domain/node-storage';
import { NodeStorageConnectionAnswer, UsableConnectorAnswer } from '../../domain/node-storage/answers';
import { SHORT_TEXT_MAX_LENGTH } from '../../domain/shared/text-limits';
import { listCloudStorage } from '../../projections/cloud-storage/queries';
import { nodeStorageConnections } from '../../projections/node-cloud-storage/queries';
import { actorOf } from '../auth/gate';
import type { AppDeps } from '../deps';
import { runCommand } from '../http/commands';
import { errors } from '../http/errors';
import { accepted } from '../http/saved-answer';
import { Body, Id, Literals, Params, Text } from '../http/schemas';

const tags = ['business-nodes'];
const Connections = Type.Array(NodeStorageConnectionAnswer);
const CONNECTIONS = '/business-nodes/:id/cloud-storage-connections';
const ConnectionFields = {
  storageId: Id,
  entityTypes: Type.Array(Literals(EXPORTABLE_ENTITY_TYPES), { minItems: 1, maxItems: EXPORTABLE_ENTITY_TYPES.length }),
  path: Type.Optional(Text({ maxLength: SHORT_TEXT_MAX_LENGTH, description: "Under the connector's prefix" })),
};
const ConnectionId = { connectionId: Id };

export const nodeCloudStorageRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const ofNode = (nodeId: string) => nodeStorageConnections(deps.pool, [nodeId], null);

    app.get(
      '/business-nodes/cloud-storage-connections',
      {
        config: { access: 'ALL' },
        schema: {
          tags,
          querystring: Type.Object(
            {
              nodeIds: Type.String({
                pattern: '^[0-9a-f]{24}(,[0-9a-f]{24}){0,99}$',
                description: 'Business node ids, a comma list of at most 100',
              }),
              entityType: Type.Optional(Literals(EXPORTABLE_ENTITY_TYPES)),
            },
            { additionalProperties: false },
          ),
          response: { 200: Connections, ...errors(403, 404) },
        },
      },
      async (request) => {
        const nodeIds = [...new Set(request.query.nodeIds.split(','))];
        await assertNodesReadable(deps.lookups, actorOf(request), nodeIds);
        return nodeStorageConnections(deps.pool, nodeIds, request.query.entityType ?? null);
      },
    );

    app.get(
      '/business-nodes/:id/cloud-storage-connections',
      {
        config: { access: 'ALL' },
        schema: { tags, params: Params({ id: Id }), response: { 200: Connections, ...errors(403, 404) } },
      },
      async (request) => {
        await assertNodesReadable(deps.lookups, actorOf(request), [request.params.id]);
        return ofNode(request.params.id);
      },
    );

    app.get(
      '/business-nodes/:id/usable-cloud-storages',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags,
          params: Params({ id: Id }),
          response: { 200: Type.Array(UsableConnectorAnswer), ...errors(403, 404) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const partnerId = (await assertNodesReadable(deps.lookups, actorOf(request), [id])).get(id)!;
        return (await listCloudStorage(deps.pool, partnerId)).map((c) => ({
          id: c.id,
          name: c.name,
          storageType: c.storageType,
          shared: c.partnerId === null,
          isConnected: c.isConnected,
        }));
      },
    );

    app.post(
      '/business-nodes/:id/cloud-storage-connection',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags,
          params: Params({ id: Id }),
          body: Body(ConnectionFields),
          response: { 201: Connections, ...accepted(CONNECTIONS), ...errors(403, 404, 409) },
        },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          connectNodeStorage(commands, context, request.params.id, request.body),
        );
        return reply.status(201).send(await ofNode(request.params.id));
      },
    );

    app.put(
      '/business-nodes/:id/cloud-storage-connection',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags,
          params: Params({ id: Id }),
          body: Body({ ...ConnectionId, ...ConnectionFields }),
          response: { 200: Connections, ...accepted(CONNECTIONS), ...errors(403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { connectionId, ...input } = request.body;
        await runCommand(deps, request, reply, (commands, context) =>
          changeNodeStorage(commands, context, request.params.id, connectionId, input),
        );
        return ofNode(request.params.id);
      },
    );

    app.delete(
      '/business-nodes/:id/cloud-storage-connection',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags,
          params: Params({ id: Id }),
          querystring: Body(ConnectionId),
          response: { 200: Connections, ...accepted(CONNECTIONS), ...errors(403, 404) },
        },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          disconnectNodeStorage(commands, context, request.params.id, request.query.connectionId),
        );
        return ofNode(request.params.id);
      },
    );
  };
