// Stand-in far ends for DV360 and Meta Ads behind the ports of commands/signal-import.ts: what the platforms
// would hold, answered the way their list calls do (an advertiser's or account's items only, of the asked
// campaigns, without the completed ones when asked).
import type { Dv360LineItem, Dv360Port, MetaAdSet, MetaAdsPort, PlatformCampaign } from '../../commands/signal-import';

export interface FarEndLineItem extends Dv360LineItem {
  advertiserId: string;
  completed: boolean;
}
export interface FarEndCampaign extends PlatformCampaign {
  adAccountId: string;
}
export interface FarEndAdSet extends MetaAdSet {
  adAccountId: string;
  completed: boolean;
}

export class StandInDv360 implements Dv360Port {
  constructor(private readonly items: readonly FarEndLineItem[]) {}

  lineItems(advertiserId: string, campaignIds: readonly string[], excludeCompleted: boolean): Promise<Dv360LineItem[]> {
    return Promise.resolve(
      this.items
        .filter(
          (i) =>
            i.advertiserId === advertiserId && campaignIds.includes(i.campaignId) && !(excludeCompleted && i.completed),
        )
        .map(({ lineItemId, name, campaignId }) => ({ lineItemId, name, campaignId })),
    );
  }
}

export class StandInMetaAds implements MetaAdsPort {
  constructor(
    private readonly accountCampaigns: readonly FarEndCampaign[],
    private readonly accountAdSets: readonly FarEndAdSet[],
  ) {}

  campaigns(adAccountId: string): Promise<PlatformCampaign[]> {
    return Promise.resolve(
      this.accountCampaigns
        .filter((c) => c.adAccountId === adAccountId)
        .map(({ campaignId, name }) => ({ campaignId, name })),
    );
  }

  adSets(adAccountId: string, campaignIds: readonly string[], excludeCompleted: boolean): Promise<MetaAdSet[]> {
    return Promise.resolve(
      this.accountAdSets
        .filter(
          (a) =>
            a.adAccountId === adAccountId && campaignIds.includes(a.campaignId) && !(excludeCompleted && a.completed),
        )
        .map(({ adSetId, name, campaignId }) => ({ adSetId, name, campaignId })),
    );
  }
}
