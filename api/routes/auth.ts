// Sign-in and sessions (spec 1 §2.2, §3, §7, §8): POST /auth/login, /auth/logout, /auth/mode; GET /auth/current-user.
import { Type } from 'typebox';
import { Text } from '../http/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../domain/shared/errors';
import { PASSWORD_MAX_LENGTH } from '../../domain/shared/password-rules';
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../../domain/shared/validation';
import { reachableNodes } from '../../commands/asset-scope';
import { needsRehash, verifyPassword } from '../../commands/passwords';
import { rehashPassword } from '../../commands/users';
import { credentialsByEmail } from '../../projections/users/queries';
import { actorOf, cookieOptions, toSignedInUser, type SignedInUser } from '../auth/gate';
import type { LoginThrottle } from '../auth/login-throttle';
import { SESSION_COOKIE, sessionIdOf, type SessionStore } from '../auth/sessions';
import { endSessionChannels } from '../live/channel-ends';
import type { AppDeps } from '../deps';
import { errors } from '../http/errors';
import { AuthMode, CurrentUser, SignedOut, StoredSession } from '../../domain/user/answers';

const WRONG_CREDENTIALS = 'The email or password is incorrect';

/** The stored-session shape of spec 1 §3 (token stays in the httpOnly cookie). */
export function storedSession(user: SignedInUser) {
  return {
    id: user.userId,
    role: user.role,
    username: user.email,
    email: user.email,
    isConceptOnly: user.isConceptOnly,
  };
}

export async function startSession(sessions: SessionStore, maxAgeMs: number, reply: FastifyReply, userId: string) {
  const token = await sessions.create(userId);
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(maxAgeMs));
}

export const authRoutes =
  (deps: AppDeps & { throttle: LoginThrottle }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/auth/login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          body: Type.Object(
            {
              username: Text({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
              password: Text({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
            },
            { additionalProperties: false },
          ),
          response: { 200: StoredSession, ...errors(401, 429) },
        },
      },
      async (request, reply) => {
        const email = normalizeEmail(request.body.username);
        const wait = await deps.throttle.attempt(request.ip, email);
        if (wait > 0) {
          reply.header('retry-after', wait);
          throw DomainError.tooManyRequests();
        }
        const credentials = await credentialsByEmail(deps.pool, email);
        const ok = await verifyPassword(request.body.password, credentials?.passwordHash ?? null);
        if (!credentials || !ok || credentials.status !== 'ACTIVE') throw DomainError.notAuthorized(WRONG_CREDENTIALS);
        await deps.throttle.succeeded(request.ip, email);
        if (needsRehash(credentials.passwordHash!)) {
          // The stored hash is below today's floor: store the password just checked under today's. A failure here
          // must not refuse a good sign-in; the next one tries again.
          await rehashPassword(
            { store: deps.store, lookups: deps.lookups },
            request.id,
            () => new Date(),
            toSignedInUser(credentials),
            request.body.password,
          ).catch((error: unknown) =>
            request.log.warn({ err: error, userId: credentials.id }, 'password rehash failed'),
          );
        }
        await startSession(deps.sessions, deps.config.sessionMaxAgeMs, reply, credentials.id);
        return storedSession(toSignedInUser(credentials));
      },
    );

    app.post(
      '/auth/logout',
      { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: SignedOut } } },
      async (request, reply) => {
        const token = request.cookies[SESSION_COOKIE];
        if (token) {
          await deps.sessions.destroy(token);
          // Its live channels close too, in whichever API process holds them.
          await endSessionChannels(deps.live, sessionIdOf(token));
        }
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return { success: true as const };
      },
    );

    app.get(
      '/auth/current-user',
      { config: { access: 'ALL' }, schema: { tags: ['auth'], response: { 200: CurrentUser } } },
      async (request) => {
        const user = actorOf(request);
        const reachableNodeIds = await reachableNodes(deps.lookups, user);
        return {
          ...storedSession(user),
          name: user.name,
          partnerId: user.partnerId,
          partnerName: user.partnerName,
          reachableNodeIds,
        };
      },
    );

    app.post(
      '/auth/mode',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          body: Type.Object({ username: Text({ maxLength: EMAIL_MAX_LENGTH }) }, { additionalProperties: false }),
          response: { 200: AuthMode },
        },
      },
      async () => ({ authMode: 'password' as const }),
    );
  };
