// The tree, the page of variants and the counts, each one request (spec 2 §2: server-side paging, sorting and
// filtering, so 10,000 variants cost no more than 50). Every key starts with 'personalise', campaignId, treeId:
// commands and live messages refetch them together.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { VariaDataProvider } from '../providers/dataProvider';
import { pageRange } from '../providers/paging';
import type { TreeRef, VariantFilter } from '../providers/adapters/personalise';
import type { TableParams } from './useTableParams';

export const treeKey = ({ campaignId, treeId }: TreeRef) => ['personalise', campaignId, treeId] as const;

export function useTree(ref: TreeRef) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['personalise', ref.campaignId, 'trees'],
    queryFn: () => dataProvider.personaliseTrees(ref.campaignId),
    select: (trees) => trees.find((t) => t.id === ref.treeId) ?? null,
  });
}

export function useVariantPage(ref: TreeRef, { page, perPage, sort, order, filter }: TableParams) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const query = { filter, sort, order, ...pageRange(page, perPage) };
  return useQuery({
    queryKey: [...treeKey(ref), 'variants', query],
    queryFn: ({ signal }) => dataProvider.variantsPage(ref, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useVariantCount(ref: TreeRef, filter: VariantFilter) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: [...treeKey(ref), 'count', filter],
    queryFn: () => dataProvider.variantsCount(ref, filter),
    placeholderData: keepPreviousData,
  });
}
