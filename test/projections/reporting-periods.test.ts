// The query planner of reports by creative (projections/reporting/periods.ts) answers exactly what the plain fact
// table sums, for any range: whole months, weeks and single days of the rollups that the reporting projection keeps
// (migration 022), after imports over four months and re-imports that replace days, across month and week edges.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideDelivery, DeliveryAggregate, type DeliveryEvent, type DeliveryRow } from '../../domain/delivery';
import type { PublishEvent } from '../../domain/publishing/events';
import { migrate } from '../../projections/migrate';
import { creativeTotals, periodSpans } from '../../projections/reporting/periods';
import { MEASURE_COLUMNS } from '../../projections/reporting/rollups';
import { reportingProjection } from '../../projections/reporting/projection';
import { simulatedDelivery } from '../../platforms/simulated-delivery';
import { createTestDatabase } from '../support/database';
import { stream } from '../support/projection-spec';
import { queuedCreative } from '../support/reporting';

const FIRST = Date.UTC(2026, 0, 27);
const AT = '2026-06-01T06:00:00.000Z';
const DAYS = 120;
const dayAt = (i: number) => new Date(FIRST + i * 86_400_000).toISOString().slice(0, 10);
const ADS = ['ad-1', 'ad-2', 'ad-3', 'ad-other'];

/** An ad's delivery of the day on two placements for two segments; `shift` changes every figure (a re-import). */
const rowsOf = (day: string, shift = ''): DeliveryRow[] =>
  ADS.flatMap((adId) =>
    ['feed', 'stories'].flatMap((placement) =>
      ['Lake lovers', 'City breaks'].map((segment) => ({
        adId,
        placement,
        segment,
        ...simulatedDelivery(adId + shift, day, placement, segment, adId === 'ad-3'),
      })),
    ),
  );

function importsOf(day: string, rows: DeliveryRow[], before: DeliveryEvent[], importId: string) {
  const state = before.reduce(DeliveryAggregate.evolve, DeliveryAggregate.initialState());
  return decideDelivery(
    { type: 'ImportDelivery', platform: 'facebook', account: 'act_1', day, nodeId: 'n1', importId, rows, at: AT },
    state,
  );
}

describe('reports by creative through the period rollups', () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: await createTestDatabase(), max: 1 });
    await migrate(pool);
    const publish = stream<PublishEvent>('Publish-p1');
    const on = { publishId: 'p1', campaignId: 'c1' };
    // Ads 1 and 2 of campaign c1, ad 3 of c2; ad-other is another tool's ad (no campaign).
    const published = [1, 2, 3].flatMap((n) => [
      publish('PublishCreativesQueued', {
        ...on,
        campaignId: n === 3 ? 'c2' : 'c1',
        chunk: n,
        creatives: [queuedCreative(n)],
      }),
      publish('PublishedCreative', {
        ...on,
        campaignId: n === 3 ? 'c2' : 'c1',
        creativeId: `f${n}.facebook.n1`,
        formatId: `f${n}`,
        platform: 'facebook',
        externalId: `ad-${n}`,
        status: 'ACTIVE',
        reasons: [],
        at: '2026-01-01T00:00:00.000Z',
      }),
    ]);
    const events = [...published];
    for (let i = 0; i < DAYS; i++) {
      const day = dayAt(i);
      const append = stream<DeliveryEvent>(`Delivery-facebook-act_1-${day}`);
      let before = importsOf(day, rowsOf(day), [], `i-${day}`);
      // Every seventh day is imported again with other figures, and every thirteenth without ad 2.
      if (i % 7 === 3) before = [...before, ...importsOf(day, rowsOf(day, '+'), before, `j-${day}`)];
      if (i % 13 === 5)
        before = [
          ...before,
          ...importsOf(
            day,
            rowsOf(day).filter((r) => r.adId !== 'ad-2'),
            before,
            `k-${day}`,
          ),
        ];
      events.push(...before.map((e) => append(e.type, e.data as never)));
    }
    const tx = await pool.connect();
    try {
      await tx.query('BEGIN');
      for (let i = 0; i < events.length; i += 500) await reportingProjection.handle(tx, events.slice(i, i + 500));
      await tx.query('COMMIT');
    } finally {
      tx.release();
    }
  });
  afterAll(() => pool?.end());

  const plain = async (campaignIds: string[], from: string, to: string) =>
    (
      await pool.query(
        `SELECT platform, ad_id, ${MEASURE_COLUMNS.map((m) => `sum(${m}) AS ${m}`).join(', ')} FROM report_fact
         WHERE campaign_id = ANY($1) AND day BETWEEN $2::date AND $3::date GROUP BY platform, ad_id ORDER BY ad_id`,
        [campaignIds, from, to],
      )
    ).rows;
  const planned = async (campaignIds: string[], from: string, to: string) =>
    (await creativeTotals(pool, campaignIds, from, to)).sort((a, b) => a.ad_id.localeCompare(b.ad_id));

  it('covers a range with months, then weeks, then days, each day once', () => {
    expect(periodSpans('2026-08-29', '2026-11-26')).toEqual([
      { grain: 'month', from: '2026-09-01', to: '2026-10-01' },
      { grain: 'day', from: '2026-08-29', to: '2026-08-31' },
      { grain: 'week', from: '2026-11-02', to: '2026-11-16' },
      { grain: 'day', from: '2026-11-01', to: '2026-11-01' },
      { grain: 'day', from: '2026-11-23', to: '2026-11-26' },
    ]);
    expect(periodSpans('2026-03-04', '2026-03-06')).toEqual([{ grain: 'day', from: '2026-03-04', to: '2026-03-06' }]);
    expect(periodSpans('2026-03-06', '2026-03-04')).toEqual([]);
  });

  it('sums the same as the plain fact table for every range, campaign set and edge', async () => {
    const ranges: [number, number][] = [
      [0, DAYS - 1],
      [30, 119],
      [5, 94],
      [4, 4],
      [34, 40],
      [-10, 20],
      [60, 200],
      [13, 71],
    ];
    for (const [a, b] of ranges)
      for (const campaigns of [['c1'], ['c1', 'c2'], ['c2', 'c-none']]) {
        const expected = await plain(campaigns, dayAt(a), dayAt(b));
        expect(expected.length).toBeGreaterThan(0);
        expect(await planned(campaigns, dayAt(a), dayAt(b))).toEqual(expected);
      }
  });

  it('keeps no emptied period row, and none of an ad of no campaign', async () => {
    for (const table of ['report_week_creative', 'report_month_creative']) {
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE facts = 0 OR ad_id = 'ad-other'`,
      );
      expect(rows[0]!.n).toBe(0);
    }
  });
});
