// What a tearsheet takes of a campaign (issue 19 §3; spec 2 §7 `create-pdf`): its live variant formats, narrowed by
// the filters the screens already speak. The words are theirs: `formats` (template ids) and `segments` (signal ids) as
// the personalise table's filter calls them (domain/personalise/filters.ts), `status` as the creatives view's
// (domain/personalise/approvals.ts CREATIVE_STATUSES: an approval state, or 'changed' since approval), `qa` as the
// personalise table's QA filter ('findings': pictured with something found; 'clean': pictured with nothing found), and
// `platforms` (domain/campaign/platforms.ts). A filter left out takes everything; the filter is kept with the tearsheet
// and so with every link to it.
import type { Platform } from '../campaign/platforms';
import type { CreativeStatus } from '../personalise/approvals';

export const TEARSHEET_QA_FILTERS = ['findings', 'clean'] as const;
export type TearsheetQaFilter = (typeof TEARSHEET_QA_FILTERS)[number];

export interface TearsheetFilter {
  platforms?: Platform[];
  /** Template ids. */
  formats?: string[];
  status?: CreativeStatus;
  /** Signal ids: formats whose variant carries any of them. */
  segments?: string[];
  qa?: TearsheetQaFilter;
}

/** The filter as it is kept: empty lists dropped, ids in order, so two equal filters read the same. */
export function normalFilter(filter: TearsheetFilter): TearsheetFilter {
  const list = <T extends string>(values: T[] | undefined) =>
    values && values.length > 0 ? [...new Set(values)].sort() : undefined;
  const kept: TearsheetFilter = {
    platforms: list(filter.platforms),
    formats: list(filter.formats),
    status: filter.status,
    segments: list(filter.segments),
    qa: filter.qa,
  };
  return Object.fromEntries(Object.entries(kept).filter(([, v]) => v !== undefined)) as TearsheetFilter;
}

/** The filter in words, for the tearsheet's first page and the spreadsheet: 'All creatives' when it takes all. */
export function filterSummary(filter: TearsheetFilter): string {
  const parts: string[] = [];
  if (filter.platforms) parts.push(`platforms: ${filter.platforms.join(', ')}`);
  if (filter.formats) parts.push(`${filter.formats.length} format${filter.formats.length === 1 ? '' : 's'}`);
  if (filter.status) parts.push(`status: ${filter.status}`);
  if (filter.segments) parts.push(`${filter.segments.length} segment${filter.segments.length === 1 ? '' : 's'}`);
  if (filter.qa) parts.push(filter.qa === 'findings' ? 'QA: with findings' : 'QA: no findings');
  return parts.length === 0 ? 'All creatives' : parts.join(' · ');
}
