import type { BusinessTreeEvent } from './events';
import { evolveBusinessTree, initialBusinessTreeState, type BusinessTreeState } from './state';

export * from './events';
export * from './state';
export * from './decide';
export * from './subscribers';

/** Stream `PartnerTree-<partnerId>`: the partner's business nodes and markets. */
export const BusinessTreeAggregate = {
  streamPrefix: 'PartnerTree',
  initialState: initialBusinessTreeState,
  evolve: evolveBusinessTree,
} satisfies {
  streamPrefix: string;
  initialState(): BusinessTreeState;
  evolve(s: BusinessTreeState, e: BusinessTreeEvent): BusinessTreeState;
};
