// What a tearsheet of the campaign can be narrowed to, as the campaign really has it: its platforms, and the formats
// (templates) and segments (signals) of its trees, read through the personalise table's own
// GET …/available-filters, one per tree (the filters drawer's cache), each listed once by id.
import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { PLATFORM_LABELS } from '../../../domain/campaign/platforms';
import type { Campaign } from '../providers/adapters/campaigns';
import type { VariaDataProvider } from '../providers/dataProvider';
import { treeKey } from '../personalise/useTreeData';

export interface FilterOption {
  id: string;
  name: string;
}

const byName = (a: FilterOption, b: FilterOption) => a.name.localeCompare(b.name);

export function useCampaignFilterOptions(campaign: Campaign, enabled: boolean) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const trees = useQueries({
    queries: campaign.trees.map((tree) => {
      const ref = { campaignId: campaign.id, treeId: tree.id };
      return {
        queryKey: [...treeKey(ref), 'available-filters'],
        queryFn: () => dataProvider.availableFilters(ref),
        enabled,
      };
    }),
  });
  const formats = new Map<string, FilterOption>();
  const segments = new Map<string, FilterOption>();
  trees.forEach(({ data }, i) => {
    const platform = PLATFORM_LABELS[campaign.trees[i]!.platform];
    for (const f of data?.formats ?? []) formats.set(f.id, f);
    // Trees may name segments alike: the platform tells them apart.
    for (const s of data?.segments ?? [])
      segments.set(s.id, { id: s.id, name: campaign.trees.length > 1 ? `${s.name} (${platform})` : s.name });
  });
  return {
    platforms: campaign.platforms.map((p) => ({ id: p, name: PLATFORM_LABELS[p] })),
    formats: [...formats.values()].sort(byName),
    segments: [...segments.values()].sort(byName),
    loading: trees.some((t) => t.isPending && enabled),
    error: trees.find((t) => t.error)?.error ?? null,
  };
}
