// What the user, sign-in and invitation routes answer: the API declares it, the read model
// (projections/users/queries.ts) and the screens take their types from it.
import { Type, type Static } from 'typebox';
import { ROLES } from '../roles';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../shared/schema';
import { USER_STATUSES } from './events';

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
/** POST /auth/mode (spec 1 §7). Only local users exist so far; single sign-on configurations will answer SAML or
 * Google. */
export const AuthMode = Answer({ authMode: Type.Literal('password') }, 'How this user signs in');
export type AuthMode = Static<typeof AuthMode>;

/** GET /invitations/{id} (the join page); accepting answers a StoredSession. */
export const Invitation = Answer(
  { email: Type.String(), role: OneOf(ROLES), partnerName: Nullable(Type.String()) },
  'An open invitation',
);
export type Invitation = Static<typeof Invitation>;
