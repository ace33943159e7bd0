// `npm run bench`: every throughput figure with its raw-Postgres reference measured in the same run, as
// one JSON document on stdout (also written to bench/results/latest.json). Progress goes to stderr.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { PostgresEventStore } from '../commands/event-store/postgres-event-store';
import { appendFigures } from './appends';
import { setupBaseline } from './baseline';
import { projectionCatchUp } from './catch-up';
import { startBenchDatabase } from './database';
import { gapSafetyCost } from './gap-safety-cost';
import { oneStreamFigures } from './one-stream';
import { payloadSizes } from './payload';
import { startBenchProduct } from './product';
import { uploadFigures } from './uploads';

const progress = (message: string) => process.stderr.write(`bench: ${message}\n`);

const db = await startBenchDatabase();
try {
  const pool = db.pool(16);
  const store = new PostgresEventStore(pool);
  await store.setup();
  await setupBaseline(pool);

  progress('appends (a, b, c)');
  const appends = await appendFigures(store, pool);
  progress('commands on one stream (h, i)');
  const oneStream = await oneStreamFigures(pool);
  progress('gap-safety cost (d)');
  const gapSafety = await gapSafetyCost(db, store, pool);
  progress('projection catch-up (e)');
  const catchUp = await projectionCatchUp(db);
  progress('uploads through the product (f, g)');
  const uploads = await uploadFigures(startBenchProduct);

  const report = {
    generatedAt: new Date().toISOString(),
    method:
      'each comparison: 0.3 s warm-up per side, then 8 alternating rounds of 0.5 s per side, summed; ' +
      'ratio = adapter / baseline events per second; costPercent = (1 - with / without) * 100',
    environment: {
      node: process.version,
      cpus: os.cpus().length,
      postgres: await db.settings(),
      payload: payloadSizes(),
    },
    figures: { ...appends, ...oneStream, gapSafetyCost: gapSafety, projectionCatchUp: catchUp, ...uploads },
  };
  const json = JSON.stringify(report, null, 2);
  await mkdir(new URL('./results/', import.meta.url), { recursive: true });
  await writeFile(new URL('./results/latest.json', import.meta.url), `${json}\n`);
  process.stdout.write(`${json}\n`);
} finally {
  await db.stop();
}
