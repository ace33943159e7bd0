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
/** A partner user made at a first single sign-on of an unknown e-mail, as the SSO config allows (issue 22 §1): active
 * at once, on the config's node with its role, without a password (the identity provider vouches for the user). */
export type UserProvisioned = {
  type: 'UserProvisioned';
  data: {
    userId: string;
    email: string;
    name: string;
    role: Role;
    partnerId: string;
    businessNodeId: string;
    ssoConfigId: string;
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

/** Business nodes a partner user is given after the invitation (only those not held yet). */
export type UserBusinessNodesAdded = {
  type: 'UserBusinessNodesAdded';
  data: { userId: string; businessNodeIds: string[] };
};
/** Business nodes taken from a partner user (only those held). */
export type UserBusinessNodesRemoved = {
  type: 'UserBusinessNodesRemoved';
  data: { userId: string; businessNodeIds: string[] };
};

/** A partner user moved by a super user to another partner, onto one of its nodes (the old nodes are left). */
export type UserMovedToPartner = {
  type: 'UserMovedToPartner';
  data: { userId: string; fromPartnerId: string; partnerId: string; businessNodeId: string };
};

/** A business node's users moved to another node of the tree (domain/business-tree/migration.ts): the nodes after. */
export type UserMovedToNode = {
  type: 'UserMovedToNode';
  data: { userId: string; fromNodeId: string; toNodeId: string; businessNodeIds: string[] };
};

/** Two-factor sign-in (TOTP) turned on after a first right code, or off; the secret is never in an event (it is
 * sealed in user_totp, commands/two-factor.ts). */
export type TotpEnabled = { type: 'TotpEnabled'; data: { userId: string } };
export type TotpDisabled = { type: 'TotpDisabled'; data: { userId: string } };
/** Single-use recovery codes for signing in without the authenticator app: a new set (replacing any earlier one) and
 * one used up. No code, clear or hashed, is in an event; their hashes sit in user_totp_recovery_code
 * (commands/totp-recovery-codes.ts). `remaining` is how many unused codes are left after the use. */
export type TotpRecoveryCodesIssued = { type: 'TotpRecoveryCodesIssued'; data: { userId: string; count: number } };
export type TotpRecoveryCodeUsed = { type: 'TotpRecoveryCodeUsed'; data: { userId: string; remaining: number } };

export type UserEvent =
  | TotpEnabled
  | TotpDisabled
  | TotpRecoveryCodesIssued
  | TotpRecoveryCodeUsed
  | InternalUserCreated
  | UserInvited
  | UserProvisioned
  | UserReinvited
  | InvitationAccepted
  | UserUpdated
  | UserDeactivated
  | PasswordRehashed
  | UserActivated
  | PasswordReset
  | UserBusinessNodesAdded
  | UserBusinessNodesRemoved
  | UserMovedToPartner
  | UserMovedToNode;
