// Issue 21 §5: the reporting read model rebuilt from events at the reporting bench's scale (BENCH_REPORT_DAYS,
// _CREATIVES, _PLACEMENTS; a year × 2,000 creatives × 14 placements by default). Each campaign's publish makes its
// creatives' ads (so every fact is attributed and summed into the rollups), and each account's day is one delivery
// stream as an import appends it (DeliveryDayImported, then its rows in DELIVERY_CHUNK chunks), seeded straight into
// the store; then a fresh runner of the reporting projection catches up from position -1, which is what
// `npm run projections:rebuild reporting` replays. Beside it, the baseline: a bare COPY of the same rows (written out
// by the rebuilt fact table) into an unindexed table; and how long reading the events alone takes.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { NewEvent } from '../commands/event-store/port';
import { PostgresEventStore } from '../commands/event-store/postgres-event-store';
import { DELIVERY_CHUNK, type DeliveryRow } from '../domain/delivery/events';
import { migrate } from '../projections/migrate';
import type { Projection } from '../projections/projection';
import { reportingProjection } from '../projections/reporting/projection';
import { ProjectionRunner } from '../projections/runner';
import { deliveryRate } from './catch-up';
import type { BenchDatabase } from './database';

const ACCOUNTS = 4;
/** As the query bench has them: creative c is campaign c % CAMPAIGNS's. */
const CAMPAIGNS = 20;
const SEEDERS = 4;
const REBUILD_TIMEOUT_MS = 3_600_000;

export interface RebuildScale {
  days: number;
  creatives: number;
  placements: number;
}

/** The reporting benches' scale: a year × 2,000 creatives × 14 placements unless BENCH_REPORT_* say less. */
export const scale = (): RebuildScale => ({
  days: Number(process.env.BENCH_REPORT_DAYS ?? 365),
  creatives: Number(process.env.BENCH_REPORT_CREATIVES ?? 2_000),
  placements: Number(process.env.BENCH_REPORT_PLACEMENTS ?? 14),
});

const metadata = (occurredAt: string) => ({
  actor: { userId: 'delivery-import', role: 'SYSTEM' as const },
  partnerId: 'bench',
  correlationId: 'bench',
  causationId: null,
  occurredAt,
  schemaVersion: 1,
});

/** The rows of one account's day: its creatives (c % ACCOUNTS) on every placement, figures varying with both. */
function dayRows(d: number, account: number, s: RebuildScale): DeliveryRow[] {
  const rows: DeliveryRow[] = [];
  for (let c = account; c < s.creatives; c += ACCOUNTS)
    for (let p = 0; p < s.placements; p++) {
      const i = 500 + ((d * 97 + c * 31 + p * 13) % 4000);
      const conversions = Math.floor(i / 900);
      rows.push({
        adId: `ad-${c}`,
        placement: `placement-${p}`,
        segment: `segment-${c % 3}`,
        impressions: i,
        clicks: Math.floor(i / 80),
        conversions,
        viewThroughConversions: Math.floor(i / 3000),
        conversionValue: conversions * 35.5,
        videoViews: Math.floor(i / 3),
        completions: Math.floor(i / 6),
        viewableImpressions: Math.floor((i * 7) / 10),
        mediaSpend: Number((i * 0.0045).toFixed(4)),
      });
    }
  return rows;
}

/** One import of the account's day, as decideDelivery makes it: the day, then its chunks. */
function importEvents(d: number, account: number, s: RebuildScale): { streamId: string; events: NewEvent[] } {
  const day = new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10);
  const rows = dayRows(d, account, s);
  const on = { platform: 'facebook' as const, account: `act_${account}`, day, importId: randomUUID() };
  const at = new Date().toISOString();
  const chunks = Math.ceil(rows.length / DELIVERY_CHUNK);
  const events: NewEvent[] = [
    {
      type: 'DeliveryDayImported',
      data: { ...on, nodeId: 'node', replaces: null, rows: rows.length, chunks, digest: 'bench', at },
      metadata: metadata(at),
    },
  ];
  for (let chunk = 0; chunk < chunks; chunk++)
    events.push({
      type: 'DeliveryReportImported',
      data: { ...on, chunk, rows: rows.slice(chunk * DELIVERY_CHUNK, (chunk + 1) * DELIVERY_CHUNK) },
      metadata: metadata(at),
    });
  return { streamId: `Delivery-facebook-act_${account}-${day}`, events };
}

/** Each campaign's publish of its creatives' ads (ad-<c>), so the facts are attributed and summed into the rollups. */
function publishEvents(k: number, s: RebuildScale): { streamId: string; events: NewEvent[] } {
  const on = { publishId: `bench-${k}`, campaignId: `campaign-${k}` };
  const at = new Date().toISOString();
  const ads = Array.from({ length: Math.ceil((s.creatives - k) / CAMPAIGNS) }, (_, n) => k + n * CAMPAIGNS);
  const creativeId = (c: number) => `format-${c}.facebook.node`;
  const creatives = ads.map((c) => ({
    creativeId: creativeId(c),
    formatId: `format-${c}`,
    variantId: `variant-${c}`,
    treeId: `tree-${k}`,
    fingerprint: `fp-${c}`,
  }));
  return {
    streamId: `Publish-${on.publishId}`,
    events: [
      { type: 'PublishCreativesQueued', data: { ...on, chunk: 0, creatives }, metadata: metadata(at) },
      ...ads.map((c) => ({
        type: 'PublishedCreative',
        data: {
          ...on,
          creativeId: creativeId(c),
          formatId: `format-${c}`,
          platform: 'facebook',
          externalId: `ad-${c}`,
          status: 'ACTIVE',
          reasons: [],
          at,
        },
        metadata: metadata(at),
      })),
    ],
  };
}

async function seconds<T>(run: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { seconds: Number(((performance.now() - started) / 1000).toFixed(1)), value };
}

/** Seeds the delivery events into the pool's database, rebuilds the reporting tables from them, then the baseline. */
async function reportingRebuild(pool: pg.Pool, s: RebuildScale) {
  const store = new PostgresEventStore(pool);
  await store.setup();
  await migrate(pool);
  let events = 0;
  const seeding = await seconds(async () => {
    for (let k = 0; k < CAMPAIGNS; k++) {
      const { streamId, events: published } = publishEvents(k, s);
      const { nextRevision } = await store.append(streamId, published, 'no_stream');
      events += nextRevision + 1;
    }
    const days = Array.from({ length: s.days * ACCOUNTS }, (_, k) => k);
    await Promise.all(
      Array.from({ length: SEEDERS }, async () => {
        for (let k = days.shift(); k !== undefined; k = days.shift()) {
          const { streamId, events: imported } = importEvents(Math.floor(k / ACCOUNTS), k % ACCOUNTS, s);
          const { nextRevision } = await store.append(streamId, imported, 'no_stream');
          events += nextRevision + 1;
        }
      }),
    );
    return store.headPosition();
  });

  // What reading the same events costs alone: one subscription doing nothing with them (catch-up's ceiling).
  const read = await seconds(() => deliveryRate(store, seeding.value, events));

  /** A fresh runner of the projection from -1 over the seeded events, timed until it has caught up. */
  const catchUp = (projection: Projection) =>
    seconds(async () => {
      const runner = new ProjectionRunner(pool, store, [projection]);
      await runner.start();
      const caughtUp = await runner.waitFor(seeding.value, REBUILD_TIMEOUT_MS);
      await runner.stop();
      if (!caughtUp) throw new Error('the reporting projection did not catch up within the hour');
    });
  // BENCH_REBUILD_UNDEFERRED=1: first the same replay folded as live catch-up folds (no Replay: rollups upserted per
  // statement, every index kept), then the tables emptied as a rebuild empties them.
  let undeferred: { seconds: number } | undefined;
  if (process.env.BENCH_REBUILD_UNDEFERRED === '1') {
    undeferred = await catchUp({ ...reportingProjection, replay: undefined });
    await pool.query(`TRUNCATE ${reportingProjection.tables.join(', ')}`);
    await pool.query(`UPDATE projection_checkpoint SET position = -1 WHERE name = $1`, [reportingProjection.name]);
  }
  const rebuild = await catchUp(reportingProjection);
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM report_fact');
  const facts = Number(rows[0]!.n);

  // The same rows through a bare COPY, from a file the server writes and reads (the bench's server is local).
  const { rows: settings } = await pool.query<{ data_directory: string }>('SHOW data_directory');
  const file = path.join(settings[0]!.data_directory, 'bench-facts.copy');
  await pool.query(`COPY report_fact TO '${file}'`);
  await pool.query('CREATE TABLE copied_fact (LIKE report_fact)');
  const copy = await seconds(() => pool.query(`COPY copied_fact FROM '${file}'`));
  await rm(file, { force: true });
  await pool.query('DROP TABLE copied_fact');

  return {
    scale: { ...s, facts, events, seedSeconds: seeding.seconds },
    rebuildSeconds: rebuild.seconds,
    factsPerSecond: Math.round(facts / rebuild.seconds),
    baselineCopy: { seconds: copy.seconds, factsPerSecond: Math.round(facts / copy.seconds) },
    eventsReadAlone: { seconds: read.seconds, eventsPerSecond: read.value },
    ...(undeferred && {
      undeferred: { seconds: undeferred.seconds, factsPerSecond: Math.round(facts / undeferred.seconds) },
    }),
    aim: 'rebuildSeconds <= 300 at 10,220,000 facts',
    met: facts >= 10_000_000 ? rebuild.seconds <= 300 : null,
  };
}

/** The rebuild alone (BENCH_ONLY=reporting-rebuild), in a database of its own, at the reporting benches' scale. */
export async function reportingRebuildFigures(db: BenchDatabase) {
  const pool = new pg.Pool({ connectionString: await db.database('reporting_rebuild'), max: 4 });
  try {
    return { reportingRebuiltFromEvents: await reportingRebuild(pool, scale()) };
  } finally {
    await pool.end();
  }
}
