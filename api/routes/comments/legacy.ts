// The older-style comment calls (spec 2 §7): POST /comments, PUT /comments/{id}, GET /campaigns/{id}/comments (the
// campaign's unresolved and total, for the shell's comments button) and /comments/list (every thread), GET
// /comments/topic/{id} (one thread) and PUT /comments/resolve/{id}. Where the path names no topic, the request names
// exactly one of campaignId or conceptId (spec 2 §5: else 400 'Missing params').
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scopedTopic } from '../../../commands/comments';
import { COMMENT_MESSAGES, commentTopic } from '../../../domain/comment';
import { threadOf } from '../../../projections/comments/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { Id, Params } from '../../http/schemas';
import { LegacyCommentBody, LegacyEditBody, LegacyResolveBody, TopicQuery } from '../../schemas/comments';
import { CommentSummary, CommentThread } from '../../../domain/comment/answers';
import { answers, commentHandlers, config, tags } from './handlers';

const params = Params({ id: Id });

export const legacyCommentRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const handle = commentHandlers(deps);

    app.post(
      '/comments',
      { config, schema: { tags, body: LegacyCommentBody, response: answers.created } },
      (request, reply) => {
        const { campaignId, conceptId, ...input } = request.body;
        return handle.create(request, reply, commentTopic({ campaignId, conceptId }), input);
      },
    );
    app.put(
      '/comments/:id',
      { config, schema: { tags, params, body: LegacyEditBody, response: answers.changed } },
      (request, reply) => {
        const { campaignId, conceptId, ...input } = request.body;
        return handle.edit(request, reply, commentTopic({ campaignId, conceptId }), request.params.id, input);
      },
    );
    app.put(
      '/comments/resolve/:id',
      { config, schema: { tags, params, body: LegacyResolveBody, response: answers.changed } },
      (request, reply) => {
        const { campaignId, conceptId, resolved } = request.body;
        return handle.resolve(
          request,
          reply,
          commentTopic({ campaignId, conceptId }),
          request.params.id,
          resolved ?? true,
        );
      },
    );
    app.get(
      '/comments/topic/:id',
      { config, schema: { tags, params, querystring: TopicQuery, response: { 200: CommentThread, ...errors(404) } } },
      async (request) => {
        const topic = commentTopic(request.query);
        const actor = actorOf(request);
        await scopedTopic(deps.lookups, actor, topic);
        return found(await threadOf(deps.pool, topic, actor.userId, request.params.id), COMMENT_MESSAGES.notFound);
      },
    );
    app.get(
      '/campaigns/:id/comments',
      { config, schema: { tags, params, response: { 200: CommentSummary, ...errors(404) } } },
      async (request) => {
        const counts = await handle.counts(request, { campaignId: request.params.id }, null);
        return counts.reduce((sum, c) => ({ unresolved: sum.unresolved + c.unresolved, total: sum.total + c.total }), {
          unresolved: 0,
          total: 0,
        });
      },
    );
    app.get(
      '/campaigns/:id/comments/list',
      { config, schema: { tags, params, response: answers.threads } },
      (request) => handle.threads(request, { campaignId: request.params.id }, null),
    );
  };
