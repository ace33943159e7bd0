// What the user, sign-in and invitation routes answer: the API declares it, the read model
// (projections/users/queries.ts) and the screens take their types from it.
import { Type, type Static } from 'typebox';
import { ROLES } from '../roles';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../shared/schema';
import { USER_STATUSES } from './events';
import { LOGIN_PROVIDERS } from './login-provider';

const NodeRef = Answer({ id: Id, name: Type.String() });
export type NodeRef = Static<typeof NodeRef>;

const rowFields = {
  id: Id,
  email: Type.String(),
  name: Nullable(Type.String({ description: 'null until an invited user joins' })),
  role: OneOf(ROLES),
  status: OneOf(USER_STATUSES),
  partnerId: Nullable(Id),
  isConceptOnly: Type.Boolean(),
  invitationId: Nullable(Id),
  joinLink: Nullable(Type.String({ examples: ['/join/0123456789abcdef01234567'] })),
  businessNodes: Type.Array(NodeRef),
  /** How the user signs in: the identity provider of the SSO config holding the e-mail's domain, else Local. */
  loginProvider: OneOf(LOGIN_PROVIDERS),
  createdAt: Timestamp,
};

/** A row of the user lists: internal users (partnerId null) and partner users alike. */
export const UserRow = Answer(rowFields, 'A user');
export type UserRow = Static<typeof UserRow>;
export const User = Answer({ ...rowFields, _id: Id }, 'A user');
export type User = Static<typeof User>;
/** POST /users/{id}/reinvite. */
export const Reinvited = Answer(
  { message: Type.String(), invitationId: Id, joinLink: Type.String() },
  'The new invitation',
);
export type Reinvited = Static<typeof Reinvited>;

// Sign-in (spec 1 §3 stored session).
const sessionFields = {
  id: Id,
  role: OneOf(ROLES),
  username: Type.String(),
  email: Type.String(),
  isConceptOnly: Type.Boolean(),
};

/** POST /auth/login and POST /invitations/{id}/accept; the token stays in the httpOnly cookie. */
export const StoredSession = Answer(sessionFields, 'The signed-in user; the session is in the cookie');
export type StoredSession = Static<typeof StoredSession>;
const recoveryCodes = Type.Array(Type.String({ examples: ['abcde-23456'] }), {
  description: 'Single-use recovery codes, shown this once (only their hashes are kept)',
});
/** POST /auth/login/totp: the session, and the first recovery codes when the step enrolled the user. */
export const SecondStepSession = Answer(
  { ...sessionFields, recoveryCodes: Type.Optional(recoveryCodes) },
  'The signed-in user; the session is in the cookie',
);
export type SecondStepSession = Static<typeof SecondStepSession>;
/** GET /auth/current-user. */
export const CurrentUser = Answer(
  {
    ...sessionFields,
    name: Nullable(Type.String()),
    partnerId: Nullable(Id),
    partnerName: Nullable(Type.String()),
    reachableNodeIds: Nullable(
      Type.Array(Id, {
        description:
          'The business nodes this user may place concepts and assets on (their own and below); null: the whole partner',
      }),
    ),
  },
  'The signed-in user',
);
export type CurrentUser = Static<typeof CurrentUser>;
export const SignedOut = Answer({ success: Type.Literal(true) }, 'Signed out');
/** POST /auth/mode (spec 1 §7): saml or google when an SSO config holds the e-mail's domain, else password. */
export const AuthMode = Answer({ authMode: OneOf(['password', 'saml', 'google'] as const) }, 'How this user signs in');
export type AuthMode = Static<typeof AuthMode>;

/** GET /invitations/{id} (the join page); accepting answers a StoredSession. */
export const Invitation = Answer(
  { email: Type.String(), role: OneOf(ROLES), partnerName: Nullable(Type.String()) },
  'An open invitation',
);
export type Invitation = Static<typeof Invitation>;

// Two-factor sign-in (TOTP; api/routes/two-factor.ts).
/** POST /auth/totp/setup, POST /auth/login/totp-setup: a new secret to scan, pending until a code confirms it. */
export const TotpSetup = Answer(
  {
    otpauthUrl: Type.String({ examples: ['otpauth://totp/Varia:ada%40example.com?secret=...&issuer=Varia'] }),
    qrCode: Type.String({ description: 'The otpauth URL as a PNG data URL' }),
  },
  'A TOTP secret to enrol in an authenticator app',
);
export type TotpSetup = Static<typeof TotpSetup>;
const totpStatus = {
  enabled: Type.Boolean(),
  required: Type.Boolean({ description: "Whether the user's partner requires two-factor sign-in" }),
  recoveryCodesLeft: Type.Integer({ minimum: 0, description: 'How many unused recovery codes the user has' }),
};
/** GET /auth/totp and the answer of disable. */
export const TotpStatus = Answer(totpStatus, "The signed-in user's two-factor sign-in");
export type TotpStatus = Static<typeof TotpStatus>;
/** POST /auth/totp/confirm and POST /auth/totp/recovery-codes: the status and a new set of recovery codes. */
export const TotpRecoveryCodes = Answer(
  { ...totpStatus, recoveryCodes },
  "The signed-in user's two-factor sign-in and new recovery codes",
);
export type TotpRecoveryCodes = Static<typeof TotpRecoveryCodes>;
/** POST /auth/login (202): the password was right; a TOTP code ('code') or an enrolment ('enrol') comes next. */
export const SecondStep = Answer(
  {
    step: OneOf(['code', 'enrol'] as const),
    challenge: Type.String({ description: 'Signed, short-lived (5 minutes); send it back with the code' }),
  },
  'A second sign-in step is needed',
);
export type SecondStep = Static<typeof SecondStep>;
