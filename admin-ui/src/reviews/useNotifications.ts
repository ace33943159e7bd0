// The bell's reads under the 'notifications' root that the read commands refresh; and the live channel: the server
// sends the caller's unread count after each change ({type: 'notifications', unread}), so the badge moves without a
// reload and an open list refetches.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { subscribeLive, type LiveMessage } from '../assets/live/socket';
import type { VariaDataProvider } from '../providers/dataProvider';
import { queryClient } from '../providers/queryClient';

const NOTIFICATIONS_MESSAGE = 'notifications';
const UNREAD_KEY = ['notifications', 'unread'];

export function useUnreadCount() {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: () => dataProvider.unreadNotifications(),
    select: (answer) => answer.count,
  });
}

export function useLatestNotifications(count: number, enabled: boolean) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['notifications', 'latest', count],
    queryFn: () => dataProvider.latestNotifications(count),
    enabled,
  });
}

export function useNotificationsLive(): void {
  useEffect(
    () =>
      subscribeLive({
        onMessage: (message: LiveMessage) => {
          if (message.type !== NOTIFICATIONS_MESSAGE || typeof message.unread !== 'number') return;
          queryClient.setQueryData(UNREAD_KEY, { count: message.unread });
          void queryClient.invalidateQueries({ queryKey: ['notifications', 'latest'] });
        },
        onReconnect: () => void queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      }),
    [],
  );
}
