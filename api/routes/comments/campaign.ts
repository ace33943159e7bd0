// A campaign's comments (spec 2 §7 "Creatives and comments"): POST /campaigns/{id}/new-comments {entityIds} (the
// threads about those entities), /new-comments/new, /new-comments/{cid}/attachments, PATCH /new-comments/{cid}/resolve
// {resolved}, DELETE /new-comments/{cid}, POST /new-comments/variant {entityIds} (per variant: threads and unresolved),
// and GET …/new-comments/{cid}/attachments/{attachmentId} (the file; its path is not in the spec).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps';
// A tree's 10,000 entity ids are more than the default body limit.
import { BULK_BODY_LIMIT } from '../../http/body-limits';
import { Id, Params } from '../../http/schemas';
import { EntityIdsBody, NewCommentBody, ResolveBody } from '../../schemas/comments';
import { answers, attachmentConfig, commentHandlers, config, tags, writeAnswers } from './handlers';

const params = Params({ id: Id });
const commentParams = Params({ id: Id, cid: Id });
const writes = writeAnswers('/campaigns/:id/comments/list', 'cid');

export const campaignCommentRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const handle = commentHandlers(deps);
    const topic = (campaignId: string) => ({ campaignId });

    app.post(
      '/campaigns/:id/new-comments',
      { config, bodyLimit: BULK_BODY_LIMIT, schema: { tags, params, body: EntityIdsBody, response: answers.threads } },
      (request) => handle.threads(request, topic(request.params.id), request.body.entityIds),
    );
    app.post(
      '/campaigns/:id/new-comments/variant',
      { config, bodyLimit: BULK_BODY_LIMIT, schema: { tags, params, body: EntityIdsBody, response: answers.counts } },
      (request) => handle.counts(request, topic(request.params.id), request.body.entityIds),
    );
    app.post(
      '/campaigns/:id/new-comments/new',
      { config, schema: { tags, params, body: NewCommentBody, response: writes.created } },
      (request, reply) => handle.create(request, reply, topic(request.params.id), request.body),
    );
    app.patch(
      '/campaigns/:id/new-comments/:cid/resolve',
      { config, schema: { tags, params: commentParams, body: ResolveBody, response: writes.changed } },
      (request, reply) =>
        handle.resolve(request, reply, topic(request.params.id), request.params.cid, request.body.resolved),
    );
    app.delete(
      '/campaigns/:id/new-comments/:cid',
      { config, schema: { tags, params: commentParams, response: answers.deleted } },
      (request, reply) => handle.remove(request, reply, topic(request.params.id), request.params.cid),
    );
    app.post(
      '/campaigns/:id/new-comments/:cid/attachments',
      { config: attachmentConfig, schema: { tags, params: commentParams, response: writes.attached } },
      (request, reply) => handle.attach(request, reply, topic(request.params.id), request.params.cid),
    );
    app.get(
      '/campaigns/:id/new-comments/:cid/attachments/:attachmentId',
      { config, schema: { tags, params: Params({ id: Id, cid: Id, attachmentId: Id }), response: answers.file } },
      (request, reply) =>
        handle.download(request, reply, topic(request.params.id), request.params.cid, request.params.attachmentId),
    );
  };
