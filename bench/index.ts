// `npm run bench`: every throughput figure with its raw-Postgres reference measured in the same run, as
// one JSON document on stdout (also written to bench/results/latest.json). Progress goes to stderr.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { PostgresEventStore } from '../commands/event-store/postgres-event-store';
import { appendFigures } from './appends';
import { setupBaseline } from './baseline';
import { projectionCatchUp } from './catch-up';
import { startBenchDatabase } from './database';
import { feedFigures } from './feeds';
import { assemblyFigures } from './assemblies';
import { gapSafetyCost } from './gap-safety-cost';
import { heldTreeFigures } from './held-tree';
import { oneStreamFigures } from './one-stream';
import { payloadSizes } from './payload';
import { personaliseFigures } from './personalise';
import { publishKillsFigures } from './publish-kills';
import { publishingFigures } from './publishing';
import { startBenchProduct } from './product';
import { renderRequestFigures } from './render-requests';
import { renderFigures } from './renders';
import { reportExportFigures } from './report-export';
import { reportingFigures } from './reporting';
import { reportingRebuildFigures } from './reporting-rebuild';
import { tearsheetFigures } from './tearsheet';
import { uploadFigures } from './uploads';

const progress = (message: string) => process.stderr.write(`bench: ${message}\n`);

const db = await startBenchDatabase();
try {
  const pool = db.pool(16);
  const store = new PostgresEventStore(pool);
  await store.setup();
  await setupBaseline(pool);

  // BENCH_ONLY=<group>[,<group>] measures only those groups (appends, oneStream, gapSafety, catchUp, uploads,
  // personalise, feeds, assemblies, heldTree, renders, renderRequest, tearsheet, reporting, reporting-rebuild,
  // report-export, publishing, publishKills).
  const only = process.env.BENCH_ONLY?.split(',');
  const group = async <T>(name: string, label: string, run: () => Promise<T>): Promise<T | Record<string, never>> => {
    if (only && !only.includes(name)) return {};
    progress(label);
    return run();
  };
  const appends = await group('appends', 'appends (a, b, c)', () => appendFigures(store, pool));
  const oneStream = await group('oneStream', 'commands on one stream (h, i)', () => oneStreamFigures(pool));
  const gapSafety = await group('gapSafety', 'gap-safety cost (d)', () => gapSafetyCost(db));
  const catchUp = await group('catchUp', 'projection catch-up (e)', () => projectionCatchUp(db));
  const uploads = await group('uploads', 'uploads through the product (f, g)', () => uploadFigures(startBenchProduct));
  const personalise = await group('personalise', 'personalisation at 10,000 variants (issue 9 §6)', () =>
    personaliseFigures(db),
  );
  const feeds = await group('feeds', 'a 10,000-row feed into a tree, and a 1% re-import (issue 23 §5)', () =>
    feedFigures(db),
  );
  const assemblies = await group('assemblies', '50 assembly variations × 6 formats generated (issue 23 §5)', () =>
    assemblyFigures(db),
  );
  const heldTree = await group('heldTree', 'commands while a tree is held behind a parked event (issue 17 §3)', () =>
    heldTreeFigures(db),
  );
  const renders = await group('renders', 'variant screenshots through the Chromium pool (issue 19 §6)', () =>
    renderFigures(),
  );
  const renderRequest = await group('renderRequest', 'a render request through the product (issue 19 §6)', () =>
    renderRequestFigures(db),
  );
  const tearsheet = await group('tearsheet', 'a 1,000-variant tearsheet PDF (issue 19 §3, §6)', () =>
    tearsheetFigures(),
  );
  const publishing = await group('publishing', 'publishing a 2,001-variant tree to CM360 (issue 20 §5)', () =>
    publishingFigures(db),
  );
  const publishKills = await group(
    'publishKills',
    'a publish worker killed mid-publish three times (issue 20 §5)',
    () => publishKillsFigures(db),
  );
  const reporting = await group('reporting', 'a 90-day report by creative over 10M facts (issue 21 §5)', () =>
    reportingFigures(db),
  );
  const reportingRebuild = await group(
    'reporting-rebuild',
    'the reporting projection rebuilt from events (issue 21 §5)',
    () => reportingRebuildFigures(db),
  );
  const reportExport = await group('report-export', 'a 1,000,000-row CSV export and its bare COPY (issue 21 §5)', () =>
    reportExportFigures(db, progress),
  );

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
    figures: {
      ...appends,
      ...oneStream,
      gapSafetyCost: gapSafety,
      projectionCatchUp: catchUp,
      ...uploads,
      ...personalise,
      ...feeds,
      ...assemblies,
      ...heldTree,
      ...renders,
      ...renderRequest,
      ...tearsheet,
      ...reporting,
      ...reportingRebuild,
      ...reportExport,
      ...publishing,
      ...publishKills,
    },
  };
  const json = JSON.stringify(report, null, 2);
  await mkdir(new URL('./results/', import.meta.url), { recursive: true });
  await writeFile(new URL('./results/latest.json', import.meta.url), `${json}\n`);
  process.stdout.write(`${json}\n`);
} finally {
  await db.stop();
}
