import type { CampaignEvent } from './events';
import { evolveCampaign, initialCampaignState, type CampaignState } from './state';

export * from './events';
export * from './state';
export * from './commands';
export * from './decide';
export * from './messages';
export * from './review';
export * from './decide-review';

/** Stream `Campaign-<id>`: one campaign's settings and lifecycle; its trees are streams of their own. */
export const CampaignAggregate = {
  streamPrefix: 'Campaign',
  initialState: initialCampaignState,
  evolve: evolveCampaign,
} satisfies {
  streamPrefix: string;
  initialState(): CampaignState;
  evolve(s: CampaignState, e: CampaignEvent): CampaignState;
};
