// What automated QA finds wrong with a render (issue 19 §4): the kinds of finding a screenshot carries beside its
// picture, shown in the personalise and creatives tables. The renderer's port (workflows/render/screenshot-port.ts)
// answers them; the events record them.
import type { Platform } from '../campaign/platforms';

export const QA_FINDING_KINDS = ['overflow', 'imageFailed', 'blank', 'consoleError', 'overweight', 'slow'] as const;
export type QaFindingKind = (typeof QA_FINDING_KINDS)[number];

/** One thing automated QA found wrong with a render; `detail` says where, for the reviewer. */
export interface QaFinding {
  kind: QaFindingKind;
  detail: string;
}

/** The platforms' limits on an HTML creative's total weight (Google display HTML5: 150 KB, issue 19 §4). */
const HTML_WEIGHT_LIMITS: Partial<Record<Platform, number>> = { google: 150 * 1024, gads: 150 * 1024 };

/** The weight limit a render checks a format against, or null for none. */
export const weightLimitOf = (platform: Platform, kind: 'html' | 'video'): number | null =>
  kind === 'html' ? (HTML_WEIGHT_LIMITS[platform] ?? null) : null;
