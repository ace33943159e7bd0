// Meta look-ups for choosing where to publish and for importing ad sets as user segments: an ad account's campaigns
// (with their ad sets by field expansion when asked) and a campaign's ad sets, only of the node's own ad account.
import type { MetaAdSet, MetaCampaign } from '../../domain/meta/answers';
import { PlatformError, type AdAccount } from '../ad-platform';
import { metaCall } from './errors';
import { adAccountNode } from './graph-api';
import { allItems, metaSession, type MetaSettings } from './session';

interface AdSetFields {
  id: string;
  name?: string;
  campaign_id?: string;
  status?: string;
  effective_status?: string;
  end_time?: string | null;
}
interface CampaignFields {
  id: string;
  name?: string;
  status?: string;
  effective_status?: string;
  objective?: string;
  adsets?: { data: AdSetFields[] };
}

const AD_SET_FIELDS = ['id', 'name', 'campaign_id', 'status', 'effective_status', 'end_time'];
const CAMPAIGN_FIELDS = ['id', 'name', 'status', 'effective_status', 'objective'];

function adSetOf(adSet: AdSetFields, now: number): MetaAdSet {
  const endTime = adSet.end_time ? new Date(adSet.end_time).toISOString() : null;
  return {
    id: adSet.id,
    name: adSet.name ?? adSet.id,
    campaignId: adSet.campaign_id ?? '',
    status: adSet.status ?? '',
    effectiveStatus: adSet.effective_status ?? adSet.status ?? '',
    endTime,
    completed: endTime !== null && Date.parse(endTime) < now,
  };
}

export class MetaLookups {
  constructor(private readonly settings: MetaSettings) {}

  async campaigns(account: AdAccount, expanded: boolean): Promise<MetaCampaign[]> {
    const { adAccount } = await metaSession(this.settings, account);
    const fields = expanded ? [...CAMPAIGN_FIELDS, `adsets{${AD_SET_FIELDS.join(',')}}`] : CAMPAIGN_FIELDS;
    const campaigns = await allItems<CampaignFields>(() => adAccount.getCampaigns(fields));
    const now = Date.now();
    return campaigns.map((c) => ({
      id: c.id,
      name: c.name ?? c.id,
      status: c.status ?? '',
      effectiveStatus: c.effective_status ?? c.status ?? '',
      objective: c.objective ?? null,
      ...(expanded ? { adSets: (c.adsets?.data ?? []).map((a) => adSetOf(a, now)) } : {}),
    }));
  }

  /** The campaign's ad sets; a campaign of another ad account is refused as Meta refuses an unknown object. */
  async adSets(account: AdAccount, campaignId: string): Promise<MetaAdSet[]> {
    const { api, sdk } = await metaSession(this.settings, account);
    const campaign = new sdk.Campaign(campaignId, {}, null, api);
    const read = await metaCall(() => campaign.read(['account_id']));
    const accountId = (read as { _data: { account_id?: string } })._data.account_id;
    if (adAccountNode(accountId ?? '') !== adAccountNode(account.ids.facebookAdAccountId ?? ''))
      throw new PlatformError('account', `The Meta campaign ${campaignId} is not of this ad account`, '100/33');
    const adSets = await allItems<AdSetFields>(() => campaign.getAdSets(AD_SET_FIELDS));
    const now = Date.now();
    return adSets.map((a) => adSetOf(a, now));
  }
}
