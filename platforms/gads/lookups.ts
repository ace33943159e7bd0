// The Google Ads look-ups (spec 2 §7: GET /google-ads/campaigns and /google-ads/campaign/{id}/adgroups): a customer's
// campaigns and a campaign's ad groups, those not removed, by GAQL search with the node's token.
import { GADS_MESSAGES } from '../../domain/gads/messages';
import { PlatformError, type AdAccount } from '../ad-platform';
import type { GadsRest } from './rest';

export interface GadsCampaign {
  id: string;
  name: string;
  /** ENABLED or PAUSED. */
  status: string;
  /** DISPLAY, SEARCH, VIDEO, ... */
  channelType: string;
}
export interface GadsAdGroup {
  id: string;
  name: string;
  status: string;
  campaignId: string;
}

type Row = Record<string, { id?: string; name?: string; status?: string; advertisingChannelType?: string } | undefined>;

export class GadsLookups {
  constructor(private readonly rest: GadsRest) {}

  async campaigns(account: AdAccount): Promise<GadsCampaign[]> {
    const rows = (await this.rest.search(
      account,
      `SELECT campaign.id, campaign.name, campaign.status, campaign.advertising_channel_type FROM campaign
        WHERE campaign.status != 'REMOVED' ORDER BY campaign.name`,
      GADS_MESSAGES.fetchingCampaignsFailed,
    )) as Row[];
    return rows.map(({ campaign = {} }) => ({
      id: campaign.id ?? '',
      name: campaign.name ?? '',
      status: campaign.status ?? '',
      channelType: campaign.advertisingChannelType ?? '',
    }));
  }

  async adGroups(account: AdAccount, campaignId: string): Promise<GadsAdGroup[]> {
    if (!/^\d{1,20}$/.test(campaignId))
      throw new PlatformError('invalid', `${GADS_MESSAGES.fetchingAdGroupsFailed}: no campaign ${campaignId}`, 'badId');
    const rows = (await this.rest.search(
      account,
      `SELECT ad_group.id, ad_group.name, ad_group.status, campaign.id FROM ad_group
        WHERE campaign.id = ${campaignId} AND ad_group.status != 'REMOVED' ORDER BY ad_group.name`,
      GADS_MESSAGES.fetchingAdGroupsFailed,
    )) as Row[];
    return rows.map(({ adGroup = {}, campaign = {} }) => ({
      id: adGroup.id ?? '',
      name: adGroup.name ?? '',
      status: adGroup.status ?? '',
      campaignId: campaign.id ?? '',
    }));
  }
}
