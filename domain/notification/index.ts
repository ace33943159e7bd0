import type { NotificationEvent } from './events';
import { evolveNotifications, initialNotificationState, type NotificationState } from './state';

export * from './events';
export * from './state';
export * from './decide';
export * from './messages';

/** Stream `Notifications-<userId>`: one user's notification centre. */
export const NotificationsAggregate = {
  streamPrefix: 'Notifications',
  initialState: initialNotificationState,
  evolve: evolveNotifications,
} satisfies {
  streamPrefix: string;
  initialState(): NotificationState;
  evolve(s: NotificationState, e: NotificationEvent): NotificationState;
};
