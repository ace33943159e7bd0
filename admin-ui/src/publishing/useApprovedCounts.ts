// How many creatives are finally approved per platform (the creatives view's counts of each of the campaign's
// trees), for the publish confirmation; read only while it is open.
import { useQuery } from '@tanstack/react-query';
import type { Platform } from '../../../domain/campaign/platforms';
import { creatives } from '../creatives/creativesAdapter';
import { personalise } from '../providers/adapters/personalise';

export function useApprovedCounts(campaignId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['publishing', campaignId, 'approved'],
    enabled,
    queryFn: async () => {
      const trees = await personalise.queries.personaliseTrees(campaignId);
      const counts = await Promise.all(
        trees.map((tree) => creatives.queries.creativesCount({ campaignId, treeId: tree.id }, 'admin')),
      );
      const approved: Partial<Record<Platform, number>> = {};
      trees.forEach((tree, i) => {
        approved[tree.platform] = (approved[tree.platform] ?? 0) + (counts[i]?.approved ?? 0);
      });
      return approved;
    },
  });
}
