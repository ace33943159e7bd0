// What the sign-in routes answer (spec 1 §3 stored session).
import { Type } from 'typebox';
import { ROLES } from '../../domain/roles';
import { Answer, Id, Nullable, OneOf } from '../http/schemas';

const sessionFields = {
  id: Id,
  role: OneOf(ROLES),
  username: Type.String(),
  email: Type.String(),
  isConceptOnly: Type.Boolean(),
};

/** POST /auth/login and POST /invitations/{id}/accept; the token stays in the httpOnly cookie. */
export const StoredSession = Answer(sessionFields, 'The signed-in user; the session is in the cookie');
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
export const SignedOut = Answer({ success: Type.Literal(true) }, 'Signed out');
/** Only local users exist so far; single sign-on configurations will answer SAML or Google. */
export const AuthMode = Answer({ authMode: Type.Literal('password') }, 'How this user signs in');
