// The creatives view's filter (what the page takes) and its summary line; what it answers is declared in
// creative-answers.ts.
import type { CreativeStatus } from './approvals';
import type { CreativeCounts } from './creative-answers';

export interface CreativesFilter {
  q?: string | null;
  /** Variants with a (live) format in this state; 'changed': approved before and edited since. */
  status?: CreativeStatus;
}

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
