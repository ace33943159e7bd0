// The notification texts of review requests and mentions (the spec names none), the same in the centre and in mail.
import type {
  ExportNotificationKind,
  NotificationKind,
  PublishNotificationKind,
  ScreenshotNotificationKind,
  TearsheetNotificationKind,
} from './events';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

interface ReviewFactsForText {
  campaignName: string;
  isFinal: boolean;
  /** ISO date-time. */
  dueAt: string;
}

const kindOf = (isFinal: boolean) => (isFinal ? 'final' : 'interim');
/** Due dates are written in UTC, minutes precision: mail and centre say the same whatever the reader's zone. */
const due = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** Reviewers are asked to approve; watchers are only kept informed, so they are never asked for their approval. */
export type ReviewAudience = 'reviewer' | 'watcher';

export type ReviewNotificationKind = Exclude<
  NotificationKind,
  | 'mentioned'
  | ScreenshotNotificationKind
  | TearsheetNotificationKind
  | PublishNotificationKind
  | ExportNotificationKind
>;

export function notificationText(
  kind: ReviewNotificationKind,
  facts: ReviewFactsForText,
  audience: ReviewAudience = 'reviewer',
): { title: string; message: string } {
  const { campaignName: name } = facts;
  const approval = `${kindOf(facts.isFinal)} approval`;
  const watching = audience === 'watcher';
  switch (kind) {
    case 'approvalRequested':
      return watching
        ? {
            title: `Approval requested: ${name}`,
            message: `The ${approval} of the creatives of ${name} is requested by ${due(facts.dueAt)}. You are a watcher of this request.`,
          }
        : {
            title: `Approval requested: ${name}`,
            message: `Your ${approval} of the creatives of ${name} is requested by ${due(facts.dueAt)}.`,
          };
    case 'approvalReminder':
      return {
        title: `Reminder: ${name} awaits ${watching ? '' : 'your '}approval`,
        message: `The ${approval} of the creatives of ${name} is due by ${due(facts.dueAt)}.`,
      };
    case 'approvalEscalated':
      return {
        title: `Approval overdue: ${name}`,
        message: `The ${approval} of the creatives of ${name} was due by ${due(facts.dueAt)} and is not complete.`,
      };
    case 'approvalCompleted':
      return { title: `Approved: ${name}`, message: `Every creative of ${name} has its ${approval}.` };
    case 'approvalWithdrawn':
      return {
        title: `Approval request withdrawn: ${name}`,
        message: `The request for ${approval} of the creatives of ${name} was withdrawn.`,
      };
  }
}

/** A comment's text in a notification: one line, at most this many characters. */
const QUOTE_MAX = 200;
const quote = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > QUOTE_MAX ? `${line.slice(0, QUOTE_MAX - 1)}…` : line;
};

interface MentionFacts {
  /** Who wrote the comment: the name, else the e-mail. */
  author: string;
  /** The campaign's or concept's name. */
  topicName: string;
  topicKind: 'campaign' | 'concept';
  text: string;
}

export function mentionText(facts: MentionFacts): { title: string; message: string } {
  return {
    title: `${facts.author} mentioned you in ${facts.topicName}`,
    message: `${facts.author} mentioned you in a comment on the ${facts.topicKind} ${facts.topicName}: “${quote(facts.text)}”`,
  };
}
