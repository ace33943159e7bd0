// A user's notification centre (issue 10 §2): each notification recorded once by its id, read one by one or all
// at once, reading twice records nothing, an unknown id is not found; the texts name the campaign, kind and due date.
import { describe, expect, it } from 'vitest';
import {
  decideNotification,
  NOTIFICATION_NOT_FOUND,
  notificationText,
  NotificationsAggregate,
  type Notification,
  type NotificationEvent,
} from '../../domain/notification';
import { spec } from '../support/given-when-then';

const given = spec(NotificationsAggregate, decideNotification).given;
const at = '2026-11-23T10:00:00.000Z';
const note = (notificationId: string): Notification => ({
  notificationId,
  userId: 'u1',
  kind: 'approvalRequested',
  campaignId: 'c1',
  requestId: 'r1',
  title: 'Approval requested: Summer',
  message: 'm',
  link: '/campaigns/c1',
  at,
});
const sent = (id: string): NotificationEvent => ({ type: 'NotificationSent', data: note(id) });
const read = (ids: string[]): NotificationEvent => ({
  type: 'NotificationsRead',
  data: { userId: 'u1', notificationIds: ids, at },
});

describe('notifications', () => {
  it('are sent once per id', () => {
    given([])
      .when({ type: 'SendNotification', notification: note('n1') })
      .then([sent('n1')]);
    given([sent('n1')])
      .when({ type: 'SendNotification', notification: note('n1') })
      .then([]);
  });

  it('are read by id or all at once; what is read stays read', () => {
    given([sent('n1'), sent('n2')])
      .when({ type: 'ReadNotifications', userId: 'u1', notificationIds: ['n2', 'n2'], at })
      .then([read(['n2'])]);
    given([sent('n1'), sent('n2'), read(['n2'])])
      .when({ type: 'ReadNotifications', userId: 'u1', notificationIds: 'all', at })
      .then([read(['n1'])]);
    given([sent('n1'), read(['n1'])])
      .when({ type: 'ReadNotifications', userId: 'u1', notificationIds: 'all', at })
      .then([]);
    given([sent('n1')])
      .when({ type: 'ReadNotifications', userId: 'u1', notificationIds: ['n9'], at })
      .thenThrows(404, NOTIFICATION_NOT_FOUND);
  });

  it('say which campaign, which approval and by when', () => {
    const facts = { campaignName: 'Summer', isFinal: true, dueAt: '2026-11-26T10:00:00.000Z' };
    expect(notificationText('approvalRequested', facts)).toEqual({
      title: 'Approval requested: Summer',
      message: 'Your final approval of the creatives of Summer is requested by 2026-11-26 10:00 UTC.',
    });
    expect(notificationText('approvalRequested', facts, 'watcher')).toEqual({
      title: 'Approval requested: Summer',
      message:
        'The final approval of the creatives of Summer is requested by 2026-11-26 10:00 UTC. You are a watcher of this request.',
    });
    expect(notificationText('approvalReminder', facts, 'watcher').title).toBe('Reminder: Summer awaits approval');
    expect(notificationText('approvalReminder', facts).title).toBe('Reminder: Summer awaits your approval');
    expect(notificationText('approvalEscalated', { ...facts, isFinal: false }).message).toBe(
      'The interim approval of the creatives of Summer was due by 2026-11-26 10:00 UTC and is not complete.',
    );
  });
});
