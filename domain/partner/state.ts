import type { PartnerEvent, PartnerType } from './events';

export type PartnerState =
  | { status: 'none' }
  | { status: 'active' | 'archived'; id: string; name: string; type: PartnerType; twoFactorRequired: boolean };

export const initialPartnerState = (): PartnerState => ({ status: 'none' });

export function evolvePartner(state: PartnerState, event: PartnerEvent): PartnerState {
  switch (event.type) {
    case 'PartnerCreated':
      return {
        status: 'active',
        id: event.data.partnerId,
        name: event.data.name,
        type: event.data.type,
        twoFactorRequired: false,
      };
    case 'PartnerUpdated':
      return state.status === 'none' ? state : { ...state, name: event.data.name, type: event.data.type };
    case 'PartnerArchived':
      return state.status === 'none' ? state : { ...state, status: 'archived' };
    case 'PartnerUnarchived':
      return state.status === 'none' ? state : { ...state, status: 'active' };
    case 'PartnerTwoFactorRequirementChanged':
      return state.status === 'none' ? state : { ...state, twoFactorRequired: event.data.required };
  }
}
