// Users (spec 3 §7): internal users (super only) and partner users (admin group, own partner).
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INTERNAL_ROLES, PARTNER_ROLES, ROLES } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import { USER_NOT_FOUND } from '../../domain/user';
import { assertPartnerScope, resolvePartner } from '../../commands/authorization';
import {
  assertUserScope,
  changeUserBusinessNodes,
  createInternalUser,
  inviteUser,
  moveUserToPartner,
  reinviteUser,
  setUserActive,
  updateUser,
} from '../../commands/users';
import { nodePartner } from '../../projections/business-tree/queries';
import {
  getUser,
  listInternalUsers,
  listNodeUsers,
  listPartnerUsers,
  USER_LIST,
} from '../../projections/users/queries';
import { actorOf } from '../auth/gate';
import { endUserChannels } from '../live/channel-ends';
import type { AppDeps } from '../deps';
import { runCommand } from '../http/commands';
import { errors } from '../http/errors';
import { accepted } from '../http/saved-answer';
import { found, withLegacyId } from '../http/found';
import { ListAnswer, listQuerystring, parseListQuery, sendPage } from '../http/list-query';
import { PartnerChoice } from '../http/partner-choice';
import { Body, Id, Params } from '../http/schemas';
import { Email, Name, Password, RoleOf } from '../schemas/fields';
import { Reinvited, User, UserRow } from '../../domain/user/answers';

const REINVITED = 'User was re-invited';

const UserListQuery = listQuerystring(USER_LIST);
const list = Type.Object(UserListQuery, { additionalProperties: false });
const UserList = ListAnswer('users', UserRow);

export const userRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const user = async (id: string) => withLegacyId(found(await getUser(deps.pool, id), USER_NOT_FOUND));

    app.get(
      '/users/admins',
      { config: { access: 'SUPER_ONLY' }, schema: { tags: ['users'], querystring: list, response: { 200: UserList } } },
      async (request, reply) => {
        const query = parseListQuery(request.query, USER_LIST);
        return sendPage(reply, 'users', query, await listInternalUsers(deps.pool, query));
      },
    );

    app.get(
      '/users/by-partner',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['users'],
          querystring: Type.Object({ ...UserListQuery, partnerId: PartnerChoice() }, { additionalProperties: false }),
          response: { 200: UserList },
        },
      },
      async (request, reply) => {
        const partnerId = resolvePartner(actorOf(request), request.query.partnerId);
        const query = parseListQuery(request.query, USER_LIST);
        return sendPage(reply, 'users', query, await listPartnerUsers(deps.pool, partnerId, query));
      },
    );

    app.get(
      '/users/node/:nodeId',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['users'],
          params: Params({ nodeId: Id }),
          querystring: list,
          response: { 200: UserList, ...errors(404) },
        },
      },
      async (request, reply) => {
        assertPartnerScope(
          actorOf(request),
          found(await nodePartner(deps.pool, request.params.nodeId), MESSAGES.businessNodeNotFound),
        );
        const query = parseListQuery(request.query, USER_LIST);
        return sendPage(reply, 'users', query, await listNodeUsers(deps.pool, request.params.nodeId, query));
      },
    );

    app.get(
      '/users/:id',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: { tags: ['users'], params: Params({ id: Id }), response: { 200: User, ...errors(404) } },
      },
      async (request) => {
        const answer = await user(request.params.id);
        assertUserScope(actorOf(request), answer);
        return answer;
      },
    );

    app.post(
      '/users',
      {
        config: { access: 'SUPER_ONLY' },
        schema: {
          tags: ['users'],
          body: Body({ name: Name, role: RoleOf(INTERNAL_ROLES), email: Email, password: Password }),
          response: { 201: User, ...accepted('/users/:userId'), ...errors(409) },
        },
      },
      async (request, reply) => {
        const { userId } = await runCommand(deps, request, reply, (commands, context) =>
          createInternalUser(commands, context, request.body),
        );
        return reply.status(201).send(await user(userId));
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
          body: Body({
            name: Type.Optional(Name),
            role: Type.Optional(RoleOf(ROLES)),
            isConceptOnly: Type.Optional(Type.Boolean()),
          }),
          response: { 200: User, ...accepted('/users/:id'), ...errors(404, 409, 422) },
        },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          updateUser(commands, context, request.params.id, request.body),
        );
        return user(request.params.id);
      },
    );

    for (const change of ['add', 'delete'] as const) {
      app.post(
        `/users/:id/business-nodes/${change}`,
        {
          config: { access: 'ADMIN_GROUP' },
          schema: {
            tags: ['users'],
            params: Params({ id: Id }),
            querystring: Type.Object({ partnerId: Type.Optional(Id) }, { additionalProperties: false }),
            body: Body({
              businessNodeIds: Type.Optional(
                Type.Array(Id, {
                  maxItems: 100,
                  uniqueItems: true,
                  description: "At least one: none answers 422 'Business nodes are not provided'",
                }),
              ),
            }),
            response: { 200: User, ...accepted('/users/:id'), ...errors(404, 422) },
          },
        },
        async (request, reply) => {
          const { businessNodeIds = [] } = request.body;
          const { partnerId } = request.query;
          await runCommand(deps, request, reply, (commands, context) =>
            changeUserBusinessNodes(commands, context, request.params.id, change, { businessNodeIds, partnerId }),
          );
          return user(request.params.id);
        },
      );
    }

    app.post(
      '/users/:id/move-to-partner',
      {
        config: { access: 'SUPER_ONLY' },
        schema: {
          tags: ['users'],
          params: Params({ id: Id }),
          body: Body({ partnerId: Id, businessNodeId: Id }),
          response: { 200: User, ...accepted('/users/:id'), ...errors(404, 422) },
        },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          moveUserToPartner(commands, context, request.params.id, request.body),
        );
        // What the user may reach has changed: sign them in again.
        await deps.sessions.destroyForUser(request.params.id);
        await endUserChannels(deps.live, request.params.id, 'signedOut');
        return user(request.params.id);
      },
    );

    app.post(
      '/business-nodes/invitations/node/:id',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['users'],
          params: Params({ id: Id }),
          body: Body({
            email: Email,
            role: RoleOf(PARTNER_ROLES),
            partnerId: Id,
            isConceptOnly: Type.Optional(Type.Boolean()),
          }),
          response: { 201: User, ...accepted('/users/:userId'), ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        const { email, role, partnerId, isConceptOnly = false } = request.body;
        const { userId } = await runCommand(deps, request, reply, (commands, context) =>
          inviteUser(commands, context, { nodeId: request.params.id, email, role, partnerId, isConceptOnly }),
        );
        return reply.status(201).send(await user(userId));
      },
    );

    app.post(
      '/users/:id/reinvite',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: { tags: ['users'], params: Params({ id: Id }), response: { 200: Reinvited, ...errors(404, 409, 422) } },
      },
      async (request, reply) => {
        const { invitationId } = await runCommand(deps, request, reply, (commands, context) =>
          reinviteUser(commands, context, request.params.id),
        );
        return { message: REINVITED, invitationId, joinLink: `/join/${invitationId}` };
      },
    );

    for (const [verb, active] of [
      ['deactivate', false],
      ['activate', true],
    ] as const) {
      app.post(
        `/users/:id/${verb}`,
        {
          config: { access: 'ADMIN_GROUP' },
          schema: {
            tags: ['users'],
            params: Params({ id: Id }),
            response: { 200: User, ...accepted('/users/:id'), ...errors(404, 409, 422) },
          },
        },
        async (request, reply) => {
          await runCommand(deps, request, reply, (commands, context) =>
            setUserActive(commands, context, request.params.id, active),
          );
          if (!active) await deps.sessions.destroyForUser(request.params.id);
          return user(request.params.id);
        },
      );
    }
  };
