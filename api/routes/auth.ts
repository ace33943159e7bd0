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
import { ssoConfigOfDomain } from '../../projections/sso-configs/queries';
import { emailDomainOf } from '../../domain/sso-config';
import { actorOf, cookieOptions, toSignedInUser, type SignedInUser } from '../auth/gate';
import type { LoginThrottle } from '../auth/login-throttle';
import { SESSION_COOKIE, sessionIdOf, type SessionStore } from '../auth/sessions';
import { endSessionChannels } from '../live/channel-ends';
import type { AppDeps } from '../deps';
import { errors } from '../http/errors';
import { AuthMode, CurrentUser, SecondStep, SignedOut, StoredSession } from '../../domain/user/answers';
import { issueChallenge, secondStepOf } from '../auth/sign-in-challenge';

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
          response: { 200: StoredSession, 202: SecondStep, ...errors(401, 429) },
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
        // Two-factor sign-in (api/routes/two-factor.ts): no session yet, and the attempt stays counted until a right
        // code, so wrong codes meet the same limits as wrong passwords.
        const step = secondStepOf(credentials);
        if (step) return reply.code(202).send({ step, challenge: issueChallenge(deps.secrets, credentials.id, step) });
        await deps.throttle.succeeded(request.ip, email);
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
      // The e-mail's domain picks the SSO config, whether or not the user exists yet (provisioning may make them).
      async (request) => {
        const domain = emailDomainOf(normalizeEmail(request.body.username));
        const config = domain ? await ssoConfigOfDomain(deps.pool, domain) : null;
        return { authMode: config?.settings.provider ?? ('password' as const) };
      },
    );
  };
