// The notification centre (issue 10 §2): GET /notifications (paged, newest first; filter {"unread": true}),
// GET /notifications/unread-count, PATCH /notifications/{id}/read, POST /notifications/read-all. Every signed-in
// user, each only their own: another user's notification is not found.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { readNotifications } from '../../../commands/notifications';
import { NOTIFICATION_LIST, unreadCount, userNotifications } from '../../../projections/notifications/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { ListAnswer, listQuerystring, parseListQuery, sendPage } from '../../http/list-query';
import { Answer } from '../../http/schemas';
import { NotificationAnswer, UnreadCount } from '../../../domain/notification/answers';
import { NotificationParams } from '../../schemas/reviews';

const tags = ['notifications'];
const Updated = Answer({ updated: Type.Integer({ minimum: 0 }) }, 'How many notifications became read');

export const notificationRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/notifications',
      {
        config: { access: 'ALL' },
        schema: {
          tags,
          querystring: Type.Object(listQuerystring(NOTIFICATION_LIST), { additionalProperties: false }),
          response: { 200: ListAnswer('notifications', NotificationAnswer) },
        },
      },
      async (request, reply) => {
        const query = parseListQuery(request.query, NOTIFICATION_LIST);
        const page = await userNotifications(deps.pool, actorOf(request).userId, {
          offset: query.offset,
          limit: query.limit,
          unread: query.filter.unread === true,
        });
        return sendPage(reply, 'notifications', query, page);
      },
    );

    app.get(
      '/notifications/unread-count',
      { config: { access: 'ALL' }, schema: { tags, response: { 200: UnreadCount } } },
      async (request) => ({
        count: await unreadCount(deps.pool, actorOf(request).userId),
      }),
    );

    app.patch(
      '/notifications/:id/read',
      {
        config: { access: 'ALL' },
        schema: { tags, params: NotificationParams, response: { 200: Updated, ...errors(404) } },
      },
      async (request, reply) => {
        const { events } = await runCommand(deps, request, reply, (commands, context) =>
          readNotifications(commands, context, [request.params.id]),
        );
        return { updated: events.length };
      },
    );

    app.post(
      '/notifications/read-all',
      { config: { access: 'ALL' }, schema: { tags, response: { 200: Updated } } },
      async (request, reply) => {
        const { events } = await runCommand(deps, request, reply, (commands, context) =>
          readNotifications(commands, context, 'all'),
        );
        return {
          updated: events.reduce((n, e) => n + (e.type === 'NotificationsRead' ? e.data.notificationIds.length : 0), 0),
        };
      },
    );
  };
