// The demo's single sign-on config (issue 22 §5): Northwind's SAML identity provider, so /sso-configs shows a
// configured partner on the first start. It points at nothing live (an .example IdP, a placeholder certificate) and
// says so in its name; its domain is one no demo user has, so every demo user still signs in with a password. A re-run
// finds it by name.
import type { SsoConfig } from '../domain/sso-config/answers';
import { sameName } from './api-client';
import { ensure, type Seeding } from './ensure';
import type { SeededPartner } from './partners';

export const DEMO_SSO = {
  partner: 'Northwind Beverages',
  name: 'Northwind Okta (demo: no live identity provider)',
  provider: 'saml',
  emailDomains: ['sso.northwind.example'],
  entryPoint: 'https://idp.northwind.example/app/varia/sso/saml',
  idpIssuer: 'http://www.okta.com/northwind-demo',
  // Not a key anyone holds: the demo IdP does not exist, so no assertion could be signed for it.
  idpCert: '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUZGVtby1ub3QtYS1yZWFsLWNlcnQ=\n-----END CERTIFICATE-----',
} as const;

export async function seedSso(s: Seeding, partners: ReadonlyMap<string, SeededPartner>): Promise<void> {
  const partner = partners.get(DEMO_SSO.partner);
  if (!partner)
    throw new Error(`The demo SSO config names partner ${DEMO_SSO.partner}, which the demo does not create`);
  const { partner: _, ...fields } = DEMO_SSO;
  await ensure(
    s,
    `SSO config ${DEMO_SSO.name}`,
    async () => (await s.api.get<SsoConfig[]>('/sso-configs')).find((c) => sameName(c.name, DEMO_SSO.name)),
    () =>
      s.api.post<SsoConfig>('/sso-configs', {
        partnerId: partner.partner.id,
        ...fields,
        emailDomains: [...fields.emailDomains],
      }),
  );
}
