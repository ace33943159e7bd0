// The campaign's markets by name, for the audience form's and the import's node choice: the nodes whose Campaign
// Manager 360 the rules' values come from.
import type { Campaign } from '../providers/adapters/campaigns';
import { flattenTree, useBusinessTree } from '../tree/useBusinessTree';

export function useCampaignNodes(campaign: Pick<Campaign, 'partnerId' | 'businessNodes'>) {
  const tree = useBusinessTree(campaign.partnerId);
  const names = new Map(flattenTree(tree.data).map(({ node }) => [node.id, node.name]));
  return campaign.businessNodes.map((id) => ({ id, name: names.get(id) ?? (tree.isPending ? '…' : id) }));
}
