// Users (spec 3 §3–§5): internal users made by a super user, partner users invited to a business node,
// who join through /join/{id}; re-invite, deactivate, activate, edit. How many other active super users
// there are comes in from the read side: the product must always keep one who can reach /partners and /users.
import { INTERNAL_ROLES, INVALID_ROLE_MESSAGE, PARTNER_ROLES, parseRole, type Role } from '../roles';
import { DomainError, MESSAGES } from '../shared/errors';
import { passwordError } from '../shared/password-rules';
import { emailError, nameError, normalizeEmail } from '../shared/validation';
import { RESET_LINK_INVALID } from '../password-reset/messages';
import type { UserEvent, UserUpdated } from './events';
import type { UserState } from './state';

export const INVITATION_NOT_FOUND = 'Invitation not found';
export const ONLY_PENDING_REINVITE = 'Only a pending user can be re-invited';
export const USER_NOT_FOUND = 'User not found';
export const LAST_SUPER_USER = 'At least one active super user must remain';
export const CANNOT_DEACTIVATE_YOURSELF = 'You cannot deactivate yourself';
export const INTERNAL_USERS_HAVE_NO_NODES = 'Internal users do not belong to business nodes';
/** Spec 3 §8's words for the state a removal of the user's last node would leave. */
export const LAST_BUSINESS_NODE = MESSAGES.userWithoutNodes;
export const ALREADY_IN_PARTNER = 'The user already belongs to this partner';

/** The password arrives for its rules; its hash is made beforehand by the application layer. */
type PasswordInput = { password: string; passwordHash: string };
/** Active super users other than the one commanded, as the read side counts them. */
type SuperUsersLeft = { otherActiveSuperUsers: number };

export type CreateInternalUser = {
  type: 'CreateInternalUser';
  userId: string;
  email: string;
  name: string;
  role: string;
  emailTaken: boolean;
} & PasswordInput;
export type InviteUser = {
  type: 'InviteUser';
  userId: string;
  invitationId: string;
  email: string;
  role: string;
  partnerId: string;
  businessNodeId: string;
  isConceptOnly: boolean;
  emailTaken: boolean;
};
/** A first single sign-on of an unknown e-mail, where the SSO config allows it; the node arrives checked to be the
 * config's partner's, and the name is what the identity provider vouched for (the e-mail when it gave none). */
export type ProvisionUser = {
  type: 'ProvisionUser';
  userId: string;
  email: string;
  name: string | null;
  role: string;
  partnerId: string;
  businessNodeId: string;
  ssoConfigId: string;
  emailTaken: boolean;
};
export type ReinviteUser = { type: 'ReinviteUser'; invitationId: string };
export type AcceptInvitation = { type: 'AcceptInvitation'; invitationId: string; name: string } & PasswordInput;
export type UpdateUser = { type: 'UpdateUser'; name?: string; role?: string; isConceptOnly?: boolean } & SuperUsersLeft;
export type DeactivateUser = { type: 'DeactivateUser' } & SuperUsersLeft;
export type ActivateUser = { type: 'ActivateUser' };
/** At a sign-in whose password is stored under a weaker hash than today's (the password was just checked). */
export type RehashPassword = { type: 'RehashPassword'; passwordHash: string };
/** Through a password reset link (domain/password-reset): the new password, for an active user only. */
export type ResetPassword = { type: 'ResetPassword' } & PasswordInput;
/** The nodes arrive checked against the user's partner by the application layer. */
export type AddUserBusinessNodes = { type: 'AddUserBusinessNodes'; businessNodeIds: string[] };
export type RemoveUserBusinessNodes = { type: 'RemoveUserBusinessNodes'; businessNodeIds: string[] };
/** The node arrives checked to be the partner's by the application layer. */
export type MoveUserToPartner = { type: 'MoveUserToPartner'; partnerId: string; businessNodeId: string };
/** The code arrives checked against the pending (enable) or active (disable) secret by the application layer. */
export type EnableTotp = { type: 'EnableTotp' };
export type DisableTotp = { type: 'DisableTotp' };
/** The codes' hashes are stored by the application layer; the command records how many were issued. */
export type IssueTotpRecoveryCodes = { type: 'IssueTotpRecoveryCodes'; count: number };
/** The code arrives checked and used up by the application layer, with the count of unused codes left. */
export type UseTotpRecoveryCode = { type: 'UseTotpRecoveryCode'; remaining: number };
export type UserCommand =
  | EnableTotp
  | DisableTotp
  | IssueTotpRecoveryCodes
  | UseTotpRecoveryCode
  | MoveUserToPartner
  | AddUserBusinessNodes
  | RemoveUserBusinessNodes
  | ResetPassword
  | CreateInternalUser
  | InviteUser
  | ProvisionUser
  | ReinviteUser
  | AcceptInvitation
  | UpdateUser
  | DeactivateUser
  | ActivateUser
  | RehashPassword;

type ExistingUser = Exclude<UserState, { status: 'none' }>;

function checkName(name: string): string {
  const error = nameError(name);
  if (error) throw DomainError.badRequest(error, { field: 'name' });
  return name.trimEnd();
}

function checkPassword(password: string): void {
  const error = passwordError(password);
  if (error) throw DomainError.badRequest(error, { field: 'password' });
}

function checkEmail(email: string, taken: boolean): string {
  const error = emailError(email);
  if (error) throw DomainError.badRequest(error, { field: 'email' });
  if (taken) throw DomainError.conflict(MESSAGES.alreadyExist);
  return normalizeEmail(email);
}

/** Internal users hold internal roles, partner users partner roles. */
function checkRole(role: string, allowed: readonly Role[]): Role {
  const parsed = parseRole(role);
  if (!allowed.includes(parsed)) throw DomainError.badRequest(INVALID_ROLE_MESSAGE, { field: 'role' });
  return parsed;
}

/** An active super user stops being one (demoted or deactivated) only while another active one remains. */
function checkSuperUserRemains(state: ExistingUser, { otherActiveSuperUsers }: SuperUsersLeft): void {
  if (state.status === 'ACTIVE' && state.role === 'SUPER' && otherActiveSuperUsers === 0)
    throw DomainError.unprocessable(LAST_SUPER_USER);
}

function createInternalUser(command: CreateInternalUser): UserEvent[] {
  const { userId, passwordHash } = command;
  const name = checkName(command.name);
  const role = checkRole(command.role, INTERNAL_ROLES);
  const email = checkEmail(command.email, command.emailTaken);
  checkPassword(command.password);
  return [{ type: 'InternalUserCreated', data: { userId, email, name, role, passwordHash } }];
}

function inviteUser(command: InviteUser): UserEvent[] {
  const { userId, invitationId, partnerId, businessNodeId, isConceptOnly } = command;
  const email = checkEmail(command.email, command.emailTaken);
  const role = checkRole(command.role, PARTNER_ROLES);
  return [
    { type: 'UserInvited', data: { userId, invitationId, email, role, partnerId, businessNodeId, isConceptOnly } },
  ];
}

function provisionUser(command: ProvisionUser): UserEvent[] {
  const { userId, partnerId, businessNodeId, ssoConfigId } = command;
  const email = checkEmail(command.email, command.emailTaken);
  const role = checkRole(command.role, PARTNER_ROLES);
  const vouched = command.name?.trim() ?? '';
  const name = vouched !== '' && !nameError(vouched) ? vouched : email;
  return [{ type: 'UserProvisioned', data: { userId, email, name, role, partnerId, businessNodeId, ssoConfigId } }];
}

function reinviteUser({ invitationId }: ReinviteUser, state: ExistingUser): UserEvent[] {
  if (state.status !== 'PENDING') throw DomainError.unprocessable(ONLY_PENDING_REINVITE);
  return [{ type: 'UserReinvited', data: { userId: state.id, invitationId } }];
}

function acceptInvitation(command: AcceptInvitation, state: ExistingUser): UserEvent[] {
  if (state.status !== 'PENDING' || state.invitationId !== command.invitationId)
    throw DomainError.notFound(INVITATION_NOT_FOUND);
  const name = checkName(command.name);
  checkPassword(command.password);
  return [
    {
      type: 'InvitationAccepted',
      data: { userId: state.id, invitationId: command.invitationId, name, passwordHash: command.passwordHash },
    },
  ];
}

function updateUser(command: UpdateUser, state: ExistingUser): UserEvent[] {
  const data: UserUpdated['data'] = { userId: state.id };
  if (command.name !== undefined && command.name.trimEnd() !== state.name) data.name = checkName(command.name);
  if (command.role !== undefined && command.role !== state.role) {
    data.role = checkRole(command.role, state.partnerId ? PARTNER_ROLES : INTERNAL_ROLES);
    checkSuperUserRemains(state, command);
  }
  if (command.isConceptOnly !== undefined && command.isConceptOnly !== state.isConceptOnly)
    data.isConceptOnly = command.isConceptOnly;
  return Object.keys(data).length > 1 ? [{ type: 'UserUpdated', data }] : [];
}

function deactivateUser(command: DeactivateUser, state: ExistingUser): UserEvent[] {
  if (state.status === 'DEACTIVATED') return [];
  checkSuperUserRemains(state, command);
  return [{ type: 'UserDeactivated', data: { userId: state.id } }];
}

/** Only a user who may sign in has a password to rehash; one deactivated meanwhile keeps the old hash. */
function rehashPassword({ passwordHash }: RehashPassword, state: ExistingUser): UserEvent[] {
  return state.status === 'ACTIVE' ? [{ type: 'PasswordRehashed', data: { userId: state.id, passwordHash } }] : [];
}

/** A deactivated (or never signed-up) user's link opens nothing: the same refusal as a used or expired one. */
function resetPassword(command: ResetPassword, state: ExistingUser): UserEvent[] {
  if (state.status !== 'ACTIVE') throw DomainError.gone(RESET_LINK_INVALID);
  checkPassword(command.password);
  return [{ type: 'PasswordReset', data: { userId: state.id, passwordHash: command.passwordHash } }];
}

function checkNodesNamed(businessNodeIds: string[], state: ExistingUser): void {
  if (state.partnerId === null) throw DomainError.unprocessable(INTERNAL_USERS_HAVE_NO_NODES);
  if (businessNodeIds.length === 0) throw DomainError.unprocessable(MESSAGES.businessNodesNotProvided);
}

function addBusinessNodes({ businessNodeIds }: AddUserBusinessNodes, state: ExistingUser): UserEvent[] {
  checkNodesNamed(businessNodeIds, state);
  const added = [...new Set(businessNodeIds)].filter((id) => !state.businessNodeIds.includes(id));
  return added.length ? [{ type: 'UserBusinessNodesAdded', data: { userId: state.id, businessNodeIds: added } }] : [];
}

/** A partner user always keeps a node: it is where the user sits in the partner's tree and what the user reaches. */
function removeBusinessNodes({ businessNodeIds }: RemoveUserBusinessNodes, state: ExistingUser): UserEvent[] {
  checkNodesNamed(businessNodeIds, state);
  const removed = state.businessNodeIds.filter((id) => businessNodeIds.includes(id));
  if (removed.length === 0) return [];
  if (removed.length === state.businessNodeIds.length) throw DomainError.unprocessable(LAST_BUSINESS_NODE);
  return [{ type: 'UserBusinessNodesRemoved', data: { userId: state.id, businessNodeIds: removed } }];
}

function moveToPartner({ partnerId, businessNodeId }: MoveUserToPartner, state: ExistingUser): UserEvent[] {
  if (state.partnerId === null) throw DomainError.unprocessable(INTERNAL_USERS_HAVE_NO_NODES);
  if (state.partnerId === partnerId) throw DomainError.unprocessable(ALREADY_IN_PARTNER);
  return [
    {
      type: 'UserMovedToPartner',
      data: { userId: state.id, fromPartnerId: state.partnerId, partnerId, businessNodeId },
    },
  ];
}

export const TOTP_ALREADY_ENABLED = 'Two-factor sign-in is already on';
export const TOTP_NOT_ENABLED = 'Two-factor sign-in is not on';

function enableTotp(state: ExistingUser): UserEvent[] {
  if (state.totpEnabled) throw DomainError.conflict(TOTP_ALREADY_ENABLED);
  return [{ type: 'TotpEnabled', data: { userId: state.id } }];
}

function disableTotp(state: ExistingUser): UserEvent[] {
  if (!state.totpEnabled) throw DomainError.conflict(TOTP_NOT_ENABLED);
  return [{ type: 'TotpDisabled', data: { userId: state.id } }];
}

function issueTotpRecoveryCodes(command: IssueTotpRecoveryCodes, state: ExistingUser): UserEvent[] {
  if (!state.totpEnabled) throw DomainError.conflict(TOTP_NOT_ENABLED);
  return [{ type: 'TotpRecoveryCodesIssued', data: { userId: state.id, count: command.count } }];
}

function useTotpRecoveryCode(command: UseTotpRecoveryCode, state: ExistingUser): UserEvent[] {
  if (!state.totpEnabled) throw DomainError.conflict(TOTP_NOT_ENABLED);
  return [{ type: 'TotpRecoveryCodeUsed', data: { userId: state.id, remaining: command.remaining } }];
}

function activateUser(state: ExistingUser): UserEvent[] {
  return state.status === 'DEACTIVATED' ? [{ type: 'UserActivated', data: { userId: state.id } }] : [];
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'CreateInternalUser' || command.type === 'InviteUser' || command.type === 'ProvisionUser') {
    if (state.status !== 'none') throw DomainError.conflict(MESSAGES.alreadyExist);
    if (command.type === 'ProvisionUser') return provisionUser(command);
    return command.type === 'CreateInternalUser' ? createInternalUser(command) : inviteUser(command);
  }
  if (state.status === 'none') {
    throw DomainError.notFound(command.type === 'AcceptInvitation' ? INVITATION_NOT_FOUND : USER_NOT_FOUND);
  }
  switch (command.type) {
    case 'ReinviteUser':
      return reinviteUser(command, state);
    case 'AcceptInvitation':
      return acceptInvitation(command, state);
    case 'UpdateUser':
      return updateUser(command, state);
    case 'DeactivateUser':
      return deactivateUser(command, state);
    case 'ActivateUser':
      return activateUser(state);
    case 'RehashPassword':
      return rehashPassword(command, state);
    case 'ResetPassword':
      return resetPassword(command, state);
    case 'AddUserBusinessNodes':
      return addBusinessNodes(command, state);
    case 'RemoveUserBusinessNodes':
      return removeBusinessNodes(command, state);
    case 'MoveUserToPartner':
      return moveToPartner(command, state);
    case 'EnableTotp':
      return enableTotp(state);
    case 'DisableTotp':
      return disableTotp(state);
    case 'IssueTotpRecoveryCodes':
      return issueTotpRecoveryCodes(command, state);
    case 'UseTotpRecoveryCode':
      return useTotpRecoveryCode(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown user command ${JSON.stringify(unknown)}`);
    }
  }
}
