// Two-factor sign-in (TOTP) for local accounts (issue 22 §4; commands/two-factor.ts). The signed-in user enrols
// (setup, confirm), reads and turns it off on /auth/totp*; a password sign-in that answered a challenge (202 from
// POST /auth/login) ends on /auth/login/totp with a code, after /auth/login/totp-setup when the partner requires
// two-factor sign-in and the user has none yet. Codes count as sign-in attempts in the login throttle. Turning it on
// answers the first recovery codes (commands/totp-recovery-codes.ts), shown once; /auth/login/totp takes one in place
// of a code, once; POST /auth/totp/recovery-codes {password} replaces the set.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/shared/errors';
import { PASSWORD_MAX_LENGTH } from '../../domain/shared/password-rules';
import { emailDomainOf } from '../../domain/sso-config';
import { TOTP_ALREADY_ENABLED, TOTP_NOT_ENABLED } from '../../domain/user';
import { SecondStepSession, TotpRecoveryCodes, TotpSetup, TotpStatus } from '../../domain/user/answers';
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
import { issueRecoveryCodes, RECOVERY_CODE_PATTERN, useRecoveryCode } from '../../commands/totp-recovery-codes';
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
export const WRONG_RECOVERY_CODE = 'The recovery code is incorrect or already used';
export const CODE_OR_RECOVERY_CODE = 'Send either the 6-digit code or a recovery code';

const Code = Text({ pattern: TOTP_CODE_PATTERN, description: 'The 6-digit code of the authenticator app' });
const RecoveryCode = Text({
  pattern: RECOVERY_CODE_PATTERN,
  description: 'One of the recovery codes, in place of a code',
});
const Password = Text({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
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

    const statusOf = (user: Credentials) => ({
      enabled: user.totpEnabled,
      required: user.twoFactorRequired,
      recoveryCodesLeft: user.totpRecoveryCodesLeft,
    });

    app.get(
      '/auth/totp',
      { config: { access: 'ALL' }, schema: { tags: ['auth'], response: { 200: TotpStatus } } },
      async (request) => {
        const user = await signedIn(request);
        return statusOf(user);
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
          response: { 200: TotpRecoveryCodes, ...errors(409, 422, 429) },
        },
      },
      async (request, reply) => {
        const user = await signedIn(request);
        await throttled(request, reply, user.email);
        if (user.totpEnabled) throw DomainError.conflict(TOTP_ALREADY_ENABLED);
        if (!(await acceptTotpCode(totp, user.id, 'pending', request.body.code)))
          throw DomainError.unprocessable(WRONG_CODE);
        const { codes } = await runCommand(deps, request, reply, (commands, context) =>
          enableTotp({ ...totp, ...commands }, context, user),
        );
        await deps.throttle.succeeded(request.ip, user.email);
        return {
          enabled: true,
          required: user.twoFactorRequired,
          recoveryCodesLeft: codes.length,
          recoveryCodes: codes,
        };
      },
    );

    app.post(
      '/auth/totp/recovery-codes',
      {
        config: { access: 'ALL' },
        schema: {
          tags: ['auth'],
          description: 'A new set of recovery codes in place of the old one (checked with the password)',
          body: Type.Object({ password: Password }, { additionalProperties: false }),
          response: { 200: TotpRecoveryCodes, ...errors(409, 422, 429) },
        },
      },
      async (request, reply) => {
        const user = await signedIn(request);
        if (!user.totpEnabled) throw DomainError.conflict(TOTP_NOT_ENABLED);
        await throttled(request, reply, user.email);
        if (!(await verifyPassword(request.body.password, user.passwordHash)))
          throw DomainError.unprocessable(WRONG_PASSWORD);
        const { codes } = await runCommand(deps, request, reply, (commands, context) =>
          issueRecoveryCodes({ ...totp, ...commands }, context, user),
        );
        await deps.throttle.succeeded(request.ip, user.email);
        return { ...statusOf(user), recoveryCodesLeft: codes.length, recoveryCodes: codes };
      },
    );

    app.post(
      '/auth/totp/disable',
      {
        config: { access: 'ALL' },
        schema: {
          tags: ['auth'],
          body: Type.Object({ password: Password, code: Code }, { additionalProperties: false }),
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
        return { enabled: false, required: false, recoveryCodesLeft: 0 };
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

    /** Whether the second step's code, or recovery code, is right; either is used up by the check. */
    async function acceptSecondStep(
      request: FastifyRequest,
      reply: FastifyReply,
      user: Credentials,
      step: string,
      body: { code?: string; recoveryCode?: string },
    ) {
      if (body.code !== undefined)
        return acceptTotpCode(totp, user.id, step === 'enrol' ? 'pending' : 'active', body.code);
      // A recovery code stands for the app's code of an enrolled user only (an enrolment has none yet).
      if (step === 'enrol' || !user.totpEnabled) return false;
      const recoveryCode = body.recoveryCode!;
      const used = await runCommand(deps, request, reply, async (commands, context) => {
        const result = await useRecoveryCode(
          { ...totp, ...commands },
          { actor: toSignedInUser(user), correlationId: context.correlationId, now: context.now },
          user,
          recoveryCode,
        );
        return result ?? { position: null };
      });
      return used.position !== null;
    }

    app.post(
      '/auth/login/totp',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          description: 'The second sign-in step: the 6-digit code, or one of the recovery codes in its place',
          body: Type.Object(
            { challenge: Challenge, code: Type.Optional(Code), recoveryCode: Type.Optional(RecoveryCode) },
            { additionalProperties: false },
          ),
          response: { 200: SecondStepSession, ...errors(400, 401, 409, 422, 429) },
        },
      },
      async (request, reply) => {
        if ((request.body.code === undefined) === (request.body.recoveryCode === undefined))
          throw DomainError.badRequest(CODE_OR_RECOVERY_CODE);
        const { user, step } = await challenged(request.body.challenge);
        await throttled(request, reply, user.email);
        if (!(await acceptSecondStep(request, reply, user, step, request.body)))
          throw DomainError.notAuthorized(request.body.code === undefined ? WRONG_RECOVERY_CODE : WRONG_CODE);
        // Enrolling because the partner requires it: the first right code turns it on and signs in (as the user, who
        // has no session yet; the answer waits for the read side, which GET /auth/totp reads next).
        const enrolled =
          step === 'enrol'
            ? await runCommand(deps, request, reply, (commands, context) =>
                enableTotp(
                  { ...totp, ...commands },
                  { actor: toSignedInUser(user), correlationId: context.correlationId, now: context.now },
                  user,
                ),
              )
            : null;
        await deps.throttle.succeeded(request.ip, user.email);
        await startSession(deps.sessions, deps.config.sessionMaxAgeMs, reply, user.id);
        return { ...storedSession(toSignedInUser(user)), ...(enrolled ? { recoveryCodes: enrolled.codes } : {}) };
      },
    );
  };
