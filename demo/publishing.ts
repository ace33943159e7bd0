// Demo campaigns already published and under review (issue 20 §6): each campaign whose data names platforms to publish
// to is published through the product's own call, POST /campaigns/{id}/publish {channels, placements}, as its Tools
// tab would: a Google Ads creative goes into the first enabled ad group of the node's first enabled campaign, a Meta
// creative into its Meta Ad Set segment's ad set, the fallback (no segment) into the always-on ad set of the node's
// account, all found through the product's look-ups. The workflow publishes in the background and then follows the
// platforms' reviews. A campaign published before is left as it is; against real platforms nothing is published.
import type { Platform } from '../domain/campaign/platforms';
import type { GadsAdGroup, GadsCampaign } from '../domain/gads/answers';
import type { Publishing } from '../domain/integration/answers';
import type { PublishingAnswer, PublishStarted } from '../domain/publishing/answers';
import { DEMO_CAMPAIGNS } from './campaign-data';
import type { SeededCampaign } from './campaigns';
import type { Seeding } from './ensure';
import { metaCampaigns } from './meta-ad-sets';

interface Placement {
  nodeId: string;
  platform: 'gads' | 'facebook';
  placementId: string;
}

/** The first enabled ad group of the node's first enabled Google Ads campaign, with that campaign. */
export async function adGroupOf(s: Seeding, nodeId: string): Promise<{ campaign: GadsCampaign; group: GadsAdGroup }> {
  const campaigns = await s.api.get<GadsCampaign[]>(`/google-ads/campaigns?nodeId=${nodeId}`);
  const campaign = campaigns.find((c) => c.status === 'ENABLED');
  if (!campaign) throw new Error(`The demo's Google Ads customer of node ${nodeId} has no enabled campaign`);
  const groups = await s.api.get<GadsAdGroup[]>(`/google-ads/campaign/${campaign.id}/adgroups?nodeId=${nodeId}`);
  const group = groups.find((g) => g.status === 'ENABLED');
  if (!group) throw new Error(`The demo's Google Ads campaign ${campaign.name} has no enabled ad group`);
  return { campaign, group };
}

/** An open ad set of the account's campaigns other than the campaign's own (whose ad sets are its segments). */
export async function fallbackAdSetOf(s: Seeding, nodeId: string, adAccountId: string, own: string) {
  const campaigns = await metaCampaigns(s, { nodeId, adAccountId, pageId: '' });
  const adSet = campaigns
    .filter((c) => c.name !== own)
    .flatMap((c) => c.adSets ?? [])
    .find((a) => !a.completed && a.effectiveStatus === 'ACTIVE');
  if (!adSet) throw new Error(`The demo's Meta ad account ${adAccountId} has no open ad set for the fallback`);
  return adSet;
}

/** Where each node's creatives go on the platforms; null when a node is on real platforms. */
async function placementsOf(s: Seeding, campaign: SeededCampaign, platforms: readonly Platform[]) {
  const placements: Placement[] = [];
  for (const nodeId of campaign.businessNodes) {
    const answer = await s.api.get<Publishing>(`/business-nodes/${nodeId}/publishing`);
    if (!answer.simulated) return null;
    if (platforms.includes('gads'))
      placements.push({ nodeId, platform: 'gads', placementId: (await adGroupOf(s, nodeId)).group.id });
    const adAccountId = answer.publishing.facebook.facebookAdAccountId;
    if (platforms.includes('facebook') && adAccountId)
      placements.push({
        nodeId,
        platform: 'facebook',
        placementId: (await fallbackAdSetOf(s, nodeId, adAccountId, campaign.name)).id,
      });
  }
  return placements;
}

export async function seedPublishing(s: Seeding, campaigns: readonly SeededCampaign[]): Promise<void> {
  for (const spec of DEMO_CAMPAIGNS) {
    const channels = spec.publish ?? [];
    const campaign = campaigns.find((c) => c.name === spec.name);
    if (channels.length === 0 || !campaign) continue;
    const label = `publish of ${spec.name} to ${channels.join(', ')}`;
    const { publishes } = await s.api.get<PublishingAnswer>(`/campaigns/publishing/${campaign.id}`);
    if (publishes.length > 0) {
      s.log(`= ${label}`);
      continue;
    }
    const placements = await placementsOf(s, campaign, channels);
    if (!placements) {
      s.log(`= ${label}: real platforms, publish from the campaign's Tools tab`);
      continue;
    }
    const started = await s.api.post<PublishStarted>(`/campaigns/${campaign.id}/publish`, { channels, placements });
    s.log(`+ ${label}: ${started.queued} creatives`);
  }
}
