// A campaign's render queue (GET /campaigns/{id}/render-queue/state): whether a render runs (the refresh button
// spins), the counts, the requests and the variations not pictured. Read again on every live screenshots message.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { VariaDataProvider } from '../providers/dataProvider';
import { renderQueueKey } from './screenshotsAdapter';

export function useRenderQueue(campaignId: string) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: [...renderQueueKey(campaignId), 'state'],
    queryFn: () => dataProvider.renderQueue(campaignId),
  });
}
