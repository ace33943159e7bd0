// What the password reset calls answer: a sentence to show, the same for every e-mail asked about.
import { Type, type Static } from 'typebox';
import { Answer, OneOf } from '../shared/schema';
import { TOKEN_VALIDITIES } from './decide';

export const PasswordResetAnswer = Answer({ message: Type.String() }, 'What to tell the person');
export type PasswordResetAnswer = Static<typeof PasswordResetAnswer>;
/** POST /auth/password-reset/validity: whether the link's page may ask for a new password. */
export const ResetLinkValidity = Answer({ tokenValidity: OneOf(TOKEN_VALIDITIES) }, "The link's token validity");
export type ResetLinkValidity = Static<typeof ResetLinkValidity>;
