// This product as a SAML 2.0 service provider of one SSO config (issue 22 §1), through @node-saml/node-saml (≥ 5.1,
// which refuses unsigned assertions in signed responses, CVE-2025-54419): the assertion must be signed by the config's
// IdP certificate, addressed to us (audience), within its time, and the answer to a request of ours, used once.
// node-saml and its XML stack (~5 MB of heap) load with the first SAML request, not at boot: an idle product needs
// none of it (ARCHITECTURE.md "Memory").
import type { Profile, SAML } from '@node-saml/node-saml';
import type { SsoConfigForSignIn } from '../../projections/sso-configs/queries';
import { SAML_REQUEST_MAX_AGE_MS, type SamlRequestCache } from './saml-requests';

/** Our entity id at the config's IdP, the audience its assertions must name. Not taken from the request's Host, so a
 * forged Host cannot make an assertion meant for another service provider pass for ours. */
export const samlEntityId = (configId: string) => `urn:varia:sso-config:${configId}`;

/** Where the IdP posts its answer (HTTP-POST binding). */
export const samlAcsPath = (configId: string) => `/api/v1/auth/saml/${configId}/acs`;

/** Clocks of the IdP and ours may differ this much. */
const CLOCK_SKEW_MS = 60_000;

const nodeSaml = () => import('@node-saml/node-saml');

export async function serviceProvider(
  config: SsoConfigForSignIn,
  origin: string,
  cache: SamlRequestCache,
): Promise<SAML> {
  const { entryPoint, idpCert, idpIssuer } = config.settings;
  if (!entryPoint || !idpCert) throw new Error('the config has no IdP entry point or certificate');
  const { SAML, ValidateInResponseTo } = await nodeSaml();
  return new SAML({
    entryPoint,
    idpCert,
    ...(idpIssuer ? { idpIssuer } : {}),
    issuer: samlEntityId(config.id),
    audience: samlEntityId(config.id),
    callbackUrl: `${origin}${samlAcsPath(config.id)}`,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_MAX_AGE_MS,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    cacheProvider: cache,
  });
}

/** Why node-saml refused an answer, in the words the error screen shows. */
export async function samlRefusalReason(error: unknown): Promise<string> {
  const { SamlStatusError } = await nodeSaml();
  if (error instanceof SamlStatusError) return 'the identity provider refused the sign-in';
  const message = error instanceof Error ? error.message : '';
  if (/signature/i.test(message)) return "the identity provider's signature did not verify";
  if (/audience/i.test(message)) return 'the answer was meant for another service';
  // node-saml says 'No valid subject confirmation' when none is within its time.
  if (/expired|not yet valid|subject confirmation/i.test(message)) return 'the answer has expired; sign in again';
  if (/InResponseTo/i.test(message))
    return 'the answer was already used, or not asked for by this sign-in; start again';
  if (/issuer/i.test(message)) return 'the answer came from another identity provider';
  return 'the identity provider answer could not be verified';
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The e-mail and name an assertion vouches for: the mail attribute, else an e-mail NameID. */
export function vouchedBy(profile: Profile): { email: string | null; name: string | null } {
  const email = text(profile.email) ?? (text(profile.nameID)?.includes('@') ? text(profile.nameID) : null);
  const given = text(profile.givenName ?? profile['urn:oid:2.5.4.42']);
  const family = text(profile.sn ?? profile['urn:oid:2.5.4.4']);
  const name =
    text(profile.displayName ?? profile['urn:oid:2.16.840.1.113730.3.1.241']) ??
    text(profile.name) ??
    (given || family ? [given, family].filter(Boolean).join(' ') : null);
  return { email, name };
}
