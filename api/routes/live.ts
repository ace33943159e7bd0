// GET /ws: the live channel of a signed-in user (spec 1 §7): upload progress and status, and later
// comments, renders and campaign events. One channel per key (`?key=`, a per-tab id); a second one for
// the same user and key is refused with 'Websocket channel already exists'. Only the server's own pages
// (or ALLOWED_ORIGINS) may open it.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError, MESSAGES } from '../../domain/shared/errors';
import { actorOf } from '../auth/gate';
import { isAllowedOrigin } from '../live/allowed-origin';
import type { AppDeps } from '../deps';

export const CHANNEL_EXISTS = 'Websocket channel already exists';
const CLOSE_DUPLICATE = 4409;

export const liveRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const open = new Set<string>();
    app.get(
      '/ws',
      {
        websocket: true,
        config: { access: 'ALL' },
        schema: { querystring: Type.Object({ key: Type.String({ minLength: 1, maxLength: 100 }) }) },
        onRequest: async (request) => {
          if (!isAllowedOrigin(request, deps.config.allowedOrigins)) throw DomainError.notAllowed(MESSAGES.accessDenied);
        },
      },
      (socket, request) => {
        const user = actorOf(request);
        const channel = `${user.userId}:${(request.query as { key: string }).key}`;
        if (open.has(channel)) {
          socket.send(JSON.stringify({ type: 'error', message: CHANNEL_EXISTS }));
          socket.close(CLOSE_DUPLICATE, CHANNEL_EXISTS);
          return;
        }
        open.add(channel);
        const unsubscribe = deps.live.subscribe(user.userId, (message) => socket.send(JSON.stringify(message)));
        socket.on('close', () => {
          unsubscribe();
          open.delete(channel);
        });
        socket.send(JSON.stringify({ type: 'ready' }));
      },
    );
  };
