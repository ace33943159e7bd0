// What the SSO config routes take (spec 3 §7): a config's fields; PUT without `_id` and `__v` (the UI strips them).
import { Type } from 'typebox';
import { ROLES } from '../../domain/roles';
import { SSO_MAX_DOMAINS, SSO_PROVIDERS, IDP_CERT_MAX_LENGTH } from '../../domain/sso-config';
import { SHORT_TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../../domain/shared/text-limits';
import { Id, Literals, Text } from '../http/schemas';
import { Name } from './fields';

const Optional = (maxLength: number, description: string) =>
  Type.Optional(Type.Union([Text({ maxLength, description }), Type.Null()]));

export const SsoConfigFields = {
  name: Name,
  provider: Literals(SSO_PROVIDERS),
  emailDomains: Type.Array(Text({ maxLength: 253 }), {
    maxItems: SSO_MAX_DOMAINS,
    description: 'The e-mail domains whose users sign in through this config; a domain belongs to one config',
  }),
  entryPoint: Optional(URL_MAX_LENGTH, 'SAML: the IdP single sign-on URL (HTTP-Redirect binding)'),
  idpCert: Optional(IDP_CERT_MAX_LENGTH + 100, "SAML: the IdP's signing certificate, PEM or base64"),
  idpIssuer: Optional(SHORT_TEXT_MAX_LENGTH, "SAML: the IdP's entity id, checked when set"),
  issuer: Optional(URL_MAX_LENGTH, 'Google/OIDC: the issuer URL'),
  clientId: Optional(SHORT_TEXT_MAX_LENGTH, 'Google/OIDC: our client id at the issuer'),
  clientSecret: Type.Optional(
    Text({
      minLength: 1,
      maxLength: SHORT_TEXT_MAX_LENGTH,
      description: 'Google/OIDC: write-only; left out on update keeps the one set',
    }),
  ),
  provisioning: Type.Optional(
    Type.Union([
      Type.Object(
        { businessNodeId: Id, role: Literals(ROLES) },
        {
          additionalProperties: false,
          description: 'A first sign-in of an unknown e-mail of the domains makes a user of this node and role',
        },
      ),
      Type.Null(),
    ]),
  ),
};
