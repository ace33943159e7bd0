import type { PartnerEvent } from './events';
import { evolvePartner, initialPartnerState, type PartnerState } from './state';

export * from './events';
export * from './state';
export * from './decide';

export const PartnerAggregate = {
  streamPrefix: 'Partner',
  initialState: initialPartnerState,
  evolve: evolvePartner,
} satisfies {
  streamPrefix: string;
  initialState(): PartnerState;
  evolve(s: PartnerState, e: PartnerEvent): PartnerState;
};
