// The rules /reporter and the lift screen add (issue 21 §3, §4): each channel's stat boxes of spec 3 §9, which
// platforms a channel sums, the report date ranges, and the lift split by audience segment.
import { describe, expect, it } from 'vitest';
import {
  channelOf,
  DEFAULT_REPORT_DATE_RANGE,
  liftBySchedule,
  liftBySegment,
  onSchedule,
  NO_DELIVERY,
  REPORT_DATE_RANGES,
  reportDays,
  statBoxes,
  type Delivery,
  type SegmentedLiftCell,
} from '../../domain/report';

const delivery = (measures: Partial<Delivery>): Delivery => ({ ...NO_DELIVERY, ...measures });

describe('the stat boxes', () => {
  const week = delivery({
    impressions: 20_000,
    clicks: 300,
    conversions: 40,
    viewThroughConversions: 12,
    videoViews: 5_000,
  });

  it('are, per channel, the measures and rates of spec 3 §9 in its order', () => {
    const boxes = (channel: Parameters<typeof statBoxes>[0]) =>
      statBoxes(channel, week).map((b) => [b.label, b.value, b.percent]);
    expect(boxes('facebook')).toEqual([
      ['Impressions', 20_000, false],
      ['CTR', 1.5, true],
      ['Clicks', 300, false],
      ['Total conversions', 40, false],
    ]);
    expect(boxes('google')).toEqual([
      ['Impressions', 20_000, false],
      ['CTR', 1.5, true],
      ['Clicks', 300, false],
      ['CVR', 0.2, true],
    ]);
    expect(boxes('youtube')).toEqual([
      ['Impressions', 20_000, false],
      ['Clicks', 300, false],
      ['Video views', 5_000, false],
      ['View-through conversions', 12, false],
    ]);
  });

  it("have no rate without impressions ('No data'), and zero counts", () =>
    expect(statBoxes('google', NO_DELIVERY).map((b) => b.value)).toEqual([0, null, 0, null]));

  it('sum every Google platform in the Google channel', () => {
    expect(['google', 'gads', 'dv360'].map(channelOf)).toEqual(['google', 'google', 'google']);
    expect(['facebook', 'youtube', 'tiktok'].map(channelOf)).toEqual(['facebook', 'youtube', null]);
  });
});

describe('the report date ranges', () => {
  it('are 1, 7, 14, 30, 60 or 90 days, 7 by default', () => {
    expect(REPORT_DATE_RANGES).toEqual([1, 7, 14, 30, 60, 90]);
    expect(DEFAULT_REPORT_DATE_RANGE).toBe(7);
  });

  it('are the whole days before today', () => {
    const today = new Date('2026-03-08T15:30:00Z');
    expect(reportDays(7, today)).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(reportDays(1, today)).toEqual({ from: '2026-03-07', to: '2026-03-07' });
  });
});

describe('the lift by segment', () => {
  const cell = (variantId: string, segment: string, impressions: number, clicks: number): SegmentedLiftCell => ({
    variantId,
    day: '2026-03-01',
    placement: 'feed',
    segment,
    delivery: delivery({ impressions, clicks }),
  });

  it('compares each variant with the fallback within each segment, so a loss in one audience shows', () => {
    const cells = [
      cell('fallback', 'men', 10_000, 100),
      cell('fallback', 'women', 10_000, 100),
      cell('v1', 'men', 10_000, 300),
      cell('v1', 'women', 10_000, 55),
      cell('v1', 'teens', 10_000, 900),
    ];
    expect(liftBySegment(cells, 'fallback').map((s) => [s.segment, s.variants.map((v) => v.verdict)])).toEqual([
      ['men', ['WINS']],
      // the fallback never ran for teens: nothing to compare with there
      ['teens', []],
      ['women', ['LOSES']],
    ]);
  });
});

describe('the lift by schedule', () => {
  const week = {
    name: 'Campaign week',
    startsAt: '2026-03-02T09:00:00Z',
    endsAt: '2026-03-08T18:00:00Z',
    weekdays: [],
  };

  it("takes a schedule's days: those its dates touch, on its weekdays", () => {
    expect(['2026-03-01', '2026-03-02', '2026-03-08', '2026-03-09'].map((d) => onSchedule(d, week))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    // 2026-03-07 is a Saturday, 2026-03-09 a Monday
    const weekends = { name: 'Weekends', startsAt: null, endsAt: null, weekdays: [0, 6] };
    expect(['2026-03-07', '2026-03-08', '2026-03-09'].map((d) => onSchedule(d, weekends))).toEqual([true, true, false]);
  });

  it("compares each variant with the fallback on the schedule's days only", () => {
    const cell = (variantId: string, day: string, clicks: number) => ({
      variantId,
      day,
      placement: 'feed',
      delivery: delivery({ impressions: 10_000, clicks }),
    });
    // Off the week the variant does no better; within it, it triples the fallback's clicks.
    const cells = [
      cell('fallback', '2026-03-01', 100),
      cell('v1', '2026-03-01', 100),
      cell('fallback', '2026-03-03', 100),
      cell('v1', '2026-03-03', 300),
    ];
    const [lift] = liftBySchedule(cells, [week], 'fallback');
    expect(lift!.schedule).toBe('Campaign week');
    expect(lift!.variants.map((v) => [v.variantId, v.sharedCells, v.verdict, v.rates.CTR.variant])).toEqual([
      ['v1', 1, 'WINS', 3],
    ]);
  });
});
