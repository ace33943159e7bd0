// Cloud storage connectors (spec 3 §2, §7): GET/POST /cloud-storage, GET/PUT/DELETE /cloud-storage/{id} and the two
// test connections, for super users only. The secret is write-only: answers say whether one is set.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  createCloudStorage,
  deleteCloudStorage,
  testConnection,
  testSavedConnection,
  updateCloudStorage,
} from '../../commands/cloud-storage';
import { CLOUD_STORAGE_MESSAGES } from '../../domain/cloud-storage';
import { CloudStorage, ConnectionTestAnswer } from '../../domain/cloud-storage/answers';
import { probeConnection } from '../../platforms/cloud-storage/probe';
import { getCloudStorage, listCloudStorage } from '../../projections/cloud-storage/queries';
import { publicEndpointsOnly } from '../cloud-storage-endpoints';
import type { AppDeps } from '../deps';
import { actorOf } from '../auth/gate';
import { runCommand } from '../http/commands';
import { errors } from '../http/errors';
import { accepted } from '../http/saved-answer';
import { found } from '../http/found';
import { Body, Deleted, Id, Literals, Params } from '../http/schemas';
import { CloudStorageFields, ConnectionFields } from '../schemas/cloud-storage';

const tags = ['cloud-storage'];
const access = 'SUPER_ONLY' as const;

export const cloudStorageRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const storage = async (id: string) => found(await getCloudStorage(deps.pool, id), CLOUD_STORAGE_MESSAGES.notFound);
    const probe = publicEndpointsOnly(
      probeConnection,
      deps.config.allowPrivateLinks,
      undefined,
      deps.localBucket ? [deps.localBucket.endpoint] : [],
    );

    app.get(
      '/cloud-storage',
      {
        config: { access },
        schema: {
          tags,
          querystring: Type.Object({
            partnerId: Type.Optional(Id),
            // The spec's flag; every answer is the full record (the secret aside), so it changes nothing.
            fullPayload: Type.Optional(Literals(['true', 'false'])),
          }),
          response: { 200: Type.Array(CloudStorage) },
        },
      },
      async (request) => listCloudStorage(deps.pool, request.query.partnerId ?? null),
    );

    app.post(
      '/cloud-storage',
      {
        config: { access },
        schema: {
          tags,
          body: Body({
            ...CloudStorageFields,
            partnerId: Type.Optional(Type.Union([Id, Type.Null()], { description: 'None: any partner may use it' })),
          }),
          response: { 201: CloudStorage, ...accepted('/cloud-storage/:storageId'), ...errors(404) },
        },
      },
      async (request, reply) => {
        const { partnerId, ...input } = request.body;
        const { storageId } = await runCommand(deps, request, reply, (commands, context) =>
          createCloudStorage(commands, deps.secrets, context, partnerId ?? null, input),
        );
        return reply.status(201).send(await storage(storageId));
      },
    );

    app.post(
      '/cloud-storage/test-connection',
      { config: { access }, schema: { tags, body: Body(ConnectionFields), response: { 200: ConnectionTestAnswer } } },
      async (request) => testConnection(actorOf(request), request.body, probe),
    );

    app.get(
      '/cloud-storage/:id',
      {
        config: { access },
        schema: { tags, params: Params({ id: Id }), response: { 200: CloudStorage, ...errors(404) } },
      },
      async (request) => storage(request.params.id),
    );

    app.put(
      '/cloud-storage/:id',
      {
        config: { access },
        schema: {
          tags,
          params: Params({ id: Id }),
          body: Body(CloudStorageFields),
          response: { 200: CloudStorage, ...accepted('/cloud-storage/:id'), ...errors(404) },
        },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          updateCloudStorage(commands, deps.secrets, context, request.params.id, request.body),
        );
        return storage(request.params.id);
      },
    );

    app.post(
      '/cloud-storage/:id/test-connection',
      {
        config: { access },
        schema: { tags, params: Params({ id: Id }), response: { 200: ConnectionTestAnswer, ...errors(404) } },
      },
      async (request, reply) => {
        const { isConnected, error } = await runCommand(deps, request, reply, (commands, context) =>
          testSavedConnection(commands, deps.secrets, context, request.params.id, probe),
        );
        return { isConnected, error };
      },
    );

    app.delete(
      '/cloud-storage/:id',
      {
        config: { access },
        schema: { tags, params: Params({ id: Id }), response: { 200: Deleted, ...errors(404, 409) } },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          deleteCloudStorage(commands, deps.secrets, context, request.params.id),
        );
        return { id: request.params.id };
      },
    );
  };
