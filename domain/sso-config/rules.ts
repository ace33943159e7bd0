// What makes an SSO config usable (spec 3 §3 leaves its fields and rules unshown: these are ours, in plain words).
import { PARTNER_ROLES, type Role } from '../roles';
import { DomainError } from '../shared/errors';
import { SHORT_TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../shared/text-limits';
import { nameError } from '../shared/validation';
import { SSO_PROVIDERS, type SsoProvider, type SsoSettings } from './events';

export const SSO_MESSAGES = {
  notFound: 'SSO config not found',
  providerInvalid: `The provider must be one of ${SSO_PROVIDERS.join(', ')}`,
  domainsRequired: 'At least one email domain is required',
  domainInvalid: (domain: string) => `'${domain}' is not an email domain (like example.com)`,
  domainTaken: (domain: string) => `The email domain ${domain} already belongs to another SSO config`,
  urlInvalid: (what: string) => `The ${what} must be an http or https URL`,
  required: (what: string) => `The ${what} is required`,
  certificateInvalid: 'The IdP certificate must be a PEM or base64 X.509 certificate',
  provisioningRole: `The provisioning role must be one of ${PARTNER_ROLES.join(', ')}`,
} as const;

/** At most this many domains per config (a company's brands, not a list of every domain). */
export const SSO_MAX_DOMAINS = 50;
export const IDP_CERT_MAX_LENGTH = 16_384;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const BASE64_CERT = /^[A-Za-z0-9+/=\s]+$/;

/** The domain of an e-mail, lowercase; null when the text has none. */
export function emailDomainOf(email: string): string | null {
  const at = email.lastIndexOf('@');
  const domain =
    at < 0
      ? ''
      : email
          .slice(at + 1)
          .trim()
          .toLowerCase();
  return DOMAIN.test(domain) ? domain : null;
}

function httpUrl(value: string | null | undefined, what: string, field: string): string {
  const text = value?.trim() ?? '';
  if (text === '') throw DomainError.badRequest(SSO_MESSAGES.required(what), { field });
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || text.length > URL_MAX_LENGTH)
    throw DomainError.badRequest(SSO_MESSAGES.urlInvalid(what), { field });
  return text;
}

function requiredText(value: string | null | undefined, what: string, field: string): string {
  const text = value?.trim() ?? '';
  if (text === '') throw DomainError.badRequest(SSO_MESSAGES.required(what), { field });
  if (text.length > SHORT_TEXT_MAX_LENGTH) throw DomainError.badRequest(SSO_MESSAGES.required(what), { field });
  return text;
}

/** The certificate's base64 body: node-saml takes it with or without the PEM armour. */
function certificate(value: string | null | undefined): string {
  const body = (value ?? '').replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (body === '') throw DomainError.badRequest(SSO_MESSAGES.required('IdP certificate'), { field: 'idpCert' });
  if (!BASE64_CERT.test(body) || body.length > IDP_CERT_MAX_LENGTH)
    throw DomainError.badRequest(SSO_MESSAGES.certificateInvalid, { field: 'idpCert' });
  return body;
}

function domains(values: readonly string[]): string[] {
  const list = [...new Set(values.map((d) => d.trim().toLowerCase().replace(/^@/, '')))].filter((d) => d !== '');
  if (list.length === 0) throw DomainError.badRequest(SSO_MESSAGES.domainsRequired, { field: 'emailDomains' });
  for (const domain of list)
    if (!DOMAIN.test(domain))
      throw DomainError.badRequest(SSO_MESSAGES.domainInvalid(domain), { field: 'emailDomains' });
  return list.slice(0, SSO_MAX_DOMAINS);
}

/** The fields an admin sends (create and update), before they are checked. */
export interface SsoSettingsInput {
  name: string;
  provider: string;
  emailDomains: string[];
  entryPoint?: string | null;
  idpCert?: string | null;
  idpIssuer?: string | null;
  issuer?: string | null;
  clientId?: string | null;
  provisioning?: { businessNodeId: string; role: string } | null;
}

/** The settings as they will be kept, or a DomainError naming the first field that is wrong. */
export function checkedSettings(input: SsoSettingsInput): SsoSettings {
  const error = nameError(input.name);
  if (error) throw DomainError.badRequest(error, { field: 'name' });
  if (!(SSO_PROVIDERS as readonly string[]).includes(input.provider))
    throw DomainError.badRequest(SSO_MESSAGES.providerInvalid, { field: 'provider' });
  const provider = input.provider as SsoProvider;
  const provisioning = input.provisioning ?? null;
  if (provisioning && !(PARTNER_ROLES as readonly string[]).includes(provisioning.role))
    throw DomainError.badRequest(SSO_MESSAGES.provisioningRole, { field: 'provisioning.role' });
  const common = {
    name: input.name.trim(),
    provider,
    emailDomains: domains(input.emailDomains),
    provisioning: provisioning && { businessNodeId: provisioning.businessNodeId, role: provisioning.role as Role },
  };
  if (provider === 'saml')
    return {
      ...common,
      entryPoint: httpUrl(input.entryPoint, 'IdP entry point', 'entryPoint'),
      idpCert: certificate(input.idpCert),
      idpIssuer: input.idpIssuer?.trim() ? requiredText(input.idpIssuer, 'IdP issuer', 'idpIssuer') : null,
      issuer: null,
      clientId: null,
    };
  return {
    ...common,
    entryPoint: null,
    idpCert: null,
    idpIssuer: null,
    issuer: httpUrl(input.issuer, 'issuer', 'issuer'),
    clientId: requiredText(input.clientId, 'client id', 'clientId'),
  };
}
