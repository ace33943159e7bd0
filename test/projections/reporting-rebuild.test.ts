// The reporting read model is a fold of events alone (issue 21 §1): imports recorded by the real command on a real
// Postgres event store, days imported again (changed, unchanged, emptied), an ad known only after its delivery, then
// `rebuild` from position 0 gives exactly the tables the live projection built, and no day is ever counted twice.
// Days carry floodlight conversions too (report_conversion): a re-import replaces them as it replaces the facts. Rows
// name where their ad runs on the platform (report_ad_media), but for one ad whose rows name nothing, as old ones.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDelivery, type DeliveryImport } from '../../commands/delivery';
import type { PostgresEventStore } from '../../commands/event-store/postgres-event-store';
import { execute } from '../../commands/execute';
import type { ConversionRow, DeliveryRow } from '../../domain/delivery';
import { decidePublish, PublishAggregate, type PublishCommand } from '../../domain/publishing';
import { NO_DELIVERY } from '../../domain/report';
import { reportingProjection } from '../../projections/reporting/projection';
import { ProjectionRunner } from '../../projections/runner';
import { cutAt } from '../support/cut-feed';
import { migratedStore } from '../support/migrated-store';
import { queuedCreative } from '../support/reporting';

let pool: pg.Pool;
let store: PostgresEventStore;
let runner: ProjectionRunner;

beforeAll(async () => {
  ({ pool, store } = await migratedStore());
  runner = new ProjectionRunner(pool, store, [reportingProjection]);
  await runner.start();
});
afterAll(async () => {
  await runner?.stop();
  await store?.close();
  await pool?.end();
});

const context = {
  actor: { userId: 'spec', role: 'SYSTEM' as const },
  partnerId: 'p1',
  correlationId: 'spec',
  now: () => new Date(),
};
const publishStep = (publishId: string, command: PublishCommand) =>
  execute(store, PublishAggregate, publishId, context, (s) => decidePublish(command, s));

/** Publishes creatives n… of campaign c1 on Meta, their ads `ad-<n>`. */
async function publish(publishId: string, numbers: number[]) {
  const creatives = numbers.map((n) => queuedCreative(n, `v${n % 2}`));
  const at = new Date().toISOString();
  const request = { publishId, campaignId: 'c1', partnerId: 'p1', conceptId: 'k1', campaignName: 'Spring' };
  await publishStep(publishId, {
    type: 'RequestPublish',
    request: { ...request, platforms: ['facebook'], prerendered: false, retryOf: null, requestedBy: 'u1', at },
    creatives,
  });
  const published = numbers.map((n) => ({
    creativeId: `f${n}.facebook.n1`,
    externalId: `ad-${n}`,
    status: 'ACTIVE' as const,
    reasons: [],
  }));
  await publishStep(publishId, { type: 'RecordPublished', published, at });
  await publishStep(publishId, { type: 'FinishPublish', at });
}

/** Where ads 1-3 run on Meta (a later read of settled days finds their campaign renamed); ad 4's rows name none, as
 * imports recorded before the rows carried them. */
const media = (ad: number, version: number): Partial<DeliveryRow> =>
  ad < 4
    ? {
        mediaCampaign: version ? 'Spring sale (renamed)' : 'Spring sale',
        adGroupId: `as-${ad % 2}`,
        adGroupName: `Ad set ${ad % 2}`,
      }
    : {};

/** A believable day: each ad on a few placements and segments, figures from the day and a version. */
function rows(day: number, ads: number[], version = 0): DeliveryRow[] {
  return ads.flatMap((ad) =>
    ['feed', 'stories', 'reels'].flatMap((placement, p) =>
      ['women 25-34', 'men 25-34'].map((segment, s) => {
        const impressions = 1000 + ((day * 97 + ad * 31 + p * 13 + s * 7 + version * 5) % 400);
        const clicks = Math.floor(impressions / (40 + p * 10));
        return {
          adId: `ad-${ad}`,
          placement,
          segment,
          ...media(ad, version),
          ...NO_DELIVERY,
          impressions,
          clicks,
          conversions: Math.floor(clicks / 8),
          conversionValue: Math.floor(clicks / 8) * 12.34,
          mediaSpend: impressions * 0.0045,
          viewableImpressions: Math.floor(impressions * 0.7),
        };
      }),
    ),
  );
}

/** Two floodlight activities' conversions on each ad's feed placement. */
const conversions = (day: number, ads: number[], version = 0): ConversionRow[] =>
  ads.flatMap((ad) =>
    ['7001', '7002'].map((activityId, a) => ({
      adId: `ad-${ad}`,
      placement: 'feed',
      segment: 'women 25-34',
      activityId,
      clickThrough: (day + ad + a + version) % 5,
      viewThrough: (day * ad + a) % 3,
    })),
  );

const dayOf = (n: number) => `2026-03-${String(n).padStart(2, '0')}`;
const importing = (
  day: number,
  importId: string,
  dayRows: DeliveryRow[],
  dayConversions: ConversionRow[] = [],
): DeliveryImport => ({
  platform: 'facebook',
  account: 'act_1',
  day: dayOf(day),
  nodeId: 'n1',
  importId,
  rows: dayRows,
  conversions: dayConversions,
  at: new Date().toISOString(),
});
const record = (delivery: DeliveryImport) => importDelivery({ store }, 'p1', `import-${delivery.importId}`, delivery);

async function snapshot() {
  // Past the whole log, however loaded the machine (waitFor gives up after its timeout, answering false).
  expect(await runner.waitFor(await store.headPosition(), 60_000)).toBe(true);
  const tables: Record<string, unknown[]> = {};
  for (const table of reportingProjection.tables)
    tables[table] = (await pool.query(`SELECT * FROM ${table} ORDER BY ${table}::text`)).rows;
  return tables;
}

const rollupRows = async () =>
  Number(
    (
      await pool.query<{ n: string }>(
        'SELECT (SELECT count(*) FROM report_day_creative) + (SELECT count(*) FROM report_day_segment) AS n',
      )
    ).rows[0]!.n,
  );
const campaignDayIndexed = async () =>
  (await pool.query("SELECT 1 FROM pg_indexes WHERE indexname = 'report_fact_campaign_day'")).rowCount === 1;

let live: Record<string, unknown[]>;

describe('the reporting projection', () => {
  it('is rebuilt from events to exactly the tables it built live, each day counted once', async () => {
    await publish('p1', [1, 2, 3]);
    const latest = new Map<number, DeliveryRow[]>();
    const converted = new Map<number, ConversionRow[]>();
    for (let day = 1; day <= 10; day++) {
      latest.set(day, rows(day, [1, 2, 3, 4]));
      converted.set(day, conversions(day, [1, 2, 3, 4]));
      const imported = await record(importing(day, `a${day}`, latest.get(day)!, converted.get(day)));
      expect(imported.appended).toBe(3);
    }
    // a later read of settled days: changed figures replace days 3-5, the same figures append nothing
    for (let day = 3; day <= 5; day++) {
      latest.set(day, rows(day, [1, 2, 3, 4], 1));
      expect((await record(importing(day, `b${day}`, latest.get(day)!, converted.get(day)))).appended).toBe(3);
    }
    // day 8's conversions alone changed (they arrive late): the day is replaced, its facts as they were
    converted.set(8, conversions(8, [1, 2], 1));
    expect((await record(importing(8, 'b8', latest.get(8)!, converted.get(8)))).appended).toBe(3);
    expect((await record(importing(6, 'b6', [...latest.get(6)!].reverse(), converted.get(6)))).appended).toBe(0);
    expect((await record(importing(3, 'b3', latest.get(3)!, converted.get(3)))).appended).toBe(0);
    latest.set(7, []);
    converted.set(7, []);
    expect((await record(importing(7, 'b7', []))).appended).toBe(1);
    // ad-4 was delivered before its publish was recorded
    await publish('p2', [4]);

    live = await snapshot();
    expect(live['report_fact']!.length).toBe(9 * 4 * 6);
    const expected = [...latest.values()].flat().reduce((sum, r) => sum + r.impressions, 0);
    const { rows: totals } = await pool.query<{ campaign: string; creative: string; segment: string; facts: string }>(
      `SELECT (SELECT sum(impressions) FROM report_day_campaign) AS campaign,
              (SELECT sum(impressions) FROM report_day_creative) AS creative,
              (SELECT sum(impressions) FROM report_day_segment) AS segment,
              (SELECT sum(impressions) FROM report_fact) AS facts`,
    );
    expect(totals[0]).toEqual({
      campaign: `${expected}`,
      creative: `${expected}`,
      segment: `${expected}`,
      facts: `${expected}`,
    });
    expect(live['report_queued_creative']).toEqual([]);
    const convertedRows = [...converted.values()].flat();
    expect(live['report_conversion']!.length).toBe(convertedRows.length);
    const { rows: conversionTotals } = await pool.query<{ clicks: string; views: string; unattributed: string }>(
      `SELECT sum(click_through) AS clicks, sum(view_through) AS views,
              count(*) FILTER (WHERE campaign_id IS NULL) AS unattributed FROM report_conversion`,
    );
    expect(conversionTotals[0]).toEqual({
      clicks: `${convertedRows.reduce((sum, c) => sum + c.clickThrough, 0)}`,
      views: `${convertedRows.reduce((sum, c) => sum + c.viewThrough, 0)}`,
      unattributed: '0',
    });

    // where each ad runs is what its newest day said: the renamed campaign of days 3-5 does not undo day 10's name
    expect(live['report_ad_media']!.map((m) => ({ ...(m as object), day: undefined }))).toEqual(
      [1, 2, 3].map((ad) => ({
        platform: 'facebook',
        ad_id: `ad-${ad}`,
        media_campaign: 'Spring sale',
        ad_group_id: `as-${ad % 2}`,
        ad_group_name: `Ad set ${ad % 2}`,
        day: undefined,
      })),
    );

    await runner.rebuild(reportingProjection.name);
    expect(await snapshot()).toEqual(live);
    expect(await campaignDayIndexed()).toBe(true);
  }, 120_000);

  // Issue 21 §5: a replay from the start leaves the rollups and the campaign index to its end (replay.ts).
  it('finishes a rebuild that a crash cut short: the restarted runner defers on, then sums and indexes', async () => {
    await runner.stop();
    const { rows: middle } = await pool.query<{ position: string }>(
      `SELECT position FROM es_event WHERE stream_id LIKE 'Delivery-%' ORDER BY position LIMIT 1 OFFSET 12`,
    );
    const cut = Number(middle[0]!.position);
    const crashing = new ProjectionRunner(pool, cutAt(store, cut), [reportingProjection]);
    await crashing.start();
    await crashing.rebuild(reportingProjection.name, 1).catch(() => undefined);
    expect(await crashing.waitFor(cut, 60_000)).toBe(true);
    await crashing.stop();
    // mid-replay: facts in, their sums and the index deferred, and the row saying so
    expect(Number((await pool.query('SELECT count(*) AS n FROM report_fact')).rows[0].n)).toBeGreaterThan(0);
    expect(await rollupRows()).toBe(0);
    expect(await campaignDayIndexed()).toBe(false);
    expect((await pool.query('SELECT 1 FROM report_replay')).rowCount).toBe(1);

    runner = new ProjectionRunner(pool, store, [reportingProjection]);
    await runner.start();
    expect(await snapshot()).toEqual(live);
    expect(await campaignDayIndexed()).toBe(true);
    expect(await rollupRows()).toBeGreaterThan(0);
  }, 120_000);
});
