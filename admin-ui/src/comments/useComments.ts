// The panel's and the buttons' reads, each under the 'comments' root that every comment command refreshes; and the
// live channel: another user's comment on the campaign or concept refetches them, one's own is already on screen
// (spec 2 §4).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { topicId, type CommentTopic } from '../../../domain/comment';
import { subscribeLive, type LiveMessage } from '../assets/live/socket';
import { getSession } from '../auth/session';
import type { VariaDataProvider } from '../providers/dataProvider';
import { queryClient } from '../providers/queryClient';

const COMMENTS_MESSAGE = 'comments';

export function useThreads(topic: CommentTopic, entityIds: string[], enabled: boolean) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['comments', topicId(topic), 'threads', entityIds],
    queryFn: () => dataProvider.commentThreads({ topic, entityIds }),
    enabled,
  });
}

/** Every entity's counts of the campaign or concept in one request, shared by all the buttons on screen. */
export function useCommentCount(topic: CommentTopic, entityId: string) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['comments', topicId(topic), 'counts'],
    queryFn: () => dataProvider.commentCounts(topic),
    select: (counts) => counts.find((c) => c.entityId === entityId)?.unresolved ?? 0,
  });
}

export function useCampaignSummary(campaignId: string) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['comments', campaignId, 'summary'],
    queryFn: () => dataProvider.campaignCommentSummary(campaignId),
  });
}

const refetch = (id: string) => void queryClient.invalidateQueries({ queryKey: ['comments', id] });

/** A message names its campaign or its concept. */
const aboutTopic = (message: Record<string, unknown>) => message.campaignId ?? message.conceptId;

export function useCommentsLive(topic: CommentTopic): void {
  const id = topicId(topic);
  useEffect(
    () =>
      subscribeLive({
        onMessage: (message: LiveMessage) => {
          if (message.type !== COMMENTS_MESSAGE || aboutTopic(message) !== id) return;
          if (message.eventOwnerId === getSession()?.id) return;
          refetch(id);
        },
        onReconnect: () => refetch(id),
      }),
    [id],
  );
}
