// The notification texts of review requests (the spec names none), the same in the centre and in mail.
import type { NotificationKind } from './events';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

export interface ReviewFactsForText {
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

export function notificationText(kind: NotificationKind, facts: ReviewFactsForText, audience: ReviewAudience = 'reviewer'): { title: string; message: string } {
  const { campaignName: name } = facts;
  const approval = `${kindOf(facts.isFinal)} approval`;
  const watching = audience === 'watcher';
  switch (kind) {
    case 'approvalRequested':
      return watching
        ? { title: `Approval requested: ${name}`, message: `The ${approval} of the creatives of ${name} is requested by ${due(facts.dueAt)}. You are a watcher of this request.` }
        : { title: `Approval requested: ${name}`, message: `Your ${approval} of the creatives of ${name} is requested by ${due(facts.dueAt)}.` };
    case 'approvalReminder':
      return { title: `Reminder: ${name} awaits ${watching ? '' : 'your '}approval`, message: `The ${approval} of the creatives of ${name} is due by ${due(facts.dueAt)}.` };
    case 'approvalEscalated':
      return { title: `Approval overdue: ${name}`, message: `The ${approval} of the creatives of ${name} was due by ${due(facts.dueAt)} and is not complete.` };
    case 'approvalCompleted':
      return { title: `Approved: ${name}`, message: `Every creative of ${name} has its ${approval}.` };
    case 'approvalWithdrawn':
      return { title: `Approval request withdrawn: ${name}`, message: `The request for ${approval} of the creatives of ${name} was withdrawn.` };
  }
}
