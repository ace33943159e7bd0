// A publish asked from the Tools tab (the campaign's channels, or the pre-rendered images): 'Publishing N creatives'
// once recorded, the server's refusal under 'Unable to publish the campaign' (spec 2 §8), the publishes read again.
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { PublishStarted } from '../../../domain/publishing/answers';
import { UNABLE_TO_PUBLISH } from '../../../domain/publishing/messages';
import { useNotifyFailure } from '../common/notifications';
import { queryClient } from '../providers/queryClient';
import { publishingKey } from './publishingAdapter';

export const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function usePublish(campaignId: string, ask: () => Promise<PublishStarted>, onStarted: () => void) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  return useMutation({
    mutationFn: ask,
    onSuccess: (started) => {
      onStarted();
      notify(`Publishing ${plural(started.queued, 'creative')}`, { type: 'info' });
    },
    onError: (error) => notifyFailure(UNABLE_TO_PUBLISH, error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: publishingKey(campaignId) }),
  });
}
