// The demo's Meta tree is personalised by ad set (issue 20 §4, §6): its Meta Ad Set segments are real ad sets of the
// node's ad account on the simulated Meta, so each segmented variant publishes into its own ad set. A media buyer
// makes them in Ads Manager (here through the simulated Meta's Graph API, with the session token it gives Ads Manager):
// a Meta campaign named as the demo campaign, one ad set per segment. The tree then imports them through the product
// (POST P/signals/import/adsets): each segment is named as its ad set and holds its id. Against real platforms nothing
// is made there, and the caller falls back to the Signals CSV.
import type { Publishing } from '../domain/integration/answers';
import type { MetaCampaign } from '../domain/meta/answers';
import { GRAPH_VERSION } from '../platforms/meta/oauth';
import type { Seeding } from './ensure';

export interface MetaAccount {
  nodeId: string;
  adAccountId: string;
  pageId: string;
}

/** The first of the nodes connected to the simulated Meta, with its ad account and page; null on real platforms. */
export async function simulatedMetaAccount(s: Seeding, nodes: readonly string[]): Promise<MetaAccount | null> {
  for (const nodeId of nodes) {
    const answer = await s.api.get<Publishing>(`/business-nodes/${nodeId}/publishing`);
    if (!answer.simulated) return null;
    const { facebookAdAccountId, facebookPageId, facebookToken } = answer.publishing.facebook;
    if (facebookAdAccountId && facebookPageId && facebookToken.validity === 'VALID')
      return { nodeId, adAccountId: facebookAdAccountId, pageId: facebookPageId };
  }
  return null;
}

/** The account's Meta campaigns with their ad sets, as the product's look-up reads them. */
export const metaCampaigns = (s: Seeding, account: MetaAccount) =>
  s.api.get<MetaCampaign[]>(`/facebook/${account.adAccountId}/campaigns?expanded=true`);

/** Where the node's Meta is: the origin its consent page is served from (starting a connection records nothing). */
async function metaOrigin(s: Seeding, nodeId: string): Promise<string> {
  const start = `/business-nodes/${nodeId}/publishing/facebookToken/oauth`;
  const { authorizeUrl } = await s.api.post<{ authorizeUrl: string }>(start, {});
  return new URL(authorizeUrl).origin;
}

/** What Ads Manager does for the media buyer: the campaign, then each ad set it lacks, through the Graph API. */
async function makeInAdsManager(s: Seeding, account: MetaAccount, name: string, adSets: readonly string[]) {
  const meta = await metaOrigin(s, account.nodeId);
  const session = await fetch(`${meta}/__simulated/ads-manager-token`, { method: 'POST' });
  if (!session.ok) throw new Error(`the simulated Meta gave Ads Manager no session: ${session.status}`);
  const { access_token } = (await session.json()) as { access_token: string };
  const create = async (edge: string, fields: Record<string, string>) => {
    const made = await fetch(`${meta}/${GRAPH_VERSION}/${account.adAccountId}/${edge}`, {
      method: 'POST',
      body: new URLSearchParams({ ...fields, access_token }),
    });
    if (!made.ok) throw new Error(`Meta refused the demo's ${edge}: ${made.status} ${await made.text()}`);
    return ((await made.json()) as { id: string }).id;
  };
  const found = (await metaCampaigns(s, account)).find((c) => c.name === name);
  const campaignId =
    found?.id ?? (await create('campaigns', { name, objective: 'OUTCOME_AWARENESS', status: 'ACTIVE' }));
  const have = new Set((found?.adSets ?? []).map((a) => a.name));
  for (const adSet of adSets.filter((a) => !have.has(a)))
    await create('adsets', { name: adSet, campaign_id: campaignId, status: 'ACTIVE' });
  return campaignId;
}

/**
 * Imports the segments `names` into the tree as ad sets of a Meta campaign named `campaignName`, made first where
 * missing. Answers false, importing nothing, when no node of the campaign is on the simulated Meta.
 */
export async function importAdSetSegments(
  s: Seeding,
  campaign: { name: string; businessNodes: readonly string[] },
  treePath: string,
  names: readonly string[],
): Promise<boolean> {
  const account = await simulatedMetaAccount(s, campaign.businessNodes);
  if (!account) return false;
  const campaignId = await makeInAdsManager(s, account, campaign.name, names);
  await s.api.post(`${treePath}/signals/import/adsets`, {
    campaignIds: [campaignId],
    facebookAdAccountId: account.adAccountId,
    facebookPageId: account.pageId,
    excludeCompleted: true,
  });
  s.log(`+ ${names.length} Meta ad sets of ${campaign.name}, imported as segments`);
  return true;
}
