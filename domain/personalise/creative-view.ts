// The creatives view's answers as the API sends them (api/schemas/creatives.ts) and the screen reads them
// (admin-ui/src/creatives/): a tree's variants with each format's approval, its content and what it was last
// approved with; the counts per approval state; the filter the page takes.
import type { CreativeStatus, VariationApprovalState } from './approvals';
import type { ScreenshotPicture, ScreenshotRenderStatus } from '../screenshot/view';
import type { ElementValue, FormatApproval } from './events';
import type { FormatPublication } from '../publishing/answers';

export interface CreativesFilter {
  q?: string | null;
  /** Variants with a (live) format in this state; 'changed': approved before and edited since. */
  status?: CreativeStatus;
}

export interface ApprovedContent {
  values: Record<string, ElementValue>;
  fingerprint: string | null;
  by: { id: string; name: string | null };
  at: string;
  /** The picture of the content that was approved, when it was rendered. */
  screenshotUrl: string | null;
}

export interface CreativeFormat {
  id: string;
  templateId: string;
  name: string;
  size: string;
  version: number;
  approval: FormatApproval;
  state: VariationApprovalState;
  /** The format status label (spec 2 §4). */
  status: string;
  archived: boolean;
  filled: boolean;
  values: Record<string, ElementValue>;
  /** The kind of the last decision on it. */
  decidedKind: 'interim' | 'final' | null;
  /** What its last approval judged; kept after an edit lapsed it. */
  lastApproved: ApprovedContent | null;
  /** Approved before and its values differ from what was approved. */
  changedSinceApproval: boolean;
  /** Its screenshot (domain/screenshot/view.ts), as the personalise rows carry it. */
  screenshotRenderStatus: ScreenshotRenderStatus;
  screenshot: ScreenshotPicture | null;
  screenshotError: string | null;
  /** Its latest publish to each platform account it went to, with the platform's review. */
  publications: FormatPublication[];
}

export interface CreativeRow {
  id: string;
  name: string;
  enabled: boolean;
  isFallback: boolean;
  formats: CreativeFormat[];
}

export type CreativeCounts = { variants: number } & Record<CreativeStatus, number>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The creatives page's summary, each number in its own unit: variants, then their live creatives (formats) by
 * approval state, which add up to the creatives; 'changed' is a part of those, not another state.
 */
export function creativeCountsText(counts: CreativeCounts): string {
  const creatives =
    counts.approved + counts.interimApproved + counts.rejected + counts.interimRejected + counts.unapproved;
  const states = [
    `${counts.approved} approved`,
    `${counts.interimApproved} interim approved`,
    `${counts.rejected + counts.interimRejected} rejected`,
    `${counts.unapproved} unapproved`,
  ];
  return `${plural(counts.variants, 'variant', 'variants')} · ${plural(creatives, 'creative', 'creatives')}: ${states.join(', ')} (${counts.changed} changed since approval)`;
}
