// The events of one password reset link, on its own stream `PasswordReset-<sha256 of its token>`: the token itself is
// only in the mail, so no event holds it, and the link finds its stream (and its user) by the token's hash.
export type PasswordResetRequested = {
  type: 'PasswordResetRequested';
  data: { userId: string; expiresAt: string };
};
/** The link was used: the user's new password is on the user's stream (PasswordReset). */
export type PasswordResetUsed = { type: 'PasswordResetUsed'; data: { userId: string } };

export type PasswordResetEvent = PasswordResetRequested | PasswordResetUsed;
