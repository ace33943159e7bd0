// GET /assets/single-files/formats?partnerId: the formats in the partner's library, for the format filters.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { VariaDataProvider } from '../providers/dataProvider';

export function useAssetFormats(partnerId: string | null) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['asset-formats', partnerId],
    queryFn: () => dataProvider.assetFormats(partnerId!),
    enabled: !!partnerId,
    staleTime: 30_000,
  });
}

export const formatChoices = (formats: string[] = []) => formats.map((f) => ({ id: f, name: f.toUpperCase() }));
