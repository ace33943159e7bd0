// Users (spec 3 §3–§5): internal users made by a super user, partner users invited to a business node,
// who join through /join/{id}; re-invite, deactivate, activate, edit.
import { INTERNAL_ROLES, INVALID_ROLE_MESSAGE, PARTNER_ROLES, parseRole, type Role } from '../roles';
import { DomainError, MESSAGES } from '../shared/errors';
import { passwordError } from '../shared/password-rules';
import { emailError, nameError, normalizeEmail } from '../shared/validation';
import type { UserEvent } from './events';
import type { UserState } from './state';

export const INVITATION_NOT_FOUND = 'Invitation not found';
export const ONLY_PENDING_REINVITE = 'Only a pending user can be re-invited';
export const USER_NOT_FOUND = 'User not found';

/** The password arrives for its rules; its hash is made beforehand by the application layer. */
type PasswordInput = { password: string; passwordHash: string };

export type CreateInternalUser = { type: 'CreateInternalUser'; userId: string; email: string; name: string; role: string; emailTaken: boolean } & PasswordInput;
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
export type ReinviteUser = { type: 'ReinviteUser'; invitationId: string };
export type AcceptInvitation = { type: 'AcceptInvitation'; invitationId: string; name: string } & PasswordInput;
export type UpdateUser = { type: 'UpdateUser'; name?: string; role?: string; isConceptOnly?: boolean };
export type DeactivateUser = { type: 'DeactivateUser' };
export type ActivateUser = { type: 'ActivateUser' };
export type UserCommand = CreateInternalUser | InviteUser | ReinviteUser | AcceptInvitation | UpdateUser | DeactivateUser | ActivateUser;

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

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'CreateInternalUser' || command.type === 'InviteUser') {
    if (state.status !== 'none') throw DomainError.conflict(MESSAGES.alreadyExist);
    if (command.type === 'CreateInternalUser') {
      const { userId, passwordHash } = command;
      const name = checkName(command.name);
      const role = checkRole(command.role, INTERNAL_ROLES);
      const email = checkEmail(command.email, command.emailTaken);
      checkPassword(command.password);
      return [{ type: 'InternalUserCreated', data: { userId, email, name, role, passwordHash } }];
    }
    const { userId, invitationId, partnerId, businessNodeId, isConceptOnly } = command;
    const email = checkEmail(command.email, command.emailTaken);
    const role = checkRole(command.role, PARTNER_ROLES);
    return [{ type: 'UserInvited', data: { userId, invitationId, email, role, partnerId, businessNodeId, isConceptOnly } }];
  }
  if (state.status === 'none') {
    throw DomainError.notFound(command.type === 'AcceptInvitation' ? INVITATION_NOT_FOUND : USER_NOT_FOUND);
  }
  const userId = state.id;
  switch (command.type) {
    case 'ReinviteUser':
      if (state.status !== 'PENDING') throw DomainError.unprocessable(ONLY_PENDING_REINVITE);
      return [{ type: 'UserReinvited', data: { userId, invitationId: command.invitationId } }];
    case 'AcceptInvitation': {
      if (state.status !== 'PENDING' || state.invitationId !== command.invitationId) throw DomainError.notFound(INVITATION_NOT_FOUND);
      const name = checkName(command.name);
      checkPassword(command.password);
      return [{ type: 'InvitationAccepted', data: { userId, invitationId: command.invitationId, name, passwordHash: command.passwordHash } }];
    }
    case 'UpdateUser': {
      const data: { userId: string; name?: string; role?: Role; isConceptOnly?: boolean } = { userId };
      if (command.name !== undefined && command.name.trimEnd() !== state.name) data.name = checkName(command.name);
      if (command.role !== undefined && command.role !== state.role) {
        data.role = checkRole(command.role, state.partnerId ? PARTNER_ROLES : INTERNAL_ROLES);
      }
      if (command.isConceptOnly !== undefined && command.isConceptOnly !== state.isConceptOnly) data.isConceptOnly = command.isConceptOnly;
      return Object.keys(data).length > 1 ? [{ type: 'UserUpdated', data }] : [];
    }
    case 'DeactivateUser':
      return state.status === 'DEACTIVATED' ? [] : [{ type: 'UserDeactivated', data: { userId } }];
    case 'ActivateUser':
      return state.status === 'DEACTIVATED' ? [{ type: 'UserActivated', data: { userId } }] : [];
  }
}
