// The comment rules the server judges with and the panel shows (spec 2 §3 Comment, §5, §8 Comments).
import type { Group } from '../roles';
import { DomainError, MESSAGES } from '../shared/errors';
import { REQUIRED, showsNothing } from '../shared/validation';
import type { CommentedEntityType, CommentTopic } from './events';

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
  entityNotOfTopic: 'The commented entity is not part of this campaign or concept',
} as const;

/**
 * What a comment may be about, by where it is kept: a campaign's comments are about the campaign or one of its
 * variants; a concept's about the concept, its Storyboards tab (the concept's id), a storyboard or a template.
 */
const TOPIC_ENTITY_TYPES = {
  campaign: ['campaign', 'variant'],
  concept: ['concept', 'storyboards', 'storyboard', 'template'],
} as const satisfies Record<string, readonly CommentedEntityType[]>;

/** The entity types whose id is the topic's own. */
const TOPIC_ITSELF: readonly CommentedEntityType[] = ['campaign', 'concept', 'storyboards'];

/**
 * Whether the entity is the topic's: of a type the topic holds, and either the topic itself or, as the read side
 * answered (`holderId`: the campaign or concept that holds it, null when there is no such entity), one of its parts.
 */
export function isEntityOfTopic(
  topic: CommentTopic,
  entity: { id: string; type: CommentedEntityType },
  holderId: string | null,
): boolean {
  const kind = topic.campaignId !== undefined ? 'campaign' : 'concept';
  if (!(TOPIC_ENTITY_TYPES[kind] as readonly CommentedEntityType[]).includes(entity.type)) return false;
  return (TOPIC_ITSELF.includes(entity.type) ? entity.id : holderId) === topicId(topic);
}

/** The message for a comment's text, or null: something visible, and bounded. */
export function commentTextError(text: string): string | null {
  if (showsNothing(text)) return COMMENT_MESSAGES.textRequired;
  return text.length > COMMENT_TEXT_MAX ? COMMENT_MESSAGES.textTooLong : null;
}

/** A private comment (and every reply in its thread) is seen only by its author and the users it mentions. */
export function canSeeThread(
  root: { private: boolean; author: string; mentions: readonly string[] },
  userId: string,
): boolean {
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

/** Just the topic of an event's or a request's data. */
export const topicOf = (data: CommentTopic): CommentTopic =>
  data.campaignId !== undefined ? { campaignId: data.campaignId } : { conceptId: data.conceptId! };
