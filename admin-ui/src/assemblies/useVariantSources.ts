// What may drive a campaign's generated variants (GET /campaigns/{id}/variant-sources): 'Import feed' and 'Import
// datasource' are greyed out with the reason the server would refuse them with. Under the assemblies key, so an
// import or a deletion of a datasource reads it again.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { VariaDataProvider } from '../providers/dataProvider';
import { assembliesKey } from './assembliesAdapter';

export function useVariantSources(campaignId: string) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: [...assembliesKey(campaignId), 'variant-sources'],
    queryFn: ({ signal }) => dataProvider.variantSources(campaignId, signal),
  });
}
