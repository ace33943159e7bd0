import type { AssemblyEvent } from './events';
import { evolveAssemblies, initialAssembliesState, type CampaignAssembliesState } from './state';

export * from './datasource';
export * from './decide';
export * from './events';
export * from './limits';
export * from './sources';
export * from './state';
export * from './variations';

/** Stream `CampaignAssemblies-<campaignId>`: every assembly of one campaign and its variations' generations. */
export const CampaignAssembliesAggregate = {
  streamPrefix: 'CampaignAssemblies',
  initialState: initialAssembliesState,
  evolve: evolveAssemblies,
} satisfies {
  streamPrefix: string;
  initialState(): CampaignAssembliesState;
  evolve(s: CampaignAssembliesState, e: AssemblyEvent): CampaignAssembliesState;
};
