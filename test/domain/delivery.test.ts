// Importing a day's delivery (domain/delivery): one append of a header and the rows in chunks of 1,000; a retried
// import or an unchanged re-import appends nothing; a changed re-import replaces the day, naming the import it
// replaces; rows are summed per ad × placement × segment and ordered, so the platform's order does not matter.
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_CHUNK,
  DELIVERY_DAY_INVALID,
  DELIVERY_ROW_INVALID,
  DeliveryAggregate,
  decideDelivery,
  deliveryAccountKey,
  deliveryDigest,
  isDeliveryDay,
  normalConversionRows,
  normalDeliveryRows,
  type ConversionRow,
  type DeliveryEvent,
  type DeliveryRow,
  type ImportDelivery,
} from '../../domain/delivery';
import { NO_DELIVERY } from '../../domain/report';
import { spec } from '../support/given-when-then';

const AT = '2026-03-02T06:00:00.000Z';
const row = (adId: string, placement: string, measures: Partial<DeliveryRow> = {}): DeliveryRow => ({
  adId,
  placement,
  segment: '',
  ...NO_DELIVERY,
  impressions: 100,
  clicks: 2,
  ...measures,
});
const importing = (importId: string, rows: DeliveryRow[]): ImportDelivery => ({
  type: 'ImportDelivery',
  platform: 'facebook',
  account: 'act_1',
  day: '2026-03-01',
  nodeId: 'n1',
  importId,
  rows,
  at: AT,
});
const on = (importId: string) => ({ platform: 'facebook' as const, account: 'act_1', day: '2026-03-01', importId });
const header = (importId: string, rows: DeliveryRow[], replaces: string | null = null): DeliveryEvent => ({
  type: 'DeliveryDayImported',
  data: {
    ...on(importId),
    nodeId: 'n1',
    replaces,
    rows: rows.length,
    chunks: Math.ceil(rows.length / DELIVERY_CHUNK),
    digest: deliveryDigest(normalDeliveryRows(rows)),
    at: AT,
  },
});
const chunk = (importId: string, n: number, rows: DeliveryRow[]): DeliveryEvent => ({
  type: 'DeliveryReportImported',
  data: { ...on(importId), chunk: n, rows },
});

const day = spec(DeliveryAggregate, decideDelivery);
const first = [row('a1', 'site-a'), row('a2', 'site-a')];

describe('a day’s delivery import', () => {
  it('records the day, then its rows', () => {
    day
      .given([])
      .when(importing('i1', first))
      .then([header('i1', first), chunk('i1', 0, first)]);
  });

  it(`chunks the rows ${DELIVERY_CHUNK} to an event`, () => {
    const rows = Array.from({ length: 2_001 }, (_, i) => row(`ad-${String(i).padStart(5, '0')}`, 'p'));
    const events = decideDelivery(importing('i1', rows), DeliveryAggregate.initialState());
    expect(
      events.map((e) =>
        e.type === 'DeliveryDayImported' ? e.data.chunks : e.type === 'DeliveryReportImported' ? e.data.rows.length : 0,
      ),
    ).toEqual([3, 1000, 1000, 1]);
    expect(events.flatMap((e) => (e.type === 'DeliveryReportImported' ? e.data.rows : []))).toEqual(rows);
  });

  it('appends nothing when the same import is asked again (a retried activity)', () => {
    day
      .given([header('i1', first), chunk('i1', 0, first)])
      .when(importing('i1', first))
      .then([]);
  });

  it('appends nothing when a re-import finds the day as it holds it, in whatever order', () => {
    day
      .given([header('i1', first), chunk('i1', 0, first)])
      .when(importing('i2', [...first].reverse()))
      .then([]);
  });

  it('replaces the day when a re-import differs, naming the import it replaces', () => {
    const second = [row('a1', 'site-a', { impressions: 150 })];
    day
      .given([header('i1', first), chunk('i1', 0, first)])
      .when(importing('i2', second))
      .then([header('i2', second, 'i1'), chunk('i2', 0, second)]);
  });

  it('records a day the platform delivered nothing on, replacing what it held', () => {
    day
      .given([header('i1', first), chunk('i1', 0, first)])
      .when(importing('i2', []))
      .then([header('i2', [], 'i1')]);
  });

  it('refuses a day that is not a calendar date', () => {
    for (const bad of ['2026-02-30', '2026-3-1', '01-03-2026', ''])
      day
        .given([])
        .when({ ...importing('i1', first), day: bad })
        .thenThrows(400, DELIVERY_DAY_INVALID);
    expect(isDeliveryDay('2028-02-29')).toBe(true);
  });

  it('refuses rows without an ad id, with negative or fractional counts, or with amounts that are not numbers', () => {
    for (const bad of [
      row('', 'p'),
      row('a', 'p', { clicks: -1 }),
      row('a', 'p', { impressions: 1.5 }),
      row('a', 'p', { mediaSpend: Number.NaN }),
      row('a', 'p', { conversionValue: -0.01 }),
    ])
      day
        .given([])
        .when(importing('i1', [bad]))
        .thenThrows(400, DELIVERY_ROW_INVALID);
  });
});

describe('a day’s floodlight conversions (CM360)', () => {
  const conversion = (adId: string, activityId: string, clickThrough = 2, viewThrough = 1): ConversionRow => ({
    adId,
    placement: 'site-a',
    segment: '',
    activityId,
    clickThrough,
    viewThrough,
  });
  const converted = [conversion('a1', '7001'), conversion('a1', '7002', 0, 4)];
  const withConversions = (importId: string, conversions: ConversionRow[]): ImportDelivery => ({
    ...importing(importId, first),
    platform: 'google',
    conversions,
  });
  const google = (importId: string) => ({ ...on(importId), platform: 'google' as const });
  const importedWith = (importId: string, conversions: ConversionRow[], replaces: string | null): DeliveryEvent[] => [
    {
      type: 'DeliveryDayImported',
      data: {
        ...google(importId),
        nodeId: 'n1',
        replaces,
        rows: first.length,
        chunks: 1,
        conversions: conversions.length,
        digest: deliveryDigest(normalDeliveryRows(first), normalConversionRows(conversions)),
        at: AT,
      },
    },
    { type: 'DeliveryReportImported', data: { ...google(importId), chunk: 0, rows: first } },
    { type: 'DeliveryConversionsImported', data: { ...google(importId), chunk: 0, conversions } },
  ];
  const conversionDay = spec(DeliveryAggregate, decideDelivery);

  it('are recorded in the same append as the rows, after them', () => {
    conversionDay
      .given([])
      .when(withConversions('i1', converted))
      .then(importedWith('i1', converted, null));
  });

  it('replace the day when only a conversion changed, and append nothing when none did', () => {
    const changed = [conversion('a1', '7001', 3), conversion('a1', '7002', 0, 4)];
    conversionDay
      .given(importedWith('i1', converted, null))
      .when(withConversions('i2', changed))
      .then(importedWith('i2', changed, 'i1'));
    conversionDay
      .given(importedWith('i1', converted, null))
      .when(withConversions('i2', [...converted].reverse()))
      .then([]);
  });

  it('are summed per ad, placement, segment and activity; negative or fractional counts are refused', () => {
    expect(normalConversionRows([conversion('a', '2'), conversion('a', '1'), conversion('a', '2', 1, 1)])).toEqual([
      conversion('a', '1'),
      conversion('a', '2', 3, 2),
    ]);
    for (const bad of [conversion('a', '', 1), conversion('a', '1', -1), conversion('a', '1', 0, 0.5)])
      conversionDay
        .given([])
        .when(withConversions('i1', [bad]))
        .thenThrows(400, DELIVERY_ROW_INVALID);
  });
});

describe('a day’s rows', () => {
  it('are summed per ad, placement and segment, money to six decimals, and ordered by that key', () => {
    const rows = normalDeliveryRows([
      row('b', 'p', { segment: 'x', mediaSpend: 0.1 }),
      row('a', 'q'),
      row('b', 'p', { segment: 'x', mediaSpend: 0.2, clicks: 3 }),
      row('a', 'p'),
    ]);
    expect(rows.map((r) => [r.adId, r.placement, r.segment, r.impressions, r.clicks, r.mediaSpend])).toEqual([
      ['a', 'p', '', 100, 2, 0],
      ['a', 'q', '', 100, 2, 0],
      ['b', 'p', 'x', 200, 5, 0.3],
    ]);
  });

  it('hash the same whatever order the platform answered in, and differently when a figure changes', () => {
    const a = normalDeliveryRows([row('a', 'p'), row('b', 'p')]);
    const b = normalDeliveryRows([row('b', 'p'), row('a', 'p')]);
    expect(deliveryDigest(a)).toBe(deliveryDigest(b));
    expect(deliveryDigest(normalDeliveryRows([row('a', 'p'), row('b', 'p', { clicks: 3 })]))).not.toBe(
      deliveryDigest(a),
    );
  });
});

describe('an account’s key', () => {
  it('is one however the account id was typed, so one account is one stream per day', () => {
    expect(deliveryAccountKey('gads', '123-456-7890')).toBe(deliveryAccountKey('gads', '1234567890'));
    expect(deliveryAccountKey('facebook', 'act_6006')).toBe(deliveryAccountKey('facebook', '6006'));
    expect(deliveryAccountKey('google', ' 8801 ')).toBe('8801');
  });
});
