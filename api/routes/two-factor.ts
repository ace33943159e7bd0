// Two-factor sign-in (TOTP) for local accounts (issue 22 §4; commands/two-factor.ts). The signed-in user enrols
// (setup, confirm), reads and turns it off on /auth/totp*; a password sign-in that answered a challenge (202 from
// POST /auth/login) ends on /auth/login/totp with a code, after /auth/login/totp-setup when the partner requires
// two-factor sign-in and the user has none yet. Codes count as sign-in attempts in the login throttle.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/shared/errors';
import { PASSWORD_MAX_LENGTH } from '../../domain/shared/password-rules';
import { emailDomainOf } from '../../domain/sso-config';
import { TOTP_ALREADY_ENABLED } from '../../domain/user';
import { StoredSession, TotpSetup, TotpStatus } from '../../domain/user/answers';
import { verifyPassword } from '../../commands/passwords';
import {
  TOTP_CODE_PATTERN,
  WRONG_CODE,
  acceptTotpCode,
  disableTotp,
  enableTotp,
  issueTotpSecret,
  type TwoFactorDeps,
} from '../../commands/two-factor';
import { credentialsById, type Credentials } from '../../projections/users/queries';
import { ssoConfigOfDomain } from '../../projections/sso-configs/queries';
import { actorOf, toSignedInUser } from '../auth/gate';
import type { LoginThrottle } from '../auth/login-throttle';
import { openChallenge } from '../auth/sign-in-challenge';
import { runCommand } from '../http/commands';
import { errors } from '../http/errors';
import { Text } from '../http/schemas';
import type { AppDeps } from '../deps';
import { startSession, storedSession } from './auth';

export const SSO_USERS_HAVE_NO_TOTP = 'Two-factor sign-in is for accounts that sign in with a password';
export const REQUIRED_BY_PARTNER = 'Your partner requires two-factor sign-in';
export const WRONG_PASSWORD = 'The password is incorrect';
export const CHALLENGE_INVALID = 'The sign-in has expired; please sign in again';

const Code = Text({ pattern: TOTP_CODE_PATTERN, description: 'The 6-digit code of the authenticator app' });
const Challenge = Text({ minLength: 1, maxLength: 2000 });

export const twoFactorRoutes =
  (deps: AppDeps & { throttle: LoginThrottle }): FastifyPluginAsyncTypebox =>
  async (app) => {
    const totp: TwoFactorDeps = { store: deps.store, lookups: deps.lookups, pool: deps.pool, secrets: deps.secrets };

    /** The caller as sign-in knows them (the session's user may have changed since). */
    async function signedIn(request: FastifyRequest): Promise<Credentials> {
      const credentials = await credentialsById(deps.pool, actorOf(request).userId);
      if (!credentials) throw DomainError.notAuthorized();
      return credentials;
    }

    /** Counts a code (or password) try against the account before it is checked; 429 past the throttle's limits. */
    async function throttled(request: FastifyRequest, reply: FastifyReply, email: string) {
      const wait = await deps.throttle.attempt(request.ip, email);
      if (wait > 0) {
        reply.header('retry-after', wait);
        throw DomainError.tooManyRequests();
      }
    }

    /** The user a challenge names, still active, and the step it is for; 401 otherwise. */
    async function challenged(challenge: string) {
      const opened = openChallenge(deps.secrets, challenge);
      const user = opened ? await credentialsById(deps.pool, opened.userId) : null;
      if (!opened || !user || user.status !== 'ACTIVE') throw DomainError.notAuthorized(CHALLENGE_INVALID);
      return { user, step: opened.step };
    }

    async function issueFor(credentials: Credentials) {
      const domain = emailDomainOf(credentials.email);
      if (domain && (await ssoConfigOfDomain(deps.pool, domain)))
        throw DomainError.unprocessable(SSO_USERS_HAVE_NO_TOTP);
      if (credentials.totpEnabled) throw DomainError.conflict(TOTP_ALREADY_ENABLED);
      return issueTotpSecret(totp, credentials);
    }

    app.get(
      '/auth/totp',
      { config: { access: 'ALL' }, schema: { tags: ['auth'], response: { 200: TotpStatus } } },
      async (request) => {
        const user = await signedIn(request);
        return { enabled: user.totpEnabled, required: user.twoFactorRequired };
      },
    );

    app.post(
      '/auth/totp/setup',
      { config: { access: 'ALL' }, schema: { tags: ['auth'], response: { 200: TotpSetup, ...errors(409, 422) } } },
      async (request) => issueFor(await signedIn(request)),
    );

    app.post(
      '/auth/totp/confirm',
      {
        config: { access: 'ALL' },
        schema: {
          tags: ['auth'],
          body: Type.Object({ code: Code }, { additionalProperties: false }),
          response: { 200: TotpStatus, ...errors(409, 422, 429) },
        },
      },
      async (request, reply) => {
        const user = await signedIn(request);
        await throttled(request, reply, user.email);
        if (user.totpEnabled) throw DomainError.conflict(TOTP_ALREADY_ENABLED);
        if (!(await acceptTotpCode(totp, user.id, 'pending', request.body.code)))
          throw DomainError.unprocessable(WRONG_CODE);
        await runCommand(deps, request, reply, (commands, context) =>
          enableTotp({ ...totp, ...commands }, context, user),
        );
        await deps.throttle.succeeded(request.ip, user.email);
        return { enabled: true, required: user.twoFactorRequired };
      },
    );

    app.post(
      '/auth/totp/disable',
      {
        config: { access: 'ALL' },
        schema: {
          tags: ['auth'],
          body: Type.Object(
            { password: Text({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }), code: Code },
            { additionalProperties: false },
          ),
          response: { 200: TotpStatus, ...errors(409, 422, 429) },
        },
      },
      async (request, reply) => {
        const user = await signedIn(request);
        if (user.twoFactorRequired) throw DomainError.unprocessable(REQUIRED_BY_PARTNER);
        await throttled(request, reply, user.email);
        if (!(await verifyPassword(request.body.password, user.passwordHash)))
          throw DomainError.unprocessable(WRONG_PASSWORD);
        if (!user.totpEnabled || !(await acceptTotpCode(totp, user.id, 'active', request.body.code)))
          throw DomainError.unprocessable(WRONG_CODE);
        await runCommand(deps, request, reply, (commands, context) =>
          disableTotp({ ...totp, ...commands }, context, user),
        );
        await deps.throttle.succeeded(request.ip, user.email);
        return { enabled: false, required: false };
      },
    );

    app.post(
      '/auth/login/totp-setup',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          body: Type.Object({ challenge: Challenge }, { additionalProperties: false }),
          response: { 200: TotpSetup, ...errors(401, 409, 422) },
        },
      },
      async (request) => {
        const { user, step } = await challenged(request.body.challenge);
        if (step !== 'enrol') throw DomainError.notAuthorized(CHALLENGE_INVALID);
        return issueFor(user);
      },
    );

    app.post(
      '/auth/login/totp',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          body: Type.Object({ challenge: Challenge, code: Code }, { additionalProperties: false }),
          response: { 200: StoredSession, ...errors(401, 409, 422, 429) },
        },
      },
      async (request, reply) => {
        const { user, step } = await challenged(request.body.challenge);
        await throttled(request, reply, user.email);
        if (!(await acceptTotpCode(totp, user.id, step === 'enrol' ? 'pending' : 'active', request.body.code)))
          throw DomainError.notAuthorized(WRONG_CODE);
        // Enrolling because the partner requires it: the first right code turns it on and signs in (as the user, who
        // has no session yet; the answer waits for the read side, which GET /auth/totp reads next).
        if (step === 'enrol')
          await runCommand(deps, request, reply, (commands, context) =>
            enableTotp(
              { ...totp, ...commands },
              { actor: toSignedInUser(user), correlationId: context.correlationId, now: context.now },
              user,
            ),
          );
        await deps.throttle.succeeded(request.ip, user.email);
        await startSession(deps.sessions, deps.config.sessionMaxAgeMs, reply, user.id);
        return storedSession(toSignedInUser(user));
      },
    );
  };
