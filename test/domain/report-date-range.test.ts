// A report's days (spec 3 §3 "Dates hold begin and end", §9 date ranges): the rolling days before today, or the begin
// and end a 'dateRange' filter names, refused when they are not two real days in order within a year and a day.
import { describe, expect, it } from 'vitest';
import { filteredDays, MAX_REPORT_SPAN_DAYS, reportDays } from '../../domain/report/date-range';

const TODAY = new Date('2026-03-10T15:00:00Z');

describe('a report’s days', () => {
  it('are the rolling days before today without a dateRange filter', () => {
    expect(filteredDays([], 7, TODAY)).toEqual({ from: '2026-03-03', to: '2026-03-09' });
    expect(filteredDays([], 1, TODAY)).toEqual(reportDays(1, TODAY));
  });

  it('are the begin and end the filter names', () => {
    expect(filteredDays(['2026-01-01', '2026-01-31'], 7, TODAY)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(filteredDays(['2026-02-28', '2026-02-28'], 7, TODAY)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('refuses anything but two real days in order within the span', () => {
    expect(filteredDays(['2026-02-29', '2026-03-01'], 7, TODAY)).toBeNull();
    expect(filteredDays(['2026-03-02', '2026-03-01'], 7, TODAY)).toBeNull();
    expect(filteredDays(['7'], 7, TODAY)).toBeNull();
    expect(filteredDays(['2026-01-01', '2026-01-02', '2026-01-03'], 7, TODAY)).toBeNull();
    expect(filteredDays(['2026-1-01', '2026-01-02'], 7, TODAY)).toBeNull();
    const from = '2025-01-01';
    const last = new Date(Date.parse(from) + (MAX_REPORT_SPAN_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const past = new Date(Date.parse(from) + MAX_REPORT_SPAN_DAYS * 86_400_000).toISOString().slice(0, 10);
    expect(filteredDays([from, last], 7, TODAY)).toEqual({ from, to: last });
    expect(filteredDays([from, past], 7, TODAY)).toBeNull();
  });
});
