// One stream per user, `Notifications-<userId>`: what the notification centre shows them (issue 10 §2). The review
// workflow sends them, a comment that mentions the user (issue 17 §5), the screenshot requests (issue 19 §1:
// started, finished, failed, none found) and tearsheets (§3: started, finished, failed); the user reads them. Each
// notification's id is derived from what it is about, so a retried send records it once.
export const NOTIFICATION_KINDS = [
  'approvalRequested',
  'approvalReminder',
  'approvalEscalated',
  'approvalCompleted',
  'approvalWithdrawn',
  'mentioned',
  'screenshotsStarted',
  'screenshotsFinished',
  'screenshotsFailed',
  'screenshotsNotFound',
  'tearsheetStarted',
  'tearsheetFinished',
  'tearsheetFailed',
  'publishStarted',
  'publishFinished',
  'publishFailed',
  'exportStarted',
  'exportFinished',
  'exportFailed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The service notifications of screenshot requests. */
export type ScreenshotNotificationKind = Extract<NotificationKind, `screenshots${string}`>;
/** The service notifications of tearsheets (PDF: started, finished, failed). */
export type TearsheetNotificationKind = Extract<NotificationKind, `tearsheet${string}`>;
/** The service notifications of publishes (issue 20 §3: started, finished, failed). */
export type PublishNotificationKind = Extract<NotificationKind, `publish${string}`>;
/** The notifications of exports to cloud storage (issue 22 §2, spec 2 §8: started, finished, failed). */
export type ExportNotificationKind = Extract<NotificationKind, `export${string}`>;

export interface Notification {
  notificationId: string;
  userId: string;
  kind: NotificationKind;
  /** The campaign it is about; null for a mention in a concept's comments. */
  campaignId: string | null;
  /** The approval (or render) request it is about; null for a mention. */
  requestId: string | null;
  title: string;
  message: string;
  /** Where the product shows what it is about (a path of the admin UI). */
  link: string;
  at: string;
}

export type NotificationSent = { type: 'NotificationSent'; data: Notification };
export type NotificationsRead = {
  type: 'NotificationsRead';
  data: { userId: string; notificationIds: string[]; at: string };
};
export type NotificationEvent = NotificationSent | NotificationsRead;
