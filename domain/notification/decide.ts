// A user's notifications: sent once per id (a retried send records nothing), read one by one or all at once;
// reading what is already read records nothing.
import { DomainError } from '../shared/errors';
import type { Notification, NotificationEvent } from './events';
import { NOTIFICATION_NOT_FOUND } from './messages';
import type { NotificationState } from './state';

export type SendNotification = { type: 'SendNotification'; notification: Notification };
/** ids: those named; 'all': every unread one. */
export type ReadNotifications = {
  type: 'ReadNotifications';
  userId: string;
  notificationIds: string[] | 'all';
  at: string;
};
type NotificationCommand = SendNotification | ReadNotifications;

export function decideNotification(command: NotificationCommand, state: NotificationState): NotificationEvent[] {
  if (command.type === 'SendNotification')
    return command.notification.notificationId in state.read
      ? []
      : [{ type: 'NotificationSent', data: command.notification }];
  const ids = command.notificationIds === 'all' ? Object.keys(state.read) : command.notificationIds;
  if (ids.some((id) => !(id in state.read))) throw DomainError.notFound(NOTIFICATION_NOT_FOUND);
  const unread = [...new Set(ids)].filter((id) => !state.read[id]);
  return unread.length > 0
    ? [{ type: 'NotificationsRead', data: { userId: command.userId, notificationIds: unread, at: command.at } }]
    : [];
}
