// The audiences tab's routes (spec 2 §2, issue 23 §1): the list, and an audience's form (`new` to create one). After
// a save the user goes back to the list, /campaigns/{campaignId}/audiences (spec 2 §2).
import { campaignPath } from '../campaigns/campaignPaths';

export const NEW_AUDIENCE = 'new';

export const audiencePath = (campaignId: string, audienceId?: string) =>
  `${campaignPath(campaignId, 'audiences')}${audienceId ? `/${encodeURIComponent(audienceId)}` : ''}`;
