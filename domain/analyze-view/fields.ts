// A saved analyze report's settings (spec 3 §3 "Analyze report", "Report filters"; §9 date ranges, granularities,
// sort): the closed lists a report is built from, and the texts of spec 3 §4 and §8 about saved reports.
import type { CustomMetricId } from '../custom-conversion/metrics';
import { CALCULATED_METRICS, MEASURES } from '../report';

/** Spec 3 §3 "Report filters", in its order. */
export const REPORT_FILTER_IDS = [
  'campaignIds',
  'dateRange',
  'audiences',
  'channel',
  'statNames',
  'partnerId',
  'timePeriod',
  'marketIds',
  'objectives',
  'conceptIds',
  'mediaCampaignNames',
  'adGroupIds',
  'deliveryType',
  'audienceNames',
] as const;
export type ReportFilterId = (typeof REPORT_FILTER_IDS)[number];

/** Spec 3 §9 "Granularities". */
export const GRANULARITIES = [
  'MIN',
  'FIVE_MIN',
  'TEN_MIN',
  'FIFTEEN_MIN',
  'HOUR',
  'DAY',
  'WEEK',
  'MONTH',
  'YEAR',
  'ALL',
] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;

/** What a report splits its rows by: the rollups' keys (campaign, channel, creative, segment), the creative's variant
 * and the facts' placement. */
export const SPLIT_FIELDS = ['campaign', 'channel', 'creative', 'variant', 'segment', 'placement'] as const;
export type SplitField = (typeof SPLIT_FIELDS)[number];

/** A report's metrics: the platforms' measures and the calculated metrics of spec 3 §9. */
export const REPORT_METRICS = [...MEASURES, ...CALCULATED_METRICS] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];
/** A metric a report asks for: the product's own, or a custom conversion's (`custom:<conversionId>:<kind>`). */
export type AnalyzeMetric = ReportMetric | CustomMetricId;
/** At most this many metrics per report: the product's and some custom conversions' six each. */
export const MAX_REPORT_METRICS = REPORT_METRICS.length + 60;

/** The report filters whose values are where the ads run on their platform, looked up from what was imported. */
export const MEDIA_FILTERS = ['mediaCampaignNames', 'adGroupIds'] as const;
export type MediaFilterId = (typeof MEDIA_FILTERS)[number];

/**
 * What POST /report/relevant-dimensions groups by (spec 3 §7): a split's values that delivered, `statNames`, the
 * metrics the delivery holds (a measure delivered, a calculated metric whose denominator is not zero), or a media
 * filter's values (the platform campaigns' names, the ad groups' ids) the delivered ads ran in.
 */
export const RELEVANT_DIMENSIONS = [...SPLIT_FIELDS, 'statNames', ...MEDIA_FILTERS] as const;
export type RelevantDimension = (typeof RELEVANT_DIMENSIONS)[number];
/** At most this many values answered per dimension. */
export const MAX_RELEVANT_VALUES = 1000;

/** A report sorts by one of its metrics, a split, or its time. */
export const SORT_FIELDS = ['timestamp', ...SPLIT_FIELDS, ...REPORT_METRICS] as const;

/** At most this many values per filter and this many campaigns named: a report is read, not a bulk query. */
export const MAX_FILTER_VALUES = 500;
/** The characters of one filter value at most. */
export const MAX_FILTER_VALUE_LENGTH = 256;

/** The default report the builder opens (spec 3 §2). */
export const NEW_REPORT_NAME = 'New report';

/** Spec 3 §8. */
export const ANALYZE_VIEW_NOT_FOUND = 'Analyze view not found';

/** The builder's messages (spec 3 §4), verbatim. */
export const ANALYZER_MESSAGES = {
  saving: 'Report is saving...',
  created: (name: string) => `${name} was created`,
  updating: 'Report is updating...',
  updated: (name: string) => `${name} was updated`,
  deleting: 'Deleting...',
  complete: 'Complete',
  exporting: 'Exporting...',
  exported: 'Analyze CSV was exported',
  exportFailed: 'An error has happened while generating CSV file',
} as const;

/** A copy's name: the original's with ' copy', cut to the name limit. */
export const copyName = (name: string, maxLength: number) => `${name.slice(0, maxLength - ' copy'.length)} copy`;
