// The texts of password reset (spec 1 §2.1 /password and /password/{hash}; the spec shows none, these are ours).

/** A link lasts an hour. */
export const RESET_LINK_TTL_MS = 60 * 60_000;
/** The same answer whether or not an account uses the e-mail: the request never tells. */
export const RESET_REQUESTED = 'If an account uses this e-mail, a link to reset its password is on its way.';
/** Unknown, used or expired alike: the link's answer tells nothing more. */
export const RESET_LINK_INVALID = 'This password reset link is invalid, was already used or has expired';
/** What the link's page says instead of asking for a password, by the link's token validity. */
export const RESET_LINK_VALIDITY_TEXT = {
  INVALID: 'This password reset link is invalid or was already used. Ask for a new one.',
  EXPIRED: 'This password reset link has expired: links last an hour. Ask for a new one.',
} as const;
/** Without SMTP_URL no mail can go out. */
export const RESET_NOT_SET_UP =
  'Password reset by e-mail is not set up on this server: ask an administrator to reset your password';
export const PASSWORD_CHANGED = 'Your password was changed: sign in with the new one';
export const RESET_MAIL_SUBJECT = 'Reset your Varia password';

export const resetMailText = (name: string | null, link: string) =>
  `Hello${name ? ` ${name}` : ''},\n\nsomeone (we hope you) asked to reset your Varia password. Choose a new one here ` +
  `within the hour:\n\n${link}\n\nThe link works once. If you did not ask, ignore this mail: your password stays.`;
