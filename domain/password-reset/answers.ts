// What the password reset calls answer: a sentence to show, the same for every e-mail asked about.
import { Type, type Static } from 'typebox';
import { Answer } from '../shared/schema';

export const PasswordResetAnswer = Answer({ message: Type.String() }, 'What to tell the person');
export type PasswordResetAnswer = Static<typeof PasswordResetAnswer>;
