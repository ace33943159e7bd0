// Every /api route declares who may call it: config.access = 'public' or a role group of domain/roles.ts.
// The session hook resolves the caller; the gate answers 401 to strangers and 403 to the wrong role, and to a
// concept-only caller in the campaigns area (./concept-only.ts).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inGroup, isRole, WRONG_ROLES_MESSAGE, type Group } from '../../domain/roles';
import { DomainError } from '../../domain/shared/errors';
import type { SignedInActor } from '../../commands/context';
import type { Credentials } from '../../projections/users/queries';
import { refuseConceptOnly } from './concept-only';
import { SESSION_COOKIE, type SessionStore } from './sessions';

export type Access = 'public' | Group;

export interface SignedInUser extends SignedInActor {
  email: string;
  name: string | null;
  partnerName: string | null;
  isConceptOnly: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
}

export const SIGNED_OUT_MESSAGE = 'Please sign in';

export function toSignedInUser(c: Credentials): SignedInUser {
  if (!isRole(c.role)) throw new Error(`user ${c.id} has an unknown role`);
  return {
    userId: c.id,
    role: c.role,
    partnerId: c.partnerId,
    email: c.email,
    name: c.name,
    partnerName: c.partnerName,
    isConceptOnly: c.isConceptOnly,
  };
}

/** The signed-in caller; routes behind a group gate can rely on it. */
export function actorOf(request: FastifyRequest): SignedInUser {
  if (!request.user) throw DomainError.notAuthorized(SIGNED_OUT_MESSAGE);
  return request.user;
}

export const gate = fp(async (app: FastifyInstance, opts: { sessions: SessionStore; maxAgeMs: number }) => {
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    if ((route.url.startsWith('/api/v1') || route.url === '/ws') && !route.config?.access)
      throw new Error(`${route.method} ${route.url} declares no access`);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/ws')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const credentials = await opts.sessions.touch(token);
      if (credentials) {
        request.user = toSignedInUser(credentials);
        // The cookie slides with the session.
        reply.setCookie(SESSION_COOKIE, token, cookieOptions(opts.maxAgeMs));
      } else {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      }
    }
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    if (!request.user) throw DomainError.notAuthorized(SIGNED_OUT_MESSAGE);
    // First, so a concept-only caller hears why on every campaigns-area route, the top admins' ones included.
    refuseConceptOnly(request);
    if (!inGroup(request.user.role, access)) throw DomainError.notAllowed(WRONG_ROLES_MESSAGE);
  });
});

export function cookieOptions(maxAgeMs: number) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, maxAge: Math.floor(maxAgeMs / 1000) };
}
