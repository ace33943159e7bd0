// The comment rules the server judges with and the panel shows (spec 2 §3 Comment, §5, §8 Comments).
import type { Group } from '../roles';
import { DomainError, MESSAGES } from '../shared/errors';
import { REQUIRED } from '../shared/validation';
import type { CommentTopic } from './events';

export const COMMENT_TEXT_MAX = 5000;
export const MAX_MENTIONS = 50;
export const MAX_ATTACHMENTS = 10;

export const COMMENT_MESSAGES = {
  textRequired: REQUIRED,
  textTooLong: `A comment must be at most ${COMMENT_TEXT_MAX} characters`,
  /** Spec 2 §5: a comment request needs exactly one of campaignId or conceptId. */
  oneTopic: 'Missing params',
  notFound: MESSAGES.entityNotFound,
  /** Editing, deleting and attaching are the author's (deleting also a top admin's). */
  notAuthor: MESSAGES.accessDenied,
  mentionNotAllowed: 'A mentioned user cannot see this comment',
  tooManyMentions: `A comment may mention at most ${MAX_MENTIONS} users`,
  tooManyAttachments: `A comment holds at most ${MAX_ATTACHMENTS} attachments`,
  /** Spec 2 §8: creation when the server returns nothing. */
  tryAgainLater: 'Something went wrong, try again later.',
  reloadPage: 'Something went wrong, reload the page.',
} as const;

/** The message for a comment's text, or null: something visible, and bounded. */
export function commentTextError(text: string): string | null {
  if (text.trim() === '') return COMMENT_MESSAGES.textRequired;
  return text.length > COMMENT_TEXT_MAX ? COMMENT_MESSAGES.textTooLong : null;
}

/** A private comment (and every reply in its thread) is seen only by its author and the users it mentions. */
export function canSeeThread(root: { private: boolean; author: string; mentions: readonly string[] }, userId: string): boolean {
  return !root.private || root.author === userId || root.mentions.includes(userId);
}

/** Everyone who sees the campaign or concept reads and writes its comments: every role but the analyst. */
export const COMMENT_ACCESS = { read: 'NOT_ANALYSTS' } as const satisfies Record<string, Group>;

/** The topic a request names: exactly one of campaignId or conceptId (spec 2 §5), else 400 'Missing params'. */
export function commentTopic(input: { campaignId?: string | null; conceptId?: string | null }): CommentTopic {
  const { campaignId, conceptId } = input;
  if (campaignId && !conceptId) return { campaignId };
  if (conceptId && !campaignId) return { conceptId };
  throw DomainError.badRequest(COMMENT_MESSAGES.oneTopic, { field: campaignId ? 'conceptId' : 'campaignId' });
}

export const topicId = (topic: CommentTopic): string => topic.campaignId ?? topic.conceptId!;
