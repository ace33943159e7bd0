// What the SSO config routes answer (GET/POST /sso-configs, GET/PUT /sso-configs/{id}): the API declares it, the read
// model (projections/sso-configs/queries.ts) and the screens take their types from it. The client secret is never
// answered: only whether one is set.
import { Type, type Static } from 'typebox';
import { ROLES } from '../roles';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../shared/schema';
import { SSO_PROVIDERS } from './events';

export const SsoProvisioningAnswer = Answer(
  { businessNodeId: Id, role: OneOf(ROLES) },
  'Where a first sign-in of an unknown e-mail of the domains is made a user',
);

export const SsoConfig = Answer(
  {
    id: Id,
    _id: Id,
    /** The config's version (its stream's last revision), as the spec's document store numbered it. */
    __v: Type.Integer({ minimum: 0 }),
    partnerId: Id,
    name: Type.String(),
    provider: OneOf(SSO_PROVIDERS),
    emailDomains: Type.Array(Type.String()),
    entryPoint: Nullable(Type.String()),
    idpCert: Nullable(Type.String()),
    idpIssuer: Nullable(Type.String()),
    issuer: Nullable(Type.String()),
    clientId: Nullable(Type.String()),
    clientSecretSet: Type.Boolean({ description: 'Whether a client secret is kept (it is never answered)' }),
    provisioning: Nullable(SsoProvisioningAnswer),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  'A single sign-on configuration of a partner',
);
export type SsoConfig = Static<typeof SsoConfig>;
