import type { Role } from '../roles';
import type { UserEvent, UserStatus } from './events';

export type UserState =
  | { status: 'none' }
  | {
      status: UserStatus;
      id: string;
      email: string;
      name: string | null;
      role: Role;
      partnerId: string | null;
      isConceptOnly: boolean;
      /** The invitation that may still be accepted (PENDING users only). */
      invitationId: string | null;
      /** Whether the user ever signed up; activation returns to ACTIVE or PENDING accordingly. */
      accepted: boolean;
      /** The business nodes a partner user is assigned to (internal users have none). */
      businessNodeIds: string[];
      /** Whether sign-in asks a TOTP code after the password. */
      totpEnabled: boolean;
    };

export const initialUserState = (): UserState => ({ status: 'none' });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'InternalUserCreated') {
    const { userId, email, name, role } = event.data;
    return {
      status: 'ACTIVE',
      id: userId,
      email,
      name,
      role,
      partnerId: null,
      isConceptOnly: false,
      invitationId: null,
      accepted: true,
      businessNodeIds: [],
      totpEnabled: false,
    };
  }
  if (event.type === 'UserInvited') {
    const { userId, email, role, partnerId, isConceptOnly, invitationId, businessNodeId } = event.data;
    return {
      status: 'PENDING',
      id: userId,
      email,
      name: null,
      role,
      partnerId,
      isConceptOnly,
      invitationId,
      accepted: false,
      businessNodeIds: [businessNodeId],
      totpEnabled: false,
    };
  }
  if (event.type === 'UserProvisioned') {
    const { userId, email, name, role, partnerId, businessNodeId } = event.data;
    return {
      status: 'ACTIVE',
      id: userId,
      email,
      name,
      role,
      partnerId,
      isConceptOnly: false,
      invitationId: null,
      accepted: true,
      businessNodeIds: [businessNodeId],
      totpEnabled: false,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'UserReinvited':
      return { ...state, invitationId: event.data.invitationId };
    case 'InvitationAccepted':
      return { ...state, status: 'ACTIVE', name: event.data.name, invitationId: null, accepted: true };
    case 'UserUpdated': {
      const { name, role, isConceptOnly } = event.data;
      return {
        ...state,
        name: name ?? state.name,
        role: role ?? state.role,
        isConceptOnly: isConceptOnly ?? state.isConceptOnly,
      };
    }
    case 'UserDeactivated':
      return { ...state, status: 'DEACTIVATED' };
    case 'UserActivated':
      return { ...state, status: state.accepted ? 'ACTIVE' : 'PENDING' };
    case 'UserBusinessNodesAdded':
      return { ...state, businessNodeIds: [...state.businessNodeIds, ...event.data.businessNodeIds] };
    case 'UserBusinessNodesRemoved':
      return {
        ...state,
        businessNodeIds: state.businessNodeIds.filter((id) => !event.data.businessNodeIds.includes(id)),
      };
    case 'UserMovedToNode':
      return { ...state, businessNodeIds: event.data.businessNodeIds };
    case 'UserMovedToPartner':
      return { ...state, partnerId: event.data.partnerId, businessNodeIds: [event.data.businessNodeId] };
    case 'TotpEnabled':
      return { ...state, totpEnabled: true };
    case 'TotpDisabled':
      return { ...state, totpEnabled: false };
    case 'TotpRecoveryCodesIssued':
    case 'TotpRecoveryCodeUsed':
    // How many recovery codes are left is counted in the read model only.
    case 'PasswordRehashed':
    case 'PasswordReset':
      // The hash lives in the read model only: deciding never needs it.
      return state;
  }
}
