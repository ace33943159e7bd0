// GET /ws: the live channel of a signed-in user (spec 1 §7): upload progress and status, and later comments, renders
// and campaign events (broadcast, heard by whoever may see the campaign or, for a concept's comments, the concept).
// One channel per key (`?key=`, a per-tab id); a second one for the same user and key is refused with 'Websocket
// channel already exists'. Only the server's own pages (or ALLOWED_ORIGINS) may open it. It closes when its session
// ends or its user's access changes (api/live/socket-lifetime.ts).
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError, MESSAGES } from '../../domain/shared/errors';
import { BROADCAST, type LiveMessage } from '../../commands/live-events';
import { scopedCampaign } from '../../commands/campaigns';
import { scopedConcept } from '../../commands/concepts';
import type { SignedInActor } from '../../commands/context';
import { actorOf } from '../auth/gate';
import { SESSION_COOKIE, sessionIdOf } from '../auth/sessions';
import { isAllowedOrigin } from '../live/allowed-origin';
import { bindToSession } from '../live/socket-lifetime';
import type { AppDeps } from '../deps';

/** How long a channel trusts its answer to "may this user see that campaign" (scope changes are rare). */
const SCOPE_TTL_MS = 60_000;

/**
 * Whether the user may hear a broadcast: campaign messages only for those who may see the campaign, concept messages
 * (a concept's comments) only for those who may see the concept.
 */
function broadcastAudience(deps: AppDeps, user: SignedInActor) {
  const answers = new Map<string, { at: number; yes: Promise<boolean> }>();
  const reaches = (key: string, check: () => Promise<unknown>): Promise<boolean> => {
    const known = answers.get(key);
    if (known && Date.now() - known.at < SCOPE_TTL_MS) return known.yes;
    const yes = check().then(
      () => true,
      () => false,
    );
    answers.set(key, { at: Date.now(), yes });
    return yes;
  };
  return (message: LiveMessage): Promise<boolean> => {
    const { campaignId, conceptId } = message;
    if (typeof campaignId === 'string')
      return reaches(`campaign:${campaignId}`, () => scopedCampaign(deps.lookups, user, campaignId, 'NOT_ANALYSTS'));
    if (typeof conceptId === 'string')
      return reaches(`concept:${conceptId}`, () => scopedConcept(deps.lookups, user, conceptId, 'NOT_ANALYSTS'));
    return Promise.resolve(false);
  };
}

const CHANNEL_EXISTS = 'Websocket channel already exists';
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
          if (!isAllowedOrigin(request, deps.config.allowedOrigins))
            throw DomainError.notAllowed(MESSAGES.accessDenied);
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
        const sessionId = sessionIdOf(request.cookies[SESSION_COOKIE]!);
        const unbind = bindToSession(deps, { sessionId, userId: user.userId }, (code, reason) =>
          socket.close(code, reason),
        );
        const unsubscribe = deps.live.subscribe(user.userId, (message) => socket.send(JSON.stringify(message)));
        const mayHear = broadcastAudience(deps, user);
        const unsubscribeBroadcast = deps.live.subscribe(BROADCAST, (message) => {
          void mayHear(message).then(
            (yes) => yes && socket.readyState === socket.OPEN && socket.send(JSON.stringify(message)),
          );
        });
        socket.on('close', () => {
          unbind();
          unsubscribe();
          unsubscribeBroadcast();
          open.delete(channel);
        });
        socket.send(JSON.stringify({ type: 'ready' }));
      },
    );
  };
