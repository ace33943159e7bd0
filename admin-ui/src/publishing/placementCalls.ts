// The look-ups a publish chooses its placements with (spec 2 §7 'Meta, Google Ads, DV360'): a node's Google Ads
// campaigns and a campaign's ad groups, a Meta ad account's campaigns with their ad sets.
import type { GadsAdGroup, GadsCampaign } from '../../../domain/gads/answers';
import type { MetaCampaign } from '../../../domain/meta/answers';
import { enc, get, queryString } from '../providers/requests';

export const getGadsCampaigns = (nodeId: string) =>
  get<GadsCampaign[]>(`/google-ads/campaigns${queryString({ nodeId })}`);

export const getGadsAdGroups = (nodeId: string, campaignId: string) =>
  get<GadsAdGroup[]>(`/google-ads/campaign/${enc(campaignId)}/adgroups${queryString({ nodeId })}`);

export const getMetaCampaigns = (adAccountId: string) =>
  get<MetaCampaign[]>(`/facebook/${enc(adAccountId)}/campaigns${queryString({ expanded: 'true' })}`);
