// What the saved-report routes answer (GET/POST /report/analyze-view, GET/PUT/DELETE and copy of /{id}; spec 3 §3
// "Analyze report (saved view)"): the settings a report is saved with, which the requests carry as they are, and the
// saved report around them.
import { Type, type Static, type TLiteral } from 'typebox';
import { CUSTOM_METRIC_PATTERN } from '../custom-conversion/metrics';
import { REPORT_DATE_RANGES, type ReportDateRange } from '../report/date-range';
import { Answer, Id, Literals, Timestamp } from '../shared/schema';
import { NAME_MAX_LENGTH } from '../shared/validation';
import {
  GRANULARITIES,
  MAX_FILTER_VALUES,
  MAX_FILTER_VALUE_LENGTH,
  MAX_REPORT_METRICS,
  REPORT_FILTER_IDS,
  REPORT_METRICS,
  SORT_DIRECTIONS,
  SORT_FIELDS,
  SPLIT_FIELDS,
} from './fields';

const SortIndex = Type.Integer({ minimum: 0, maximum: 1000 });
const FilterValue = Type.String({ pattern: '^[^\\u0000]*$', maxLength: MAX_FILTER_VALUE_LENGTH });
/** A custom conversion's metric (domain/custom-conversion/metrics.ts); the partner's own, checked when run. */
const CustomMetric = Type.Unsafe<`custom:${string}`>(
  Type.String({ pattern: CUSTOM_METRIC_PATTERN, description: 'custom:<conversionId>:<kind>' }),
);
const DateRange = Type.Union(REPORT_DATE_RANGES.map((days) => Type.Literal(days)) as [TLiteral<ReportDateRange>], {
  description: 'Days before today: 1, 7, 14, 30, 60 or 90',
});

/** What a report is saved with; a request carries exactly these. */
export const AnalyzeViewSettings = Answer(
  {
    name: Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH }),
    dateRange: DateRange,
    default: Type.Boolean(),
    filters: Type.Array(
      Answer({ id: Literals(REPORT_FILTER_IDS), values: Type.Array(FilterValue, { maxItems: MAX_FILTER_VALUES }) }),
      { maxItems: REPORT_FILTER_IDS.length },
    ),
    splits: Type.Array(Answer({ field: Literals(SPLIT_FIELDS), sortIndex: SortIndex }), {
      maxItems: SPLIT_FIELDS.length,
    }),
    metrics: Type.Array(Answer({ field: Type.Union([Literals(REPORT_METRICS), CustomMetric]), sortIndex: SortIndex }), {
      maxItems: MAX_REPORT_METRICS,
    }),
    granularity: Answer({ field: Type.Literal('timestamp'), value: Literals(GRANULARITIES), sortIndex: SortIndex }),
    sort: Answer({ field: Type.Union([Literals(SORT_FIELDS), CustomMetric]), direction: Literals(SORT_DIRECTIONS) }),
    areBenchmarksShown: Type.Boolean(),
  },
  'A report’s settings',
);
export type AnalyzeViewSettings = Static<typeof AnalyzeViewSettings>;

/** A saved report; `begin` and `end` are the days its range covers today (spec 3 §3: "Dates hold begin and end"). */
export const AnalyzeView = Answer(
  {
    ...AnalyzeViewSettings.properties,
    _id: Id,
    id: Id,
    partnerId: Id,
    copiedFrom: Type.Union([Id, Type.Null()]),
    begin: Type.String({ format: 'date' }),
    end: Type.String({ format: 'date' }),
    createdBy: Type.String(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  'A saved analyze report',
);
export type AnalyzeView = Static<typeof AnalyzeView>;
