// The commands' MetaAdsPort (commands/signal-import.ts) on one node's Meta connection: the ad account's campaigns and
// the asked campaigns' ad sets, through the Meta look-ups, a platform's refusal answered as the API answers it.
import type { MetaAdsPort } from '../../../commands/signal-import';
import type { AdAccount } from '../../../platforms/ad-platform';
import type { MetaLookups } from '../../../platforms/meta/lookups';
import { onPlatform } from '../../http/platform-errors';

export function metaAdsPort(lookups: MetaLookups, account: AdAccount): MetaAdsPort {
  return {
    campaigns: () =>
      onPlatform(async () =>
        (await lookups.campaigns(account, false)).map((c) => ({ campaignId: c.id, name: c.name })),
      ),
    adSets: (_adAccountId, campaignIds, excludeCompleted) =>
      onPlatform(async () => {
        const adSets = [];
        for (const campaignId of campaignIds) adSets.push(...(await lookups.adSets(account, campaignId)));
        return adSets
          .filter((a) => !(excludeCompleted && a.completed))
          .map((a) => ({ adSetId: a.id, name: a.name, campaignId: a.campaignId }));
      }),
  };
}
