// Where a campaign's page sends the user instead of showing the path (spec 1 §2.2, spec 2 §2): the campaign's own
// path opens the role's first tab; a tree section without a tree opens the first tree; a campaign's storyboards
// and templates are its concept's; a section the role lacks, or a tree of another campaign, is not found.
import type { CampaignRow } from '../../providers/adapters/campaigns';
import type { CampaignTab } from '../campaignAccess';
import { campaignPath, TREE_SECTIONS } from '../campaignPaths';
import { conceptPath } from '../../concepts/conceptPaths';

export const NOT_FOUND_PATH = '/404';

/** The path to go to instead, or null to show the section. */
export function shellRedirect(
  campaign: Pick<CampaignRow, 'id' | 'conceptId' | 'trees'>,
  tabs: readonly CampaignTab[],
  section: string | null,
  treeId: string | null,
): string | null {
  if (section === 'storyboards' || section === 'templates')
    return conceptPath('/concepts', campaign.conceptId, section);
  if (!section) return campaignPath(campaign.id, tabs[0]);
  const tab = tabs.find((t) => t === section);
  if (!tab) return NOT_FOUND_PATH;
  if (!TREE_SECTIONS.includes(tab)) return null;
  if (!treeId) return campaign.trees[0] ? campaignPath(campaign.id, tab, campaign.trees[0].id) : null;
  return campaign.trees.some((t) => t.id === treeId) ? null : NOT_FOUND_PATH;
}
