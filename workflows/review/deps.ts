import type { ReviewWorkflowDeps } from '../../commands/reviews';
import type { Mailer } from './mailer';

/** What the review activities ask the read side (wired by the composition root from the users read model). */
interface ReviewDirectory {
  /** Active users by id, with their address. */
  users(ids: string[]): Promise<{ id: string; email: string; name: string | null }[]>;
  /** Who an overdue request escalates to besides its requester: the campaign partner's admins. */
  campaignAdmins(campaignId: string): Promise<string[]>;
}

/** What review activities reach the world through: the event store (through commands), the directory, mail. */
export interface ReviewDeps {
  commands: ReviewWorkflowDeps;
  directory: ReviewDirectory;
  /** null: no SMTP_URL, notifications are kept in the centre only. */
  mailer: Mailer | null;
}
