// Which platform accounts a campaign's delivery comes from: each of its business nodes connected to one of its
// platforms that reports, as the campaign's and the nodes' streams say (workflows read no read model). The account a
// day's delivery is keyed by is the platform's own (a CM360 advertiser, a Google Ads customer, a Meta ad account, a
// DV360 advertiser, one spelling of each: domain/delivery deliveryAccountKey); YouTube names none, so the node's
// channel is the node.
import { latestState } from '../../commands/execute';
import { nodeAccount } from '../../commands/publishing';
import { CampaignAggregate } from '../../domain/campaign';
import { deliveryAccountKey } from '../../domain/delivery';
import type { Platform } from '../../domain/campaign/platforms';
import type { IdProperty } from '../../domain/integration/properties';
import type { DeliveryDeps } from './deps';

export interface DeliveryAccount {
  platform: Platform;
  nodeId: string;
  account: string;
  partnerId: string;
}

const ACCOUNT_ID: Record<Platform, IdProperty | null> = {
  google: 'dcmAdvertiserId',
  gads: 'gadsCustomerAccountId',
  facebook: 'facebookAdAccountId',
  dv360: 'dv360AdvertiserId',
  youtube: null,
};

export async function campaignDeliveryAccounts(
  deps: DeliveryDeps,
  campaignId: string,
  correlationId: string,
): Promise<DeliveryAccount[]> {
  const context = {
    actor: { userId: 'delivery-import', role: 'SYSTEM' as const },
    partnerId: null,
    correlationId,
    now: () => new Date(),
  };
  const campaign = await latestState(deps.commands.store, CampaignAggregate, campaignId, context);
  if (campaign.status !== 'live') return [];
  const platforms = campaign.platforms.filter((p) => deps.platforms[p]);
  const accounts: DeliveryAccount[] = [];
  for (const nodeId of campaign.businessNodes) {
    const { ids } = await nodeAccount(deps.commands, nodeId);
    for (const platform of platforms) {
      const idProperty = ACCOUNT_ID[platform];
      const accountId = idProperty ? ids[idProperty] : nodeId;
      if (accountId)
        accounts.push({
          platform,
          nodeId,
          account: deliveryAccountKey(platform, accountId),
          partnerId: campaign.partnerId,
        });
    }
  }
  // Two nodes on one account are one account's delivery: imported once.
  const seen = new Set<string>();
  return accounts.filter((a) => !seen.has(`${a.platform}/${a.account}`) && seen.add(`${a.platform}/${a.account}`));
}
