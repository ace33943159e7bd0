// The notification centre (issue 10 §2): each user's stream `Notifications-<userId>`. The review workflow sends;
// every signed-in user reads their own (no one reads or marks another's).
import { decideNotification, NotificationsAggregate, type Notification } from '../domain/notification';
import { eventContext, type CommandContext, type EventContext } from './context';
import type { CommandDeps } from './deps';
import { execute } from './execute';

export function sendNotification(deps: Pick<CommandDeps, 'store'>, context: EventContext, notification: Notification) {
  return execute(deps.store, NotificationsAggregate, notification.userId, context, (state) =>
    decideNotification({ type: 'SendNotification', notification }, state),
  );
}

/** ids: the caller's notifications to mark read; 'all': every unread one. */
export function readNotifications(deps: CommandDeps, context: CommandContext, notificationIds: string[] | 'all') {
  const { userId, partnerId } = context.actor;
  return execute(deps.store, NotificationsAggregate, userId, eventContext(context, partnerId), (state) =>
    decideNotification({ type: 'ReadNotifications', userId, notificationIds, at: context.now().toISOString() }, state),
  );
}
