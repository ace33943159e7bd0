// Users (spec 3 §7): internal users (super only) and partner users (admin group, own partner).
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError, MESSAGES } from '../../domain/shared/errors';
import { USER_NOT_FOUND } from '../../domain/user';
import { assertPartnerScope, resolvePartner } from '../../commands/authorization';
import { assertUserScope, createInternalUser, inviteUser, reinviteUser, setUserActive, updateUser } from '../../commands/users';
import { nodePartner } from '../../projections/business-tree/queries';
import { getUser, listInternalUsers, listNodeUsers, listPartnerUsers } from '../../projections/users/queries';
import { actorOf } from '../auth/gate';
import type { AppDeps } from '../deps';
import { commandContext, commandDeps, settle } from '../http/commands';
import { ListQuerystring, parseListQuery, sendPage } from '../http/list-query';
import { Body, Id, Params } from '../http/schemas';

export const REINVITED = 'User was re-invited';

const list = Type.Object(ListQuerystring, { additionalProperties: false });

export const userRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const found = async (id: string) => {
      const user = await getUser(deps.pool, id);
      if (!user) throw DomainError.notFound(USER_NOT_FOUND);
      return { ...user, _id: user.id };
    };

    app.get('/users/admins', { config: { access: 'SUPER_ONLY' }, schema: { tags: ['users'], querystring: list } }, async (request, reply) => {
      const query = parseListQuery(request.query, 'email');
      return sendPage(reply, 'users', query, await listInternalUsers(deps.pool, query));
    });

    app.get(
      '/users/by-partner',
      { config: { access: 'ADMIN_GROUP' }, schema: { tags: ['users'], querystring: Type.Object({ ...ListQuerystring, partnerId: Type.Optional(Id) }, { additionalProperties: false }) } },
      async (request, reply) => {
        const partnerId = resolvePartner(actorOf(request), request.query.partnerId);
        const query = parseListQuery(request.query, 'email');
        return sendPage(reply, 'users', query, await listPartnerUsers(deps.pool, partnerId, query));
      },
    );

    app.get(
      '/users/node/:nodeId',
      { config: { access: 'ADMIN_GROUP' }, schema: { tags: ['users'], params: Params({ nodeId: Id }), querystring: list } },
      async (request, reply) => {
        const partnerId = await nodePartner(deps.pool, request.params.nodeId);
        if (!partnerId) throw DomainError.notFound(MESSAGES.businessNodeNotFound);
        assertPartnerScope(actorOf(request), partnerId);
        const query = parseListQuery(request.query, 'email');
        return sendPage(reply, 'users', query, await listNodeUsers(deps.pool, request.params.nodeId, query));
      },
    );

    app.get('/users/:id', { config: { access: 'ADMIN_GROUP' }, schema: { tags: ['users'], params: Params({ id: Id }) } }, async (request) => {
      const user = await found(request.params.id);
      assertUserScope(actorOf(request), user);
      return user;
    });

    app.post(
      '/users',
      {
        config: { access: 'SUPER_ONLY' },
        schema: { tags: ['users'], body: Body({ email: Type.String(), name: Type.String(), role: Type.String(), password: Type.String() }) },
      },
      async (request, reply) => {
        const result = await createInternalUser(commandDeps(deps), commandContext(request), request.body);
        await settle(deps, reply, result);
        return reply.status(201).send(await found(result.userId));
      },
    );

    app.put(
      '/users/:id',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['users'],
          params: Params({ id: Id }),
          querystring: Type.Object({ partnerId: Type.Optional(Id) }, { additionalProperties: false }),
          body: Body({ name: Type.Optional(Type.String()), role: Type.Optional(Type.String()), isConceptOnly: Type.Optional(Type.Boolean()) }),
        },
      },
      async (request, reply) => {
        await settle(deps, reply, await updateUser(commandDeps(deps), commandContext(request), request.params.id, request.body));
        return found(request.params.id);
      },
    );

    app.post(
      '/business-nodes/invitations/node/:id',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['users'],
          params: Params({ id: Id }),
          body: Body({ email: Type.String(), role: Type.String(), partnerId: Id, isConceptOnly: Type.Optional(Type.Boolean()) }),
        },
      },
      async (request, reply) => {
        const { email, role, partnerId, isConceptOnly = false } = request.body;
        const result = await inviteUser(commandDeps(deps), commandContext(request), { nodeId: request.params.id, email, role, partnerId, isConceptOnly });
        await settle(deps, reply, result);
        return reply.status(201).send(await found(result.userId));
      },
    );

    app.post('/users/:id/reinvite', { config: { access: 'ADMIN_GROUP' }, schema: { tags: ['users'], params: Params({ id: Id }) } }, async (request, reply) => {
      const result = await reinviteUser(commandDeps(deps), commandContext(request), request.params.id);
      await settle(deps, reply, result);
      return { message: REINVITED, invitationId: result.invitationId, joinLink: `/join/${result.invitationId}` };
    });

    for (const [verb, active] of [['deactivate', false], ['activate', true]] as const) {
      app.post(`/users/:id/${verb}`, { config: { access: 'ADMIN_GROUP' }, schema: { tags: ['users'], params: Params({ id: Id }) } }, async (request, reply) => {
        const result = await setUserActive(commandDeps(deps), commandContext(request), request.params.id, active);
        await settle(deps, reply, result);
        if (!active) await deps.sessions.destroyForUser(request.params.id);
        return found(request.params.id);
      });
    }
  };
