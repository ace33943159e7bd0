// The comments' decisions (spec 2 §3, §5, §8). A refusal is a DomainError; a refused command appends nothing.
import { isTopAdmin } from '../roles';
import { DomainError, MESSAGES } from '../shared/errors';
import type {
  AttachToComment,
  CommentCaller,
  CommentCommand,
  DeleteComment,
  EditComment,
  PostComment,
  ResolveComment,
} from './commands';
import type { CommentEvent, CommentTopic } from './events';
import {
  canSeeThread,
  COMMENT_MESSAGES,
  isEntityOfTopic,
  commentTextError,
  MAX_ATTACHMENTS,
  MAX_MENTIONS,
} from './rules';
import type { CommentFacts, CommentsState } from './state';

function validText(text: string): string {
  const error = commentTextError(text);
  if (error) throw DomainError.unprocessable(error, { field: 'text' });
  return text;
}

function validMentions(mentions: string[], outOfReach: string[]): string[] {
  const unique = [...new Set(mentions)];
  if (unique.length > MAX_MENTIONS)
    throw DomainError.unprocessable(COMMENT_MESSAGES.tooManyMentions, { field: 'mentions' });
  if (outOfReach.length > 0)
    throw DomainError.unprocessable(COMMENT_MESSAGES.mentionNotAllowed, { field: 'mentions', userIds: outOfReach });
  return unique;
}

const rootOf = (state: CommentsState, comment: CommentFacts): CommentFacts =>
  comment.threadId ? (state.comments[comment.threadId] ?? comment) : comment;

/** A comment of the topic that the caller may see and that is not deleted; otherwise it is not found. */
function visible(
  state: CommentsState,
  commentId: string,
  caller: CommentCaller,
): CommentFacts & { topic: CommentTopic } {
  const comment = state.comments[commentId];
  if (!comment || comment.deleted || !state.topic || !canSeeThread(rootOf(state, comment), caller.by))
    throw DomainError.notFound(COMMENT_MESSAGES.notFound);
  return { ...comment, topic: state.topic };
}

function postComment(command: PostComment, state: CommentsState): CommentEvent[] {
  if (state.comments[command.commentId]) throw DomainError.conflict(MESSAGES.alreadyExist);
  const text = validText(command.text);
  const mentions = validMentions(command.mentions, command.mentionsOutOfReach);
  const { topic, partnerId, commentId, hotspot, timeCode, by, at } = command;
  const base = { ...topic, commentId, partnerId, text, mentions, hotspot, timeCode, by, at };
  if (command.replyTo !== null) {
    // A reply joins the thread of what it answers, about the same entity, as private as its thread.
    const root = rootOf(state, visible(state, command.replyTo, command));
    const { commentedEntityId, commentedEntityType, commentedEntityName } = root;
    return [
      {
        type: 'CommentPosted',
        data: {
          ...base,
          threadId: root.id,
          private: root.private,
          commentedEntityId,
          commentedEntityType,
          commentedEntityName,
        },
      },
    ];
  }
  if (command.commentedEntity && !isEntityOfTopic(topic, command.commentedEntity, command.entityHolderId)) {
    throw DomainError.unprocessable(COMMENT_MESSAGES.entityNotOfTopic, { field: 'commentedEntityId' });
  }
  const topicEntity =
    topic.campaignId !== undefined
      ? { id: topic.campaignId, type: 'campaign' as const }
      : { id: topic.conceptId, type: 'concept' as const };
  const entity = command.commentedEntity ?? { ...topicEntity, name: null };
  return [
    {
      type: 'CommentPosted',
      data: {
        ...base,
        threadId: null,
        private: command.private,
        commentedEntityId: entity.id,
        commentedEntityType: entity.type,
        commentedEntityName: entity.name,
      },
    },
  ];
}

function mustBeAuthor(comment: CommentFacts, caller: CommentCaller) {
  if (comment.author !== caller.by) throw DomainError.notAllowed(COMMENT_MESSAGES.notAuthor);
}

function editComment(command: EditComment, state: CommentsState): CommentEvent[] {
  const comment = visible(state, command.commentId, command);
  mustBeAuthor(comment, command);
  const text = validText(command.text);
  const mentions = validMentions(command.mentions, command.mentionsOutOfReach);
  return [
    {
      type: 'CommentEdited',
      data: { ...comment.topic, commentId: comment.id, text, mentions, by: command.by, at: command.at },
    },
  ];
}

/** Whoever sees a comment may resolve or reopen it; asking for what it already is changes nothing. */
function resolveComment(command: ResolveComment, state: CommentsState): CommentEvent[] {
  const comment = visible(state, command.commentId, command);
  if (comment.resolved === command.resolved) return [];
  return [
    {
      type: 'CommentResolved',
      data: { ...comment.topic, commentId: comment.id, resolved: command.resolved, by: command.by, at: command.at },
    },
  ];
}

/** The author, or a top admin (moderation). */
function deleteComment(command: DeleteComment, state: CommentsState): CommentEvent[] {
  const comment = visible(state, command.commentId, command);
  if (!isTopAdmin(command.role)) mustBeAuthor(comment, command);
  return [
    { type: 'CommentDeleted', data: { ...comment.topic, commentId: comment.id, by: command.by, at: command.at } },
  ];
}

function attachToComment(command: AttachToComment, state: CommentsState): CommentEvent[] {
  const comment = visible(state, command.commentId, command);
  mustBeAuthor(comment, command);
  if (comment.attachments >= MAX_ATTACHMENTS)
    throw DomainError.unprocessable(COMMENT_MESSAGES.tooManyAttachments, { field: 'file' });
  const attachment = { ...command.attachment, uploadedBy: command.by, uploadedAt: command.at };
  return [{ type: 'CommentAttachmentAdded', data: { ...comment.topic, commentId: comment.id, attachment } }];
}

export function decideComments(command: CommentCommand, state: CommentsState): CommentEvent[] {
  switch (command.type) {
    case 'PostComment':
      return postComment(command, state);
    case 'EditComment':
      return editComment(command, state);
    case 'ResolveComment':
      return resolveComment(command, state);
    case 'DeleteComment':
      return deleteComment(command, state);
    case 'AttachToComment':
      return attachToComment(command, state);
    default: {
      const never: never = command;
      throw new Error(`unknown command ${JSON.stringify(never)}`);
    }
  }
}
