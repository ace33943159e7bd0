// The personalise screen's own words; the rules' messages are domain/personalise/messages.ts.
export const SHARED_BAND = 'Shared across formats';
export const UPDATING_CREATIVES = 'Updating creatives';
export const EDITING_ALL = 'Editing all creatives';
/** Spec 2 §2: shown from 2 creatives on (§9 'Multi-edit note from 2 creatives'). */
export const editingCount = (n: number) => (n >= 2 ? `Editing ${n} creatives` : null);
export const FILTERS_TITLE = 'All filters';
/** Spec 2 §2: 'A progress badge count overflows at 99999'. */
export const PROGRESS_BADGE_MAX = 99_999;
export const progressCount = (n: number) => (n > PROGRESS_BADGE_MAX ? `${PROGRESS_BADGE_MAX}+` : `${n}`);

export const STATUS_LABELS = {
  active: 'Active',
  scheduled: 'Scheduled',
  scheduleEnded: 'Schedule ended',
  off: 'Off',
  approved: 'Approved',
  error: 'Error',
  rejected: 'Rejected',
  unapproved: 'Unapproved',
  archived: 'Archived',
} as const;
