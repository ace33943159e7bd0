// When a review request reminds and escalates (issue 10 §2). The review workflow sleeps to these points; they are
// pure so the workflow stays deterministic and a test can name them.
const HOUR_MS = 3600_000;

/** A request's due date when none is given: three days after it is made. */
export const DEFAULT_DUE_MS = 3 * 24 * HOUR_MS;
/** Reviewers are reminded this long before the due date… */
const REMINDER_LEAD_MS = 24 * HOUR_MS;

export function defaultDueAt(at: string): string {
  return new Date(Date.parse(at) + DEFAULT_DUE_MS).toISOString();
}

/** …or half-way to it when the whole review is shorter than twice the lead. */
export function reminderAt(at: string, dueAt: string): string {
  const start = Date.parse(at);
  const due = Date.parse(dueAt);
  const lead = Math.min(REMINDER_LEAD_MS, (due - start) / 2);
  return new Date(due - lead).toISOString();
}
