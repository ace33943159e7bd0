// Joining through /join/{id} (public): read the invitation, accept it with a name and a password.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INVITATION_NOT_FOUND } from '../../domain/user';
import { acceptInvitation } from '../../commands/users';
import { credentialsById, invitation } from '../../projections/users/queries';
import { toSignedInUser } from '../auth/gate';
import type { AppDeps } from '../deps';
import { runCommand } from '../http/commands';
import { errors } from '../http/errors';
import { found } from '../http/found';
import { Body, Id, Params } from '../http/schemas';
import { Invitation, StoredSession } from '../../domain/user/answers';
import { Name, Password } from '../schemas/fields';
import { startSession, storedSession } from './auth';

export const invitationRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/invitations/:id',
      {
        config: { access: 'public' },
        schema: { tags: ['invitations'], params: Params({ id: Id }), response: { 200: Invitation, ...errors(404) } },
      },
      async (request) => {
        const { email, role, partnerName } = found(
          await invitation(deps.pool, request.params.id),
          INVITATION_NOT_FOUND,
        );
        return { email, role, partnerName };
      },
    );

    app.post(
      '/invitations/:id/accept',
      {
        config: { access: 'public' },
        schema: {
          tags: ['invitations'],
          params: Params({ id: Id }),
          body: Body({ name: Name, password: Password }),
          response: { 200: StoredSession, ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        const { userId } = await runCommand(deps, request, reply, (commands, context) =>
          acceptInvitation(commands, context.correlationId, context.now, {
            invitationId: request.params.id,
            ...request.body,
          }),
        );
        const credentials = found(await credentialsById(deps.pool, userId), INVITATION_NOT_FOUND);
        await startSession(deps.sessions, deps.config.sessionMaxAgeMs, reply, userId);
        return storedSession(toSignedInUser(credentials));
      },
    );
  };
