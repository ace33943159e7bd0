// The publishing calls (issue 20 §3; spec 2 §7 'Campaigns'; api/routes/publishing): a campaign's publishes, where
// each market (business node) stands per platform, and what was served at a moment, as queries; publishing and
// 'Try again' as commands. Query keys start with 'publishing', campaignId.
import type {
  PublishingAnswer,
  PublishingMarketData,
  PublishStarted,
  ServedAnswer,
} from '../../../domain/publishing/answers';
import type { Platform } from '../../../domain/campaign/platforms';
import { enc, get, post, queryString } from '../providers/requests';

export const publishingKey = (campaignId: string) => ['publishing', campaignId] as const;

export const getPublishing = (campaignId: string) => get<PublishingAnswer>(`/campaigns/publishing/${enc(campaignId)}`);
export const getMarkets = (campaignId: string) =>
  get<PublishingMarketData>(`/campaigns/publishing-market-data/${enc(campaignId)}`);
export const getServed = (campaignId: string, at: string) =>
  get<ServedAnswer>(`/campaigns/${enc(campaignId)}/served${queryString({ at })}`);

/** Where a market's Google Ads or Meta ads go: its ad group or ad set. */
export interface Placement {
  nodeId: string;
  platform: 'gads' | 'facebook';
  placementId: string;
}

export const publishCampaign = (campaignId: string, channels: Platform[], placements: Placement[]) =>
  post<PublishStarted>(`/campaigns/${enc(campaignId)}/publish`, { channels, placements });
/** The CM360 PRE_RENDERED sub-platform: the approved HTML creatives' screenshots, as images. */
export const publishPrerendered = (campaignId: string) =>
  post<PublishStarted>('/html-prerenderer/publish', { campaignId, platform: 'google' });
export const retryPublish = (publishId: string) =>
  post<PublishStarted>(`/campaigns/publishing/${enc(publishId)}/retry`);
