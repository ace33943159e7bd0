// Report date ranges (spec 3 §9): "Default report date range 7 days; options 1, 7, 14, 30, 60, 90 days." A range of
// N days is the N whole days before today (UTC): a platform reports a day once it is over.

export const REPORT_DATE_RANGES = [1, 7, 14, 30, 60, 90] as const;
export type ReportDateRange = (typeof REPORT_DATE_RANGES)[number];
export const DEFAULT_REPORT_DATE_RANGE: ReportDateRange = 7;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first and last day (YYYY-MM-DD) of the `days` whole days before `today`. */
export function reportDays(days: number, today: Date): { from: string; to: string } {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return { from: isoDay(midnight - days * DAY_MS), to: isoDay(midnight - DAY_MS) };
}

/** The longest span a report's own dates may cover: a year and a day. */
export const MAX_REPORT_SPAN_DAYS = 366;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => DAY_PATTERN.test(text) && isoDay(Date.parse(`${text}T00:00:00Z`) || 0) === text;

/**
 * The days a report reads: a 'dateRange' filter's begin and end (spec 3 §3 "Dates hold begin and end", two
 * YYYY-MM-DD days, at most MAX_REPORT_SPAN_DAYS) when it names them, else the `days` before today. Null: the filter
 * names something else (not two real days in order within the span).
 */
export function filteredDays(
  filter: readonly string[],
  days: number,
  today: Date,
): { from: string; to: string } | null {
  if (filter.length === 0) return reportDays(days, today);
  const [from = '', to = ''] = filter;
  if (filter.length !== 2 || !isDay(from) || !isDay(to) || from > to) return null;
  const span = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  return span <= MAX_REPORT_SPAN_DAYS ? { from, to } : null;
}
