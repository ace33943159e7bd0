// Joining through /join/{id} (public): read the invitation, accept it with a name and a password.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../domain/shared/errors';
import { INVITATION_NOT_FOUND } from '../../domain/user';
import { acceptInvitation } from '../../commands/users';
import { credentialsById, invitation } from '../../projections/users/queries';
import { toSignedInUser } from '../auth/gate';
import type { AppDeps } from '../deps';
import { commandDeps, settle } from '../http/commands';
import { Body, Id, Params } from '../http/schemas';
import { startSession, StoredSession, storedSession } from './auth';

export const invitationRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get('/invitations/:id', { config: { access: 'public' }, schema: { tags: ['invitations'], params: Params({ id: Id }) } }, async (request) => {
      const found = await invitation(deps.pool, request.params.id);
      if (!found) throw DomainError.notFound(INVITATION_NOT_FOUND);
      return { email: found.email, role: found.role, partnerName: found.partnerName };
    });

    app.post(
      '/invitations/:id/accept',
      {
        config: { access: 'public' },
        schema: { tags: ['invitations'], params: Params({ id: Id }), body: Body({ name: Type.String(), password: Type.String() }), response: { 200: StoredSession } },
      },
      async (request, reply) => {
        const result = await acceptInvitation(commandDeps(deps), request.id, () => new Date(), { invitationId: request.params.id, ...request.body });
        await settle(deps, reply, result);
        const credentials = await credentialsById(deps.pool, result.userId);
        if (!credentials) throw DomainError.notFound(INVITATION_NOT_FOUND);
        await startSession(deps.sessions, deps.config.sessionMaxAgeMs, reply, result.userId);
        return storedSession(toSignedInUser(credentials));
      },
    );
  };
