// The password reset calls (api/routes/password-reset.ts): ask for a link by e-mail, check a link, set the new password
// through it.
import type { PasswordResetAnswer, ResetLinkValidity } from '../../../domain/password-reset/answers';
import { post } from '../providers/requests';

export const askForResetLink = (email: string) => post<PasswordResetAnswer>('/auth/password-reset', { email });

export const setNewPassword = (token: string, password: string) =>
  post<PasswordResetAnswer>('/auth/password-reset/complete', { token, password });

export const resetLinkValidity = (token: string) =>
  post<ResetLinkValidity>('/auth/password-reset/validity', { token }).then((answer) => answer.tokenValidity);
