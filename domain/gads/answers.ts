// What the Google Ads look-ups answer (spec 2 §7 'Google Ads'; the spec shows no shapes, these are ours): a
// customer's campaigns and a campaign's ad groups, those not removed.
import { Type, type Static } from 'typebox';
import { Answer } from '../shared/schema';

/** Google Ads' ids are numeric strings, not ours. */
const GadsId = Type.String({ pattern: '^\\d{1,20}$', description: "Google Ads' id" });

export const GadsCampaign = Answer(
  {
    id: GadsId,
    name: Type.String(),
    /** ENABLED or PAUSED. */
    status: Type.String(),
    /** DISPLAY, SEARCH, VIDEO, ... */
    channelType: Type.String(),
  },
  'A Google Ads campaign',
);
export type GadsCampaign = Static<typeof GadsCampaign>;
export const GadsCampaigns = Type.Array(GadsCampaign, { description: "A Google Ads customer's campaigns" });

export const GadsAdGroup = Answer(
  { id: GadsId, name: Type.String(), status: Type.String(), campaignId: GadsId },
  'A Google Ads ad group',
);
export type GadsAdGroup = Static<typeof GadsAdGroup>;
export const GadsAdGroups = Type.Array(GadsAdGroup, { description: "A Google Ads campaign's ad groups" });
