import type { AudienceEvent } from './events';
import { ruleCount, type AudienceFields } from './fields';

export interface CampaignAudiencesState {
  /** Unset until the stream's first event. */
  partnerId: string | null;
  audiences: ReadonlyMap<string, AudienceFields>;
}

export const initialAudiencesState = (): CampaignAudiencesState => ({ partnerId: null, audiences: new Map() });

export function evolveAudiences(state: CampaignAudiencesState, event: AudienceEvent): CampaignAudiencesState {
  const audiences = new Map(state.audiences);
  switch (event.type) {
    case 'AudienceCreated':
      audiences.set(event.data.audienceId, event.data.fields);
      return { partnerId: event.data.partnerId, audiences };
    case 'AudiencesImported':
      for (const entry of event.data.audiences) audiences.set(entry.audienceId, entry.fields);
      return { partnerId: event.data.partnerId, audiences };
    case 'AudienceUpdated':
      if (audiences.has(event.data.audienceId)) audiences.set(event.data.audienceId, event.data.fields);
      return { ...state, audiences };
    case 'AudienceDeleted':
      audiences.delete(event.data.audienceId);
      return { ...state, audiences };
    case 'AllAudiencesDeleted':
      return { ...state, audiences: new Map() };
  }
}

/** Issue 23 §2: the number of audience rules the campaign's variation limit is divided by (at least 1). */
export const campaignRuleCount = (state: CampaignAudiencesState) =>
  Math.max(
    1,
    [...state.audiences.values()].reduce((sum, fields) => sum + ruleCount(fields), 0),
  );
