import type { Role } from '../roles';

export const USER_STATUSES = ['PENDING', 'ACTIVE', 'DEACTIVATED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export type InternalUserCreated = {
  type: 'InternalUserCreated';
  data: { userId: string; email: string; name: string; role: Role; passwordHash: string };
};
export type UserInvited = {
  type: 'UserInvited';
  data: {
    userId: string;
    invitationId: string;
    email: string;
    role: Role;
    partnerId: string;
    businessNodeId: string;
    isConceptOnly: boolean;
  };
};
export type UserReinvited = { type: 'UserReinvited'; data: { userId: string; invitationId: string } };
export type InvitationAccepted = {
  type: 'InvitationAccepted';
  data: { userId: string; invitationId: string; name: string; passwordHash: string };
};
export type UserUpdated = {
  type: 'UserUpdated';
  data: { userId: string; name?: string; role?: Role; isConceptOnly?: boolean };
};
export type UserDeactivated = { type: 'UserDeactivated'; data: { userId: string } };
/** The same password under a stronger hash, made at a sign-in (commands/passwords.ts needsRehash). */
export type PasswordRehashed = { type: 'PasswordRehashed'; data: { userId: string; passwordHash: string } };
export type UserActivated = { type: 'UserActivated'; data: { userId: string } };
/** A new password set through a password reset link (domain/password-reset). */
export type PasswordReset = { type: 'PasswordReset'; data: { userId: string; passwordHash: string } };

export type UserEvent =
  | InternalUserCreated
  | UserInvited
  | UserReinvited
  | InvitationAccepted
  | UserUpdated
  | UserDeactivated
  | PasswordRehashed
  | UserActivated
  | PasswordReset;
