// The panel's and the buttons' reads, each under the 'comments' root that every comment command refreshes; and the
// live channel: another user's comment on the campaign refetches them, one's own is already on screen (spec 2 §4).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { topicId, type CommentTopic } from '../../../domain/comment';
import { subscribeLive, type LiveMessage } from '../assets/live/socket';
import { getSession } from '../auth/session';
import type { VariaDataProvider } from '../providers/dataProvider';
import { queryClient } from '../providers/queryClient';

export const COMMENTS_MESSAGE = 'comments';

export function useThreads(topic: CommentTopic, entityIds: string[], enabled: boolean) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['comments', topicId(topic), 'threads', entityIds],
    queryFn: () => dataProvider.commentThreads({ topic, entityIds }),
    enabled,
  });
}

/** Every entity's counts of the campaign in one request, shared by all the rows on screen. */
export function useCommentCount(campaignId: string, entityId: string) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['comments', campaignId, 'counts'],
    queryFn: () => dataProvider.commentCounts(campaignId),
    select: (counts) => counts.find((c) => c.entityId === entityId)?.unresolved ?? 0,
  });
}

export function useCampaignSummary(campaignId: string) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({ queryKey: ['comments', campaignId, 'summary'], queryFn: () => dataProvider.campaignCommentSummary(campaignId) });
}

const refetch = (campaignId: string) => void queryClient.invalidateQueries({ queryKey: ['comments', campaignId] });

export function useCommentsLive(campaignId: string): void {
  useEffect(
    () =>
      subscribeLive({
        onMessage: (message: LiveMessage) => {
          if (message.type !== COMMENTS_MESSAGE || message.campaignId !== campaignId) return;
          if (message.eventOwnerId === getSession()?.id) return;
          refetch(campaignId);
        },
        onReconnect: () => refetch(campaignId),
      }),
    [campaignId],
  );
}
