// A comment's mentions tell the mentioned users (issue 17 §5): one notification each in their centre, under
// `<commentId>-mentioned-<userId>`, so an edit that keeps a mention tells no one twice and one that adds a mention
// tells
// only the newcomer. The author is never told of their own mention. Mail of the ones sent now is the API's (it holds
// the mailer): the answer lists them.
import { mentionText, type Notification } from '../domain/notification';
import type { CommentTopic } from '../domain/comment';
import { eventContext, type CommandContext } from './context';
import type { CommandDeps } from './deps';
import { sendNotification } from './notifications';

interface MentionedComment {
  commentId: string;
  text: string;
  mentions: string[];
}

/** Where the product shows the topic's comments. */
const topicLink = (topic: CommentTopic) =>
  topic.campaignId !== undefined ? `/campaigns/${topic.campaignId}` : `/concepts/${topic.conceptId}/settings`;

async function topicName(deps: CommandDeps, topic: CommentTopic): Promise<string> {
  if (topic.campaignId !== undefined) return (await deps.lookups.campaign(topic.campaignId))?.name ?? 'a campaign';
  return (await deps.lookups.concept(topic.conceptId))?.name ?? 'a concept';
}

/** Sends each mentioned user (but the author) the notification; answers those recorded now and the last position. */
export async function notifyMentions(
  deps: CommandDeps,
  context: CommandContext,
  topic: CommentTopic,
  partnerId: string,
  comment: MentionedComment,
) {
  const author = context.actor.userId;
  const mentioned = [...new Set(comment.mentions)].filter((id) => id !== author);
  const sent: Notification[] = [];
  let position: number | null = null;
  if (mentioned.length === 0) return { sent, position };
  const writer = await deps.lookups.user(author);
  const text = mentionText({
    author: writer?.name ?? writer?.email ?? 'Someone',
    topicName: await topicName(deps, topic),
    topicKind: topic.campaignId !== undefined ? 'campaign' : 'concept',
    text: comment.text,
  });
  for (const userId of mentioned) {
    const notification: Notification = {
      notificationId: `${comment.commentId}-mentioned-${userId}`,
      userId,
      kind: 'mentioned',
      campaignId: topic.campaignId ?? null,
      requestId: null,
      ...text,
      link: topicLink(topic),
      at: context.now().toISOString(),
    };
    const result = await sendNotification(deps, eventContext(context, partnerId), notification);
    if (result.events.length > 0) sent.push(notification);
    position = result.position ?? position;
  }
  return { sent, position };
}
