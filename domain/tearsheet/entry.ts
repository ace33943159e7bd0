// One entry of a tearsheet (issue 19 §3): a variant format as the PDF and the spreadsheet show it. The workflow
// collects them once from the read models (projections/tearsheets/entries.ts) and keeps them beside the PDF, so the
// PDF, the spreadsheet and every link show the same list.
import type { Platform } from '../campaign/platforms';
import type { FormatApproval } from '../personalise/events';
import type { QaFinding } from '../screenshot/qa';

export interface TearsheetEntry {
  /** The variation: a variant format. */
  variationId: string;
  treeId: string;
  platform: Platform;
  /** The tree's channel (display, social, video). */
  channel: string;
  variantId: string;
  variantName: string;
  templateId: string;
  formatName: string;
  size: string;
  approval: {
    state: FormatApproval;
    /** The format status label (spec 2 §4). */
    label: string;
    /** Who gave the approval it holds, and when; null when it holds none (unapproved, rejected). */
    by: { id: string; name: string | null } | null;
    at: string | null;
  };
  /** The variant's signals (user segments, schedules, locations). */
  signals: { id: string; name: string; type: string }[];
  /** Its screenshot: of its current content, or (stale) of older content; null: not rendered yet. */
  screenshot: { fingerprint: string; stale: boolean; findings: QaFinding[] } | null;
}

/** What an entry without a picture shows (issue 19 §3). */
export const NOT_RENDERED_YET = 'not rendered yet';

/** One line of an entry's approval: its label, and who gave it when. */
export function approvalLine(approval: TearsheetEntry['approval']): string {
  if (!approval.by || !approval.at) return approval.label;
  return `${approval.label} by ${approval.by.name ?? approval.by.id} on ${approval.at.slice(0, 10)}`;
}

/** The entry's findings in words, one per finding. */
export const findingLines = (entry: TearsheetEntry): string[] =>
  (entry.screenshot?.findings ?? []).map((f) => `${f.kind}: ${f.detail}`);
