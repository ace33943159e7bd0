// A concept's comments (spec 2 §7): POST and GET /concepts/{id}/comments, DELETE and PATCH {resolved} on
// /concepts/{id}/comments/{commentId}, POST …/{commentId}/attachments, GET …/{commentId}/attachments/{attachmentId},
// and
// GET /concepts/{id}/comments/counts?entityIds (per storyboard, template or the Storyboards tab: the unresolved count
// the comments buttons show; its path is not in the spec).
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps';
import { Body, Id, Params } from '../../http/schemas';
import { NewCommentBody, ResolveBody } from '../../schemas/comments';
import { answers, attachmentConfig, commentHandlers, config, tags, writeAnswers } from './handlers';

const params = Params({ id: Id });
const commentParams = Params({ id: Id, commentId: Id });
const writes = writeAnswers('/concepts/:id/comments', 'commentId');
const EntityIds = Type.String({
  pattern: '^(?:[0-9a-f]{24}(?:,[0-9a-f]{24})*)?$',
  description: 'Comma list of commented entity ids (storyboards, templates, the concept); none: all',
});

export const conceptCommentRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const handle = commentHandlers(deps);
    const topic = (conceptId: string) => ({ conceptId });

    app.get(
      '/concepts/:id/comments',
      {
        config,
        schema: { tags, params, querystring: Body({ entityIds: Type.Optional(EntityIds) }), response: answers.threads },
      },
      (request) =>
        handle.threads(
          request,
          topic(request.params.id),
          request.query.entityIds ? request.query.entityIds.split(',') : null,
        ),
    );
    app.get(
      '/concepts/:id/comments/counts',
      {
        config,
        schema: { tags, params, querystring: Body({ entityIds: Type.Optional(EntityIds) }), response: answers.counts },
      },
      (request) =>
        handle.counts(
          request,
          topic(request.params.id),
          request.query.entityIds ? request.query.entityIds.split(',') : null,
        ),
    );
    app.post(
      '/concepts/:id/comments',
      { config, schema: { tags, params, body: NewCommentBody, response: writes.created } },
      (request, reply) => handle.create(request, reply, topic(request.params.id), request.body),
    );
    app.patch(
      '/concepts/:id/comments/:commentId',
      { config, schema: { tags, params: commentParams, body: ResolveBody, response: writes.changed } },
      (request, reply) =>
        handle.resolve(request, reply, topic(request.params.id), request.params.commentId, request.body.resolved),
    );
    app.delete(
      '/concepts/:id/comments/:commentId',
      { config, schema: { tags, params: commentParams, response: answers.deleted } },
      (request, reply) => handle.remove(request, reply, topic(request.params.id), request.params.commentId),
    );
    app.post(
      '/concepts/:id/comments/:commentId/attachments',
      { config: attachmentConfig, schema: { tags, params: commentParams, response: writes.attached } },
      (request, reply) => handle.attach(request, reply, topic(request.params.id), request.params.commentId),
    );
    app.get(
      '/concepts/:id/comments/:commentId/attachments/:attachmentId',
      { config, schema: { tags, params: Params({ id: Id, commentId: Id, attachmentId: Id }), response: answers.file } },
      (request, reply) =>
        handle.download(
          request,
          reply,
          topic(request.params.id),
          request.params.commentId,
          request.params.attachmentId,
        ),
    );
  };
