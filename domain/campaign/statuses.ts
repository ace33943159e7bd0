/**
 * The campaign list's statuses (spec 2 §3). A campaign is a draft until one of its variants is on, then ready;
 * review comes with creative approvals; the progress statuses are its concept's, before it is ready.
 */
export const CAMPAIGN_STATUSES = ['draft', 'ready', 'review', 'templatesProgress', 'storyboardsProgress'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
