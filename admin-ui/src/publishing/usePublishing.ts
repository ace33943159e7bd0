// A campaign's publishes and markets, kept current: read again on each publishing message on /ws (usePublishingLive),
// and every few seconds while a publish runs should a message be missed.
import { useQuery } from '@tanstack/react-query';
import { getMarkets, getPublishing, publishingKey } from './publishingAdapter';
import { usePublishingLive } from './usePublishingLive';

const POLL_MS = 3_000;

export function usePublishing(campaignId: string) {
  usePublishingLive(campaignId);
  const publishing = useQuery({
    queryKey: [...publishingKey(campaignId), 'publishes'],
    queryFn: () => getPublishing(campaignId),
    refetchInterval: (query) => (query.state.data?.running ? POLL_MS : false),
  });
  const markets = useQuery({
    queryKey: [...publishingKey(campaignId), 'markets'],
    queryFn: () => getMarkets(campaignId),
  });
  return { publishing, markets };
}
