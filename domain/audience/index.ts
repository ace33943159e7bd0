import type { AudienceEvent } from './events';
import { evolveAudiences, initialAudiencesState, type CampaignAudiencesState } from './state';

export * from './fields';
export * from './events';
export * from './state';
export * from './decide';

/** Stream `CampaignAudiences-<campaignId>`: every audience of one campaign. */
export const CampaignAudiencesAggregate = {
  streamPrefix: 'CampaignAudiences',
  initialState: initialAudiencesState,
  evolve: evolveAudiences,
} satisfies {
  streamPrefix: string;
  initialState(): CampaignAudiencesState;
  evolve(s: CampaignAudiencesState, e: AudienceEvent): CampaignAudiencesState;
};
