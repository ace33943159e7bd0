import { describe, it } from 'vitest';
import type { Notification, NotificationEvent } from '../../domain/notification/events';
import { notificationsProjection } from '../../projections/notifications/projection';
import { at, date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(notificationsProjection);
const ROWS =
  'SELECT id, user_id, kind, campaign_id, request_id, title, message, link, sent_at, read_at FROM notification ORDER BY id';

const notification = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  notificationId: id,
  userId: 'u1',
  kind: 'approvalRequested',
  campaignId: 'c1',
  requestId: 'r1',
  title: 'Approval requested',
  message: 'Please review',
  link: '/campaigns/c1',
  at: at(1),
  ...overrides,
});

const sent = () => {
  const event = stream<NotificationEvent>('Notifications-u1');
  const given = [
    event('NotificationSent', notification('n1'), 1),
    event(
      'NotificationSent',
      notification('n2', { kind: 'mentioned', campaignId: null, requestId: null, title: 'Mentioned', at: at(2) }),
      2,
    ),
  ];
  return { event, given };
};

describe('notifications projection', () => {
  it('holds each sent notification as unread, a mention without campaign or request', async () => {
    const { given } = sent();
    await spec.given(given).then(ROWS, [
      {
        id: 'n1',
        user_id: 'u1',
        kind: 'approvalRequested',
        campaign_id: 'c1',
        request_id: 'r1',
        title: 'Approval requested',
        message: 'Please review',
        link: '/campaigns/c1',
        sent_at: date(1),
        read_at: null,
      },
      {
        id: 'n2',
        user_id: 'u1',
        kind: 'mentioned',
        campaign_id: null,
        request_id: null,
        title: 'Mentioned',
        message: 'Please review',
        link: '/campaigns/c1',
        sent_at: date(2),
        read_at: null,
      },
    ]);
  });

  it('keeps the store position, the order the centre lists them in', async () => {
    const { given } = sent();
    await spec.given(given).then(
      'SELECT id, position FROM notification ORDER BY id',
      given.map((e, i) => ({ id: `n${i + 1}`, position: String(e.position) })),
    );
  });

  it('marks the read ones read once, at the first reading', async () => {
    const { event, given } = sent();
    await spec
      .given(given)
      .when([
        event('NotificationsRead', { userId: 'u1', notificationIds: ['n1'], at: at(5) }, 5),
        event('NotificationsRead', { userId: 'u1', notificationIds: ['n1', 'n2'], at: at(6) }, 6),
      ])
      .then('SELECT id, read_at FROM notification ORDER BY id', [
        { id: 'n1', read_at: date(5) },
        { id: 'n2', read_at: date(6) },
      ]);
  });

  it("does not mark another user's notification read", async () => {
    const { given } = sent();
    const other = stream<NotificationEvent>('Notifications-u2');
    await spec
      .given(given)
      .when([other('NotificationsRead', { userId: 'u2', notificationIds: ['n1'], at: at(5) }, 5)])
      .then('SELECT id FROM notification WHERE read_at IS NOT NULL', []);
  });
});
