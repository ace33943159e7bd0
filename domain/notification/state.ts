import type { NotificationEvent } from './events';

/** Each notification the user was sent, and whether they have read it. */
export interface NotificationState {
  read: Record<string, boolean>;
}

export const initialNotificationState = (): NotificationState => ({ read: {} });

export function evolveNotifications(state: NotificationState, event: NotificationEvent): NotificationState {
  switch (event.type) {
    case 'NotificationSent':
      return { read: { ...state.read, [event.data.notificationId]: false } };
    case 'NotificationsRead':
      return { read: { ...state.read, ...Object.fromEntries(event.data.notificationIds.map((id) => [id, true])) } };
  }
}
