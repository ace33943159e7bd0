// Publishing, live (api/live/publishing-notifier.ts): after each batch of publish or review events the server sends
// `{type: 'publishing', campaignId, publishId, status, counts}`; the campaign's publishing and its creatives' rows
// (their publish statuses and reviews) are read again on each, and after a reconnect, as messages may have been missed.
import { useEffect } from 'react';
import { subscribeLive } from '../assets/live/socket';
import { queryClient } from '../providers/queryClient';
import { publishingKey } from './publishingAdapter';

const PUBLISHING_MESSAGE = 'publishing';

export function usePublishingLive(campaignId: string): void {
  useEffect(() => {
    const reread = () => {
      void queryClient.invalidateQueries({ queryKey: publishingKey(campaignId) });
      void queryClient.invalidateQueries({ queryKey: ['personalise', campaignId] });
    };
    return subscribeLive({
      onMessage: (message) => {
        if (message.type === PUBLISHING_MESSAGE && message.campaignId === campaignId) reread();
      },
      onReconnect: reread,
    });
  }, [campaignId]);
}
