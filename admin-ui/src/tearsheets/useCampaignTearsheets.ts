// A campaign's tearsheets, newest first, with their links (GET /campaigns/{id}/tearsheets), kept live: each
// `{type: 'tearsheet', …}` message on /ws (api/live/tearsheets-notifier.ts) moves its tearsheet's progress in place,
// and one that changes a status or names a tearsheet not listed yet reads the list again, as a reconnect does. One
// just asked for is listed from its answer at once (showRequested), before the list is read again.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Tearsheet, TearsheetLiveMessage } from '../../../domain/tearsheet/answers';
import { subscribeLive } from '../assets/live/socket';
import type { VariaDataProvider } from '../providers/dataProvider';
import { queryClient } from '../providers/queryClient';
import { tearsheetsKey } from './tearsheetsAdapter';

const TEARSHEET_MESSAGE = 'tearsheet';

const listKey = (campaignId: string) => [...tearsheetsKey(campaignId), 'list'] as const;

export function useCampaignTearsheets(campaignId: string) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  useEffect(() => {
    const key = listKey(campaignId);
    const reread = () => void queryClient.invalidateQueries({ queryKey: key });
    return subscribeLive({
      onMessage: (message) => {
        if (message.type !== TEARSHEET_MESSAGE || message.campaignId !== campaignId) return;
        const live = message as unknown as TearsheetLiveMessage;
        const shown = queryClient.getQueryData<Tearsheet[]>(key)?.find((t) => t.id === live.tearsheetId);
        if (!shown || shown.status !== live.status) return reread();
        queryClient.setQueryData<Tearsheet[]>(key, (list) =>
          list?.map((t) => (t.id === live.tearsheetId ? { ...t, entries: live.entries, done: live.done } : t)),
        );
      },
      onReconnect: reread,
    });
  }, [campaignId]);
  return useQuery({
    queryKey: listKey(campaignId),
    queryFn: ({ signal }) => dataProvider.campaignTearsheets(campaignId, signal),
  });
}

/** Lists a tearsheet from the answer to its request, newest first, unless the list has it already: the user sees it
 * with its progress at once, whatever the list's next read finds. A 202's `{id, position}` has no status to show. */
export function showRequested(campaignId: string, made: Tearsheet) {
  if (!made.status) return;
  queryClient.setQueryData<Tearsheet[]>(listKey(campaignId), (list) =>
    list && !list.some((t) => t.id === made.id) ? [made, ...list] : list,
  );
}
