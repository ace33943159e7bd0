// Renders, live (issue 19 §1; api/live/screenshots-notifier.ts): after each batch of render events the server sends
// { type: 'screenshots', campaignId, treeIds, variationIds?, running, counts }. The campaign's render queue is read
// again, and the rows of a tree the batch names (its thumbnails and render states) without a reload, or of every tree
// when it names none (a cancel, a request's end); after a reconnect, both, as messages may have been missed.
import { useEffect } from 'react';
import { subscribeLive, type LiveMessage } from '../assets/live/socket';
import { queryClient } from '../providers/queryClient';
import { renderQueueKey } from './screenshotsAdapter';

const SCREENSHOTS_MESSAGE = 'screenshots';

const refetch = (key: readonly string[]) => void queryClient.invalidateQueries({ queryKey: [...key] });

/** `treeId`: the tree whose rows are on screen, if any. */
export function useScreenshotsLive(campaignId: string, treeId?: string): void {
  useEffect(() => {
    const rows = treeId ? ['personalise', campaignId, treeId] : null;
    return subscribeLive({
      onMessage: (message: LiveMessage) => {
        if (message.type !== SCREENSHOTS_MESSAGE || message.campaignId !== campaignId) return;
        refetch(renderQueueKey(campaignId));
        const trees = Array.isArray(message.treeIds) ? message.treeIds : [];
        if (rows && (trees.length === 0 || trees.includes(treeId))) refetch(rows);
      },
      onReconnect: () => {
        refetch(renderQueueKey(campaignId));
        if (rows) refetch(rows);
      },
    });
  }, [campaignId, treeId]);
}
