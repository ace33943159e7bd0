// The end every single sign-on shares (issue 22 §1): the identity provider vouched for an e-mail; it becomes the
// same session a password sign-in makes, or a refusal the identity-provider error screen shows in words.
import type { FastifyReply } from 'fastify';
import { emailDomainOf } from '../../domain/sso-config';
import { normalizeEmail } from '../../domain/shared/validation';
import { credentialsByEmail } from '../../projections/users/queries';
import type { SsoConfigForSignIn } from '../../projections/sso-configs/queries';
import type { AppDeps } from '../deps';
import { startSession } from '../routes/auth';
import { provisionSsoUser } from '../../commands/users';
import { DomainError } from '../../domain/shared/errors';
import { READ_YOUR_WRITES_TIMEOUT_MS } from '../http/commands';

export const SSO_REFUSALS = {
  noConfig: 'Single sign-on is not set up for this e-mail',
  foreignDomain: (email: string) => `Your identity provider signed you in as ${email}, whose domain it does not serve`,
  unknownEmail: (email: string) =>
    `No account exists for ${email}. Ask your administrator to invite you, or to let single sign-on create accounts`,
  stillCreating: 'Your account is being created: sign in again in a moment',
  otherPartner: 'Your account belongs to another partner than this single sign-on',
  deactivated: 'Your account is deactivated. Ask your administrator to activate it',
  pending: 'Your invitation is not accepted yet: open the link in the invitation e-mail first',
  failed: (reason: string) => `The sign-in with your identity provider failed: ${reason}`,
} as const;

/** Where the UI shows a refusal (admin-ui's identity-provider error screen). */
export const ssoErrorPath = (message: string) => `/sso-error?${new URLSearchParams({ message })}`;

/** Signs the vouched-for e-mail in and redirects to the UI with username, name, isNewUser; or to the error screen. */
export async function finishSsoSignIn(
  deps: AppDeps,
  reply: FastifyReply,
  config: SsoConfigForSignIn,
  vouched: { email: string; name: string | null },
) {
  const email = normalizeEmail(vouched.email);
  const domain = emailDomainOf(email);
  if (!domain || !config.settings.emailDomains.includes(domain))
    return reply.redirect(ssoErrorPath(SSO_REFUSALS.foreignDomain(email)));
  let user = await credentialsByEmail(deps.pool, email);
  let isNewUser = false;
  if (!user) {
    const { provisioning } = config.settings;
    if (!provisioning) return reply.redirect(ssoErrorPath(SSO_REFUSALS.unknownEmail(email)));
    try {
      const made = await provisionSsoUser(
        { store: deps.store, lookups: deps.lookups },
        reply.request.id,
        () => new Date(),
        { id: config.id, partnerId: config.partnerId, provisioning },
        { email, name: vouched.name },
      );
      isNewUser = made.events.length > 0;
      if (made.position !== null) await deps.catchUp.waitFor(made.position, READ_YOUR_WRITES_TIMEOUT_MS);
    } catch (error) {
      // Another first sign-in of the same e-mail made the user a moment ago: go on with it.
      if (!(error instanceof DomainError && error.statusCode === 409)) {
        if (error instanceof DomainError) return reply.redirect(ssoErrorPath(error.message));
        throw error;
      }
    }
    user = await credentialsByEmail(deps.pool, email);
    if (!user) return reply.redirect(ssoErrorPath(SSO_REFUSALS.stillCreating));
  }
  if (user.partnerId !== config.partnerId) return reply.redirect(ssoErrorPath(SSO_REFUSALS.otherPartner));
  if (user.status === 'DEACTIVATED') return reply.redirect(ssoErrorPath(SSO_REFUSALS.deactivated));
  if (user.status !== 'ACTIVE') return reply.redirect(ssoErrorPath(SSO_REFUSALS.pending));
  await startSession(deps.sessions, deps.config.sessionMaxAgeMs, reply, user.id);
  const query = new URLSearchParams({
    username: user.email,
    name: user.name ?? vouched.name ?? '',
    isNewUser: String(isNewUser),
  });
  return reply.redirect(`/sso?${query}`);
}
