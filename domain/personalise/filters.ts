// The variant table's filter (spec 2 §2 "Filter categories"): a name search and the four categories of the
// filters drawer, with the spec's status options. The screen sends it, the read model applies it.
export const VARIANT_STATUSES = [
  'active',
  'scheduled',
  'scheduleEnded',
  'off',
  'approved',
  'error',
  'rejected',
  'unapproved',
  'archived',
] as const;
export type VariantStatus = (typeof VARIANT_STATUSES)[number];

/** The 'QA' filter (issue 19 §4): variants with a screenshot whose automated QA found something, or variants pictured
 * with nothing found. */
export const QA_FILTERS = ['findings', 'clean'] as const;
export type QaFilter = (typeof QA_FILTERS)[number];

export interface VariantFilter {
  q?: string;
  statuses?: VariantStatus[];
  /** Template ids: rows and identifiers carry only these formats. */
  formats?: string[];
  variants?: string[];
  /** Signal ids: variants carrying any of them. */
  segments?: string[];
  qa?: QaFilter;
}
