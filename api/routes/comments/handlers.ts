// What the comment routes do, whichever path shape names the topic (the campaign's new-comments calls, the concept's
// comments calls, the older-style calls): run the command for the caller, then answer from the read model.
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import {
  attachToComment,
  COMMENT_ACCESS,
  deleteComment,
  editComment,
  postComment,
  resolveComment,
  scopedTopic,
  type NewComment,
} from '../../../commands/comments';
import { COMMENT_MESSAGES, type CommentTopic } from '../../../domain/comment';
import { commentAttachment, commentCounts, threadOf, topicThreads } from '../../../projections/comments/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { found } from '../../http/found';
import { Deleted } from '../../http/schemas';
import { FileAnswer } from '../../schemas/assets';
import { CommentCounts, CommentThread, CommentThreads } from '../../../domain/comment/answers';
import { AttachmentFormBody } from '../../schemas/comments';
import { readAttachment } from './attachment-form';
import { mailMentions } from './mention-mail';
import { create as contentDisposition } from 'content-disposition';

export const tags = ['comments'];
export const config = { access: COMMENT_ACCESS.read };
/** Multipart bodies are read by readAttachment, not by ajv: only OpenAPI is told their shape. */
export const attachmentConfig = {
  ...config,
  swaggerTransform: ({ schema, url }: { schema: FastifySchema; url: string }) => ({
    schema: { ...schema, body: { content: { 'multipart/form-data': { schema: AttachmentFormBody } } } },
    url,
  }),
};
export const answers = {
  threads: { 200: CommentThreads, ...errors(404) },
  counts: { 200: CommentCounts, ...errors(404) },
  created: { 201: CommentThread, ...errors(404, 409, 422) },
  changed: { 200: CommentThread, ...errors(404, 409, 422) },
  deleted: { 200: Deleted, ...errors(404, 409) },
  attached: { 201: CommentThread, ...errors(404, 409, 413, 415, 422) },
  file: { 200: FileAnswer('The attached file', ['application/octet-stream']), ...errors(404) },
};
/**
 * The answers of a topic path's writes, with the 202 of a lagging write: no GET reads one comment there, so the
 * Location is the topic's threads; `commentId` names the path parameter of the comment written to.
 */
export const writeAnswers = (threads: string, commentId: string) => ({
  created: { ...answers.created, ...accepted(threads, 'commentId') },
  changed: { ...answers.changed, ...accepted(threads, commentId) },
  attached: { ...answers.attached, ...accepted(threads, commentId) },
});

/** The thread holding the comment, as the caller sees it. */
const thread = async (deps: AppDeps, topic: CommentTopic, viewerId: string, commentId: string) =>
  found(await threadOf(deps.pool, topic, viewerId, commentId), COMMENT_MESSAGES.notFound);

export function commentHandlers(deps: AppDeps) {
  return {
    async threads(request: FastifyRequest, topic: CommentTopic, entityIds: string[] | null) {
      const actor = actorOf(request);
      await scopedTopic(deps.lookups, actor, topic);
      return topicThreads(deps.pool, topic, actor.userId, entityIds && entityIds.length > 0 ? entityIds : null);
    },

    async counts(request: FastifyRequest, topic: CommentTopic, entityIds: string[] | null) {
      const actor = actorOf(request);
      await scopedTopic(deps.lookups, actor, topic);
      return commentCounts(deps.pool, topic, actor.userId, entityIds && entityIds.length > 0 ? entityIds : null);
    },

    async create(request: FastifyRequest, reply: FastifyReply, topic: CommentTopic, input: NewComment) {
      const { commentId, mentioned } = await runCommand(deps, request, reply, (commands, context) =>
        postComment(commands, context, topic, input),
      );
      mailMentions(deps, request, mentioned);
      return reply.status(201).send(await thread(deps, topic, actorOf(request).userId, commentId));
    },

    async edit(
      request: FastifyRequest,
      reply: FastifyReply,
      topic: CommentTopic,
      commentId: string,
      input: { text: string; mentions?: string[] },
    ) {
      const { mentioned } = await runCommand(deps, request, reply, (commands, context) =>
        editComment(commands, context, topic, commentId, input),
      );
      mailMentions(deps, request, mentioned);
      return thread(deps, topic, actorOf(request).userId, commentId);
    },

    async resolve(
      request: FastifyRequest,
      reply: FastifyReply,
      topic: CommentTopic,
      commentId: string,
      resolved: boolean,
    ) {
      await runCommand(deps, request, reply, (commands, context) =>
        resolveComment(commands, context, topic, commentId, resolved),
      );
      return thread(deps, topic, actorOf(request).userId, commentId);
    },

    async remove(request: FastifyRequest, reply: FastifyReply, topic: CommentTopic, commentId: string) {
      await runCommand(deps, request, reply, (commands, context) => deleteComment(commands, context, topic, commentId));
      return { id: commentId };
    },

    /** The caller must reach the topic before the body is read; a refused command takes the stored file with it. */
    async attach(request: FastifyRequest, reply: FastifyReply, topic: CommentTopic, commentId: string) {
      await runCommand(deps, request, reply, async (commands, context) => {
        await scopedTopic(commands.lookups, context.actor, topic);
        const file = await readAttachment(request, deps.blobs, topic, commentId);
        try {
          return await attachToComment(commands, context, topic, commentId, file);
        } catch (error) {
          await deps.blobs.delete(file.location);
          throw error;
        }
      });
      return reply.status(201).send(await thread(deps, topic, actorOf(request).userId, commentId));
    },

    async download(
      request: FastifyRequest,
      reply: FastifyReply,
      topic: CommentTopic,
      commentId: string,
      attachmentId: string,
    ) {
      const actor = actorOf(request);
      await scopedTopic(deps.lookups, actor, topic);
      const file = found(
        await commentAttachment(deps.pool, topic, actor.userId, commentId, attachmentId),
        COMMENT_MESSAGES.notFound,
      );
      // Any file type may be attached: it is downloaded, never rendered by the browser under our origin.
      reply.header('content-type', 'application/octet-stream');
      reply.header('content-length', String(file.size));
      reply.header('content-disposition', contentDisposition(file.fileName));
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'private, max-age=3600');
      return reply.send(await deps.blobs.open(file.location));
    },
  };
}
