// Comments (spec 2 §3 Comment, §5, §7 "Creatives and comments"), all of a campaign's or a concept's in the stream
// `Comments-<campaignId|conceptId>`. Every call first reaches its topic as the campaign and concept routes do
// (scopedCampaign, scopedConcept: group, partner, business nodes); a mentioned user must reach it the same way.
import {
  CommentsAggregate,
  COMMENT_ACCESS,
  decideComments,
  topicId,
  type CommentCommand,
  type CommentedEntityType,
  type CommentEvent,
  type CommentTopic,
  type Hotspot,
} from '../domain/comment';
import { isRole } from '../domain/roles';
import { scopedCampaign } from './campaigns';
import { scopedConcept } from './concepts';
import { eventContext, type CommandContext, type SignedInActor } from './context';
import type { CommandDeps } from './deps';
import { execute } from './execute';
import { newId } from './ids';
import type { Lookups } from './lookups';
import { notifyMentions } from './mentions';

export { COMMENT_ACCESS };

/** The topic with its partner, if the actor's group, partner and nodes reach it; else the campaign's or concept's own
 * 404/403. */
export async function scopedTopic(
  lookups: Lookups,
  actor: SignedInActor,
  topic: CommentTopic,
): Promise<{ partnerId: string }> {
  return topic.campaignId !== undefined
    ? scopedCampaign(lookups, actor, topic.campaignId, COMMENT_ACCESS.read)
    : scopedConcept(lookups, actor, topic.conceptId, COMMENT_ACCESS.read);
}

/** The mentioned users who may not see the topic (unknown, not active, concept-only on a campaign, or out of its
 * scope). */
async function mentionsOutOfReach(lookups: Lookups, topic: CommentTopic, userIds: string[]): Promise<string[]> {
  const reach = await Promise.all(
    [...new Set(userIds)].map(async (userId) => {
      const user = await lookups.user(userId);
      if (!user || user.status !== 'ACTIVE' || !isRole(user.role)) return userId;
      return scopedTopic(
        lookups,
        { userId, role: user.role, partnerId: user.partnerId, isConceptOnly: user.isConceptOnly },
        topic,
      ).then(
        () => null,
        () => userId,
      );
    }),
  );
  return reach.filter((id): id is string => id !== null);
}

/** The campaign or concept holding a part of it (a variant, storyboard or template); null for the topic itself or an
 * unknown id. */
async function entityHolder(
  lookups: Lookups,
  entity: { id: string; type: CommentedEntityType } | null,
): Promise<string | null> {
  switch (entity?.type) {
    case 'variant':
      return lookups.variantCampaign(entity.id);
    case 'storyboard':
      return lookups.storyboardConcept(entity.id);
    case 'template':
      return (await lookups.template(entity.id))?.conceptId ?? null;
    default:
      return null;
  }
}

/** Where an attachment's file lives in the blob store. */
export const commentFileKey = (topic: CommentTopic, commentId: string, attachmentId: string, format: string) =>
  `comments/${topicId(topic)}/${commentId}/${attachmentId}${format ? `.${format}` : ''}`;

export interface NewComment {
  text: string;
  threadId?: string | null;
  private?: boolean;
  mentions?: string[];
  hotspot?: Hotspot | null;
  timeCode?: number | null;
  commentedEntityId?: string;
  commentedEntityType?: CommentedEntityType;
  commentedEntityName?: string | null;
}

/** Appends the decided events on the topic's stream, for a caller already scoped to its partner. */
function append(
  deps: CommandDeps,
  context: CommandContext,
  topic: CommentTopic,
  partnerId: string,
  command: CommentCommand,
) {
  return execute(deps.store, CommentsAggregate, topicId(topic), eventContext(context, partnerId), (state) =>
    decideComments(command, state),
  );
}

async function run(deps: CommandDeps, context: CommandContext, topic: CommentTopic, command: CommentCommand) {
  const { partnerId } = await scopedTopic(deps.lookups, context.actor, topic);
  return append(deps, context, topic, partnerId, command);
}

const caller = (context: CommandContext) => ({
  by: context.actor.userId,
  role: context.actor.role,
  at: context.now().toISOString(),
});

export async function postComment(deps: CommandDeps, context: CommandContext, topic: CommentTopic, input: NewComment) {
  const { partnerId } = await scopedTopic(deps.lookups, context.actor, topic);
  const commentId = newId();
  const mentions = input.mentions ?? [];
  const outOfReach = await mentionsOutOfReach(deps.lookups, topic, mentions);
  const entity =
    input.commentedEntityId && input.commentedEntityType
      ? { id: input.commentedEntityId, type: input.commentedEntityType, name: input.commentedEntityName ?? null }
      : null;
  const entityHolderId = input.threadId ? null : await entityHolder(deps.lookups, entity);
  const result = await append(deps, context, topic, partnerId, {
    type: 'PostComment',
    topic,
    partnerId,
    commentId,
    replyTo: input.threadId ?? null,
    text: input.text,
    private: input.private ?? false,
    mentions,
    hotspot: input.hotspot ?? null,
    timeCode: input.timeCode ?? null,
    commentedEntity: entity,
    entityHolderId,
    mentionsOutOfReach: outOfReach,
    ...caller(context),
  });
  return { commentId, ...(await withMentionsTold(deps, context, topic, partnerId, commentId, input.text, result)) };
}

/** Tells the comment's mentioned users; the answer waits for their notifications too and lists the ones sent now (for
 * mail). */
async function withMentionsTold<R extends { events: CommentEvent[]; position: number | null }>(
  deps: CommandDeps,
  context: CommandContext,
  topic: CommentTopic,
  partnerId: string,
  commentId: string,
  text: string,
  result: R,
) {
  const written = result.events.find((e) => e.type === 'CommentPosted' || e.type === 'CommentEdited');
  const mentions = written && 'mentions' in written.data ? written.data.mentions : [];
  const told = await notifyMentions(deps, context, topic, partnerId, { commentId, text, mentions });
  return {
    ...result,
    position: told.position === null ? result.position : Math.max(told.position, result.position ?? 0),
    mentioned: told.sent,
  };
}

export async function editComment(
  deps: CommandDeps,
  context: CommandContext,
  topic: CommentTopic,
  commentId: string,
  input: { text: string; mentions?: string[] },
) {
  const { partnerId } = await scopedTopic(deps.lookups, context.actor, topic);
  const mentions = input.mentions ?? [];
  const outOfReach = await mentionsOutOfReach(deps.lookups, topic, mentions);
  const result = await append(deps, context, topic, partnerId, {
    type: 'EditComment',
    commentId,
    text: input.text,
    mentions,
    mentionsOutOfReach: outOfReach,
    ...caller(context),
  });
  return withMentionsTold(deps, context, topic, partnerId, commentId, input.text, result);
}

export const resolveComment = (
  deps: CommandDeps,
  context: CommandContext,
  topic: CommentTopic,
  commentId: string,
  resolved: boolean,
) => run(deps, context, topic, { type: 'ResolveComment', commentId, resolved, ...caller(context) });

export const deleteComment = (deps: CommandDeps, context: CommandContext, topic: CommentTopic, commentId: string) =>
  run(deps, context, topic, { type: 'DeleteComment', commentId, ...caller(context) });

export interface StoredAttachment {
  attachmentId: string;
  fileName: string;
  format: string;
  size: number;
  location: string;
}

export const attachToComment = (
  deps: CommandDeps,
  context: CommandContext,
  topic: CommentTopic,
  commentId: string,
  attachment: StoredAttachment,
) => run(deps, context, topic, { type: 'AttachToComment', commentId, attachment, ...caller(context) });
