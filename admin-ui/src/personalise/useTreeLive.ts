// Other users' changes to this tree, live (spec 2 §4 "Live events"): the server sends
// { type: 'personalise', campaignId, treeId, event, actorId, variantIds?, errors? } after its projection has
// committed. One's own changes are ignored (the command's answer already refreshed the page); others refetch the
// page, the counts, the tree and the campaign's header. An activation's errors show 'Activation failed' (spec 2 §8), 10
// s.
import { useEffect } from 'react';
import { getSession } from '../auth/session';
import { subscribeLive, type LiveMessage } from '../assets/live/socket';
import { queryClient } from '../providers/queryClient';
import { ACTIVATION_FAILED } from '../../../domain/personalise/messages';
import type { TreeRef } from '../providers/adapters/personalise';
import { useTreeNotice, type Notice } from './TreeNotice';

const PERSONALISE_MESSAGE = 'personalise';

/** 'Activation failed' with up to 5 errors, then the line sending the user to an administrator. */
function activationFailedNotice(errors: readonly string[]): Notice {
  return {
    severity: 'error',
    title: ACTIVATION_FAILED.title,
    header: ACTIVATION_FAILED.header,
    items: errors.slice(0, ACTIVATION_FAILED.shown),
    footer: errors.length > ACTIVATION_FAILED.shown ? ACTIVATION_FAILED.more : undefined,
    durationMs: ACTIVATION_FAILED.durationMs,
  };
}

/** The tree's queries, and the campaign's header (its status follows whether a variant is on). */
function refetchTree(campaignId: string): void {
  void queryClient.invalidateQueries({ queryKey: ['personalise', campaignId] });
  void queryClient.invalidateQueries({ queryKey: ['campaigns', 'one', campaignId] });
}

export function useTreeLive({ campaignId, treeId }: TreeRef): void {
  const notice = useTreeNotice();
  useEffect(
    () =>
      subscribeLive({
        onMessage: (message: LiveMessage) => {
          if (message.type !== PERSONALISE_MESSAGE || message.campaignId !== campaignId || message.treeId !== treeId)
            return;
          if (message.actorId === getSession()?.id) return;
          refetchTree(campaignId);
          const errors = message.errors;
          if (Array.isArray(errors) && errors.length) notice(activationFailedNotice(errors.map(String)));
        },
        onReconnect: () => refetchTree(campaignId),
      }),
    [campaignId, treeId, notice],
  );
}
