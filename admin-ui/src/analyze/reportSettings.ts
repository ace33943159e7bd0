// A report's settings as the builder changes them: the default 'New report' (spec 3 §2: last 7 days by campaign and
// day, impressions, clicks and CTR), one filter set or cleared, the ordered lists of splits and metrics, and the query
// a report is run with (its settings but name and default flag; rates judged by clicks or completions bring those).
import type { AnalyzeViewSettings } from '../../../domain/analyze-view/answers';
import {
  NEW_REPORT_NAME,
  type AnalyzeMetric,
  type ReportFilterId,
  type SplitField,
} from '../../../domain/analyze-view/fields';
import { DEFAULT_REPORT_DATE_RANGE, reportDays } from '../../../domain/report/date-range';
import type { ReportSettings } from './analyzeApi';
import { gatheringBasisOf } from './reportFormat';

export const newReport = (): AnalyzeViewSettings => ({
  name: NEW_REPORT_NAME,
  dateRange: DEFAULT_REPORT_DATE_RANGE,
  default: false,
  filters: [],
  splits: [{ field: 'campaign', sortIndex: 0 }],
  metrics: ordered(['impressions', 'clicks', 'CTR']),
  granularity: { field: 'timestamp', value: 'DAY', sortIndex: 0 },
  sort: { field: 'timestamp', direction: 'ASC' },
  areBenchmarksShown: false,
});

/** The list of fields, each with its place as its sortIndex. */
export function ordered<F extends string>(fields: readonly F[]): { field: F; sortIndex: number }[] {
  return fields.map((field, sortIndex) => ({ field, sortIndex }));
}

export const filterOf = (settings: ReportSettings, id: ReportFilterId) =>
  settings.filters.find((f) => f.id === id)?.values ?? [];

/** The settings with one filter set to `values` (none: the filter is dropped). */
export function withFilter<S extends ReportSettings>(settings: S, id: ReportFilterId, values: string[]): S {
  const others = settings.filters.filter((f) => f.id !== id);
  return { ...settings, filters: values.length > 0 ? [...others, { id, values }] : others };
}

export const splitsOf = (settings: ReportSettings): SplitField[] => settings.splits.map((s) => s.field);
export const metricsOf = (settings: ReportSettings): AnalyzeMetric[] => settings.metrics.map((m) => m.field);

/** What a report is run with: the settings but name and default, and the counts its rates are judged by. */
export function reportQuery({ name: _name, default: _default, ...settings }: AnalyzeViewSettings): ReportSettings {
  const metrics = metricsOf(settings);
  const bases = metrics.flatMap((m) => {
    const basis = gatheringBasisOf(m);
    return basis && !metrics.includes(basis) ? [basis] : [];
  });
  return { ...settings, metrics: ordered([...new Set([...metrics, ...bases])]) };
}

/** The filters a dimension look-up reads: the report's, with its days as the begin and end the look-up takes. */
export function whereOf(settings: ReportSettings): ReportSettings['filters'] {
  if (filterOf(settings, 'dateRange').length > 0) return settings.filters;
  const { from, to } = reportDays(settings.dateRange, new Date());
  return withFilter(settings, 'dateRange', [from, to]).filters;
}
