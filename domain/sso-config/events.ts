// Stream `SsoConfig-<configId>`: one partner's single sign-on through its identity provider. The OIDC client secret is
// never in an event in clear: it is sealed under the config's own data key (commands/secrets), which deleting shreds.
import type { SealedSecret } from '../integration/events';
import type { Role } from '../roles';

export const SSO_PROVIDERS = ['saml', 'google'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

/** A first SSO sign-in of an unknown e-mail of the config's domains makes a user here, with this role. */
export interface SsoProvisioning {
  businessNodeId: string;
  role: Role;
}

/** What an admin sets, the client secret aside. SAML fields are null for Google/OIDC and the other way round. */
export interface SsoSettings {
  name: string;
  provider: SsoProvider;
  /** Lowercase, unique across configs: the e-mail's domain picks the config at sign-in. */
  emailDomains: string[];
  /** SAML: the IdP's single sign-on URL (HTTP-Redirect binding), its signing certificate and entity id. */
  entryPoint: string | null;
  idpCert: string | null;
  idpIssuer: string | null;
  /** OIDC: the issuer (discovered through its /.well-known/openid-configuration) and our client id there. */
  issuer: string | null;
  clientId: string | null;
  provisioning: SsoProvisioning | null;
}

export type SsoConfigCreated = {
  type: 'SsoConfigCreated';
  data: { configId: string; partnerId: string; settings: SsoSettings; clientSecret: SealedSecret | null };
};
/** The settings as they are now; `clientSecret` only when a new one was set. */
export type SsoConfigUpdated = {
  type: 'SsoConfigUpdated';
  data: { configId: string; partnerId: string; settings: SsoSettings; clientSecret?: SealedSecret };
};
export type SsoConfigDeleted = { type: 'SsoConfigDeleted'; data: { configId: string; partnerId: string } };

export type SsoConfigEvent = SsoConfigCreated | SsoConfigUpdated | SsoConfigDeleted;
