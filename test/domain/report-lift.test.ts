// The lift of personalisation (issue 21 §4, domain/report/lift.ts): each variant against the fallback on the same days
// and placements only, CTR and CVR with a 95% interval on their difference (Newcombe's hybrid score interval, checked
// against his published figures), and a plain verdict: wins, loses, or not enough data yet.
import { describe, expect, it } from 'vitest';
import {
  differenceInterval,
  liftOfVariants,
  NO_DELIVERY,
  VERDICT_TEXTS,
  wilson,
  type Delivery,
  type LiftCell,
} from '../../domain/report';

const delivery = (measures: Partial<Delivery>): Delivery => ({ ...NO_DELIVERY, ...measures });
const cell = (variantId: string, day: string, placement: string, measures: Partial<Delivery>): LiftCell => ({
  variantId,
  day,
  placement,
  delivery: delivery(measures),
});

describe('the intervals', () => {
  it('is Wilson’s score interval for one proportion (Newcombe 1998: 81/263 → 0.2553 to 0.3662)', () => {
    const interval = wilson(81, 263)!;
    expect(interval.low).toBeCloseTo(0.2553, 4);
    expect(interval.high).toBeCloseTo(0.3662, 4);
    expect(wilson(0, 0)).toBeNull();
    expect(wilson(0, 10)!.low).toBe(0);
    expect(wilson(10, 10)!.high).toBe(1);
  });

  it('is Newcombe’s method 10 for a difference (56/70 − 48/80 → 0.0524 to 0.3339; 9/10 − 3/10 → 0.1705 to 0.8090)', () => {
    const first = differenceInterval({ successes: 56, trials: 70 }, { successes: 48, trials: 80 })!;
    expect(first.low).toBeCloseTo(0.0524, 4);
    expect(first.high).toBeCloseTo(0.3339, 4);
    const second = differenceInterval({ successes: 9, trials: 10 }, { successes: 3, trials: 10 })!;
    expect(second.low).toBeCloseTo(0.1705, 4);
    expect(second.high).toBeCloseTo(0.809, 4);
    expect(differenceInterval({ successes: 1, trials: 0 }, { successes: 1, trials: 10 })).toBeNull();
  });
});

describe('a variant against the fallback', () => {
  it('wins when the whole interval of its CTR’s difference is above zero', () => {
    const [lift] = liftOfVariants(
      [
        cell('fallback', '2026-03-01', 'site-a', { impressions: 100_000, clicks: 500, conversions: 60 }),
        cell('v1', '2026-03-01', 'site-a', { impressions: 100_000, clicks: 800, conversions: 61 }),
      ],
      'fallback',
    );
    expect(lift!.variantId).toBe('v1');
    expect(lift!.rates.CTR).toMatchObject({ variant: 0.8, fallback: 0.5, relative: 60, verdict: 'WINS' });
    expect(lift!.rates.CTR.difference).toBeCloseTo(0.3, 12);
    expect(lift!.rates.CTR.interval!.low).toBeGreaterThan(0);
    expect(lift!.rates.CVR.verdict).toBe('NOT_ENOUGH_DATA'); // 61 vs 60 conversions: the interval spans zero
    expect(lift!.verdict).toBe('WINS');
    expect(VERDICT_TEXTS[lift!.verdict]).toBe('wins');
  });

  it('loses when the whole interval is below zero', () => {
    const [lift] = liftOfVariants(
      [
        cell('fallback', '2026-03-01', 'site-a', { impressions: 100_000, clicks: 900 }),
        cell('v1', '2026-03-01', 'site-a', { impressions: 100_000, clicks: 400 }),
      ],
      'fallback',
    );
    expect(lift!.rates.CTR.interval!.high).toBeLessThan(0);
    expect(lift!.verdict).toBe('LOSES');
    expect(VERDICT_TEXTS.LOSES).toBe('loses');
  });

  it('has not enough data yet at 50 or fewer clicks on either side, however large the difference', () => {
    const [lift] = liftOfVariants(
      [
        cell('fallback', '2026-03-01', 'site-a', { impressions: 100_000, clicks: 50 }),
        cell('v1', '2026-03-01', 'site-a', { impressions: 1_000, clicks: 500 }),
      ],
      'fallback',
    );
    expect(lift!.rates.CTR.verdict).toBe('NOT_ENOUGH_DATA');
    expect(lift!.verdict).toBe('NOT_ENOUGH_DATA');
    expect(VERDICT_TEXTS.NOT_ENOUGH_DATA).toBe('not enough data yet');
  });

  it('has not enough data yet while the interval spans zero', () => {
    const [lift] = liftOfVariants(
      [
        cell('fallback', '2026-03-01', 'site-a', { impressions: 10_000, clicks: 100 }),
        cell('v1', '2026-03-01', 'site-a', { impressions: 10_000, clicks: 110 }),
      ],
      'fallback',
    );
    expect(lift!.rates.CTR.interval!.low).toBeLessThan(0);
    expect(lift!.rates.CTR.interval!.high).toBeGreaterThan(0);
    expect(lift!.verdict).toBe('NOT_ENOUGH_DATA');
  });

  it('compares on the same days and placements only: a cell only one side delivered on is left out', () => {
    const [lift] = liftOfVariants(
      [
        cell('fallback', '2026-03-01', 'site-a', { impressions: 1_000, clicks: 10 }),
        cell('fallback', '2026-03-02', 'site-a', { impressions: 5_000, clicks: 5 }),
        cell('v1', '2026-03-01', 'site-a', { impressions: 2_000, clicks: 30 }),
        cell('v1', '2026-03-01', 'site-b', { impressions: 9_000, clicks: 900 }),
        cell('v1', '2026-03-02', 'site-a', { impressions: 0, clicks: 0 }),
      ],
      'fallback',
    );
    expect(lift!.sharedCells).toBe(1);
    expect(lift!.variant).toEqual(delivery({ impressions: 2_000, clicks: 30 }));
    expect(lift!.fallback).toEqual(delivery({ impressions: 1_000, clicks: 10 }));
    expect(lift!.rates.CTR).toMatchObject({ variant: 1.5, fallback: 1 });
  });

  it('sums a cell’s rows (segments, schedules, accounts) before comparing', () => {
    const [lift] = liftOfVariants(
      [
        cell('fallback', '2026-03-01', 'site-a', { impressions: 1_000, clicks: 10 }),
        cell('v1', '2026-03-01', 'site-a', { impressions: 600, clicks: 9 }),
        cell('v1', '2026-03-01', 'site-a', { impressions: 400, clicks: 11 }),
      ],
      'fallback',
    );
    expect(lift!.variant).toEqual(delivery({ impressions: 1_000, clicks: 20 }));
  });

  it('judges each variant on its own, and gives ROAS as a point figure', () => {
    const lifts = liftOfVariants(
      [
        cell('fallback', 'd', 'p', { impressions: 100_000, clicks: 500, conversionValue: 100, mediaSpend: 50 }),
        cell('v1', 'd', 'p', { impressions: 100_000, clicks: 800, conversionValue: 300, mediaSpend: 50 }),
        cell('v2', 'd', 'p', { impressions: 100_000, clicks: 200, conversionValue: 10, mediaSpend: 50 }),
      ],
      'fallback',
    );
    expect(lifts.map((l) => [l.variantId, l.verdict, l.roas])).toEqual([
      ['v1', 'WINS', { variant: 6, fallback: 2 }],
      ['v2', 'LOSES', { variant: 0.2, fallback: 2 }],
    ]);
  });

  it('wins on neither when it wins on one rate and loses on the other', () => {
    const [lift] = liftOfVariants(
      [
        cell('fallback', 'd', 'p', { impressions: 100_000, clicks: 500, conversions: 900 }),
        cell('v1', 'd', 'p', { impressions: 100_000, clicks: 900, conversions: 400 }),
      ],
      'fallback',
    );
    expect([lift!.rates.CTR.verdict, lift!.rates.CVR.verdict, lift!.verdict]).toEqual([
      'WINS',
      'LOSES',
      'NOT_ENOUGH_DATA',
    ]);
  });

  it('has not enough data yet when the fallback never delivered beside it', () => {
    const [lift] = liftOfVariants([cell('v1', 'd', 'p', { impressions: 100_000, clicks: 900 })], 'fallback');
    expect(lift!.sharedCells).toBe(0);
    expect(lift!.rates.CTR).toMatchObject({ variant: null, fallback: null, interval: null });
    expect(lift!.verdict).toBe('NOT_ENOUGH_DATA');
  });
});
