// What both single sign-on starts share (GET /auth/google-login and /auth/saml-login ?username=): the request, the
// redirect they answer, and the config of the e-mail's domain for their provider.
import { Type } from 'typebox';
import type pg from 'pg';
import { emailDomainOf, type SsoProvider } from '../../domain/sso-config';
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../../domain/shared/validation';
import { ssoConfigOfDomain, type SsoConfigForSignIn } from '../../projections/sso-configs/queries';
import { Text } from '../http/schemas';

export const SsoRedirect = Type.Null({
  description: 'A redirect (Location): to the identity provider, the UI or its error screen',
});

/** A fresh object per route: the route contract (api/http/route-contract.ts) fills in each route's schema. */
export const ssoStartSchema = () => ({
  tags: ['auth'],
  querystring: Type.Object({ username: Text({ maxLength: EMAIL_MAX_LENGTH }) }, { additionalProperties: false }),
  response: { 302: SsoRedirect },
});

/** The config holding the typed e-mail's domain, if it signs in through this provider. */
export async function ssoConfigToStart(
  pool: pg.Pool,
  username: string,
  provider: SsoProvider,
): Promise<SsoConfigForSignIn | null> {
  const domain = emailDomainOf(normalizeEmail(username));
  const config = domain ? await ssoConfigOfDomain(pool, domain) : null;
  return config?.settings.provider === provider ? config : null;
}
