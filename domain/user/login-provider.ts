// Login providers (spec 3 §3: Local, SAML, Google): how a user signs in now. An SSO config holding the e-mail's domain
// sends its users to its identity provider (POST /auth/mode answers the same), whether they were invited, made by a
// super user or provisioned at a first SSO sign-in; everyone else signs in with a password.
import type { SsoProvider } from '../sso-config/events';

export const LOGIN_PROVIDERS = ['Local', 'SAML', 'Google'] as const;
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number];

export const LOGIN_PROVIDER_OF_SSO: Record<SsoProvider, LoginProvider> = { saml: 'SAML', google: 'Google' };
export const PASSWORD_LOGIN: LoginProvider = 'Local';
