// Password reset (issue 22 §4; spec 1 §2.1 /password and /password/{hash}; the calls are ours, the spec names only the
// screens): POST /auth/password-reset {email} mails a link to an active account's e-mail and answers the same for any
// e-mail; POST /auth/password-reset/validity {token} answers the link's token validity (spec 3 §3: INVALID, EXPIRED,
// VALID), which the link's page asks before it offers the form; POST /auth/password-reset/complete {token, password}
// sets the new password through the link, once, within the hour, and ends the user's sessions and live channels. The
// token travels in the body, never in a URL the server logs. All are public and limited per address; a token that
// opens nothing counts as a miss, as public tearsheet links do.
// Without SMTP_URL no mail can go out, and the request says so (503) before looking at the e-mail.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requestPasswordReset, resetLinkValidityOf, resetPassword } from '../../commands/password-reset';
import { PasswordResetAnswer, ResetLinkValidity } from '../../domain/password-reset/answers';
import {
  PASSWORD_CHANGED,
  RESET_MAIL_SUBJECT,
  RESET_NOT_SET_UP,
  RESET_REQUESTED,
  resetMailText,
} from '../../domain/password-reset/messages';
import { DomainError } from '../../domain/shared/errors';
import { PASSWORD_MAX_LENGTH } from '../../domain/shared/password-rules';
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../../domain/shared/validation';
import { credentialsByEmail, credentialsById } from '../../projections/users/queries';
import { PublicLinkThrottle } from '../auth/public-link-throttle';
import type { AppDeps } from '../deps';
import { errors } from '../http/errors';
import { Text } from '../http/schemas';
import { endUserChannels } from '../live/channel-ends';
import { parseRole } from '../../domain/roles';

const tags = ['auth'];
const config = { access: 'public' as const };

export const passwordResetRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const throttle = new PublicLinkThrottle();
    const limited = async (request: FastifyRequest, reply: FastifyReply) => {
      const wait = await throttle.attempt(request.ip);
      if (wait > 0) {
        reply.header('retry-after', wait);
        throw DomainError.tooManyRequests();
      }
    };
    const userOf = async (found: Awaited<ReturnType<typeof credentialsById>>) =>
      found && { id: found.id, role: parseRole(found.role), partnerId: found.partnerId, status: found.status };

    app.post(
      '/auth/password-reset',
      {
        config,
        schema: {
          tags,
          body: Type.Object(
            { email: Text({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }) },
            { additionalProperties: false },
          ),
          response: { 202: PasswordResetAnswer, ...errors(429, 503) },
        },
      },
      async (request, reply) => {
        await limited(request, reply);
        const mailer = deps.mailer;
        if (!mailer) throw new DomainError(503, 'SERVICE_UNAVAILABLE', RESET_NOT_SET_UP);
        const found = await credentialsByEmail(deps.pool, normalizeEmail(request.body.email));
        const token = await requestPasswordReset(deps, await userOf(found), request.id, () => new Date());
        if (token && found) {
          const link = `${request.protocol}://${request.host}/password/${token}`;
          // A mail that did not go is logged, never told: the answer must not say whether the account exists.
          await mailer
            .send({ to: found.email, subject: RESET_MAIL_SUBJECT, text: resetMailText(found.name, link) })
            .catch((error: unknown) => request.log.error({ err: error, userId: found.id }, 'password reset mail'));
        }
        return reply.code(202).send({ message: RESET_REQUESTED });
      },
    );

    const Token = Text({ minLength: 1, maxLength: 100, description: 'The token of the mailed link' });

    app.post(
      '/auth/password-reset/validity',
      {
        config,
        schema: {
          tags,
          body: Type.Object({ token: Token }, { additionalProperties: false }),
          response: { 200: ResetLinkValidity, ...errors(429) },
        },
      },
      async (request, reply) => {
        await limited(request, reply);
        const tokenValidity = await resetLinkValidityOf(
          deps,
          request.body.token,
          async (id) => userOf(await credentialsById(deps.pool, id)),
          request.id,
          () => new Date(),
        );
        if (tokenValidity === 'INVALID') await throttle.missed(request.ip);
        return { tokenValidity };
      },
    );

    app.post(
      '/auth/password-reset/complete',
      {
        config,
        schema: {
          tags,
          body: Type.Object(
            {
              token: Token,
              password: Text({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
            },
            { additionalProperties: false },
          ),
          response: { 200: PasswordResetAnswer, ...errors(400, 410, 429) },
        },
      },
      async (request, reply) => {
        await limited(request, reply);
        const userId = await resetPassword(
          deps,
          request.body,
          async (id) => userOf(await credentialsById(deps.pool, id)),
          request.id,
          () => new Date(),
        ).catch(async (error: unknown) => {
          if (error instanceof DomainError && error.statusCode === 410) await throttle.missed(request.ip);
          throw error;
        });
        await deps.sessions.destroyForUser(userId);
        await endUserChannels(deps.live, userId, 'signedOut');
        return { message: PASSWORD_CHANGED };
      },
    );
  };
