// Variant screenshots through the product (issue 19 §6): the whole flow a user starts with one click, a render request
// (POST /campaigns/{id}/make-screenshots) of a Google display tree of N variants (BENCH_RENDER_REQUEST_VARIANTS, 1,000
// by default; 10,000 for the figure) of the demo banner, each with its own copy and a library JPEG hero, run by
// the product as a child process: the API, the screenshot workflow on its local Temporal, the Chromium pool, the blob
// store and the read model. Beside it the bare playwright loop over the same pages with as many browsers, half of it
// before the request and half after, so the machine's drift falls on both. Figures: throughput and its ratio to the
// loop's, per-shot p50/p95 (the renderer's time per picture, as the read model keeps it), the peak resident memory of
// the product's Chromium processes, a second request after the finished one (it must queue nothing), and how long a
// cancel of a running request takes to stop it (from the cancel call until its workflow has recorded the end).
import { realpath } from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';
import type { RenderRequestAnswer } from '../domain/screenshot/answers';
import { chromiumExecutable } from '../runtime/chromium';
import { DEFAULT_SUPER_PASSWORD, loadConfig } from '../runtime/config';
import { readyConcept } from '../test/support/campaigns';
import { HttpClient } from '../test/support/http';
import {
  bareLoop,
  demoBanner,
  HEROES,
  metAims,
  percentile,
  RENDER_AIMS,
  shots,
  valuesOf,
  type Banner,
} from './banner-pages';
import type { BenchDatabase } from './database';
import { inParallel, ok } from './personalise';
import { machineLoad, rssMbRunning, treeRssMb, withPeakRss } from './process-tree';
import { startBenchProduct } from './product';

const VARIANTS = Number(process.env.BENCH_RENDER_REQUEST_VARIANTS ?? 1_000);
/** Pictures the request has rendered before it is cancelled: every browser busy. */
const BEFORE_CANCEL = 10;

const progress = (message: string) => process.stderr.write(`bench: render request: ${message}\n`);

export interface DisplayTree {
  campaignId: string;
  partnerId: string;
  nodeId: string;
  treeId: string;
  treePath: string;
}

/** A partner, a ready concept of the demo banner and a campaign of its 300x250 on Google. */
export async function displayTree(su: HttpClient, banner: Banner): Promise<DisplayTree> {
  const partnerId = (await ok(su.post('/partners', { name: `Renders ${Date.now()}`, type: 'Client' }), 'partner')).id;
  const node = (
    await ok(
      su.post(`/business-nodes?partnerId=${partnerId}`, { parentId: null, name: 'Brand', type: 'brand' }),
      'node',
    )
  ).id as string;
  const concept = await readyConcept(su, 'Render concept', [node], partnerId, banner.files['index.html']);
  const campaign = await ok(
    su.post('/campaigns', {
      partnerId,
      conceptId: concept.conceptId,
      name: 'Render campaign',
      businessNodes: [node],
      platforms: ['google'],
      templateIds: [concept.templates.banner],
    }),
    'campaign',
  );
  const [tree] = await ok(su.get(`/campaigns/${campaign.id}/personalize/trees`), 'trees');
  const treePath = `/campaigns/${campaign.id}/personalize/${tree.id}`;
  return { campaignId: campaign.id, partnerId, nodeId: node, treeId: tree.id, treePath };
}

/** The heroes uploaded to the partner's library; answers their asset ids in order. */
export async function uploadHeroes(su: HttpClient, partnerId: string, heroes: Buffer[]): Promise<string[]> {
  const uid = `bench-heroes-${Date.now()}`;
  const form = new FormData();
  heroes.forEach((bytes, i) =>
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `hero-${i}.jpg`),
  );
  await ok(su.post(`/assets/single-files?partnerId=${partnerId}&uid=${uid}`, form), 'heroes');
  for (;;) {
    const items = await ok(su.get(`/assets/single-files/uploads?partnerId=${partnerId}&uid=${uid}`), 'uploads');
    if (items.length === heroes.length && items.every((i: { status: string }) => i.status === 'DONE')) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const { results } = await ok(su.get(`/assets/single-files?partnerId=${partnerId}&limit=100`), 'library');
  return heroes.map((_, i) => results.find((a: { name: string }) => a.name === `hero-${i}.jpg`).id as string);
}

/** `variants` variants, each given the values of `valuesOf`, its hero a library asset. */
export async function fillTree(
  su: HttpClient,
  { treePath }: DisplayTree,
  heroIds: string[],
  variants: number,
): Promise<void> {
  const ids: string[] = [];
  await inParallel(
    Array.from({ length: variants }, (_, i) => i),
    async (i) => {
      ids[i] = (
        await ok(su.post(`${treePath}/variant`, { name: `Variant ${String(i).padStart(5, '0')}` }), 'variant')
      ).id;
    },
  );
  const identifiers: { variantId: string; formatIds: string[] }[] = await ok(
    su.get(`${treePath}/variant-identifiers?filter=%7B%7D`),
    'identifiers',
  );
  const formatsOf = new Map(identifiers.map((v) => [v.variantId, v.formatIds]));
  await inParallel(ids, (id, i) => {
    const elements = Object.fromEntries(
      Object.entries(valuesOf(i)).map(([name, { value, assetId }]) => [
        name,
        assetId ? { value, assetId: heroIds[i % HEROES]! } : { value },
      ]),
    );
    return ok(
      su.request('PATCH', `${treePath}/formats/dynamic-elements`, { formats: formatsOf.get(id), elements }),
      'values',
    );
  });
}

interface RequestRow {
  status: string;
  rendered: number;
  reused: number;
  failed: number;
  cancelled: number;
}

export async function renderRequestFigures(db: BenchDatabase) {
  const executablePath = await realpath((await chromiumExecutable(process.env.CHROMIUM_PATH || null, progress)).path);
  const browsers = loadConfig().renderBrowsers;
  const banner = await demoBanner();
  const databaseUrl = await db.database('render_request_bench');
  const product = await startBenchProduct({
    DATABASE_URL: databaseUrl,
    RENDER_BROWSERS: String(browsers),
    CHROMIUM_PATH: executablePath,
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const bare = await bareLoop(executablePath, browsers, banner, false);
  const request = async (id: string) =>
    (
      await pool.query<RequestRow>(
        'SELECT status, rendered, reused, failed, cancelled FROM render_request WHERE id = $1',
        [id],
      )
    ).rows[0];
  const settled = async (id: string, every: number) => {
    for (;;) {
      const row = await request(id);
      if (row?.status === 'finished') return row;
      await new Promise((r) => setTimeout(r, every));
    }
  };
  try {
    const su = new HttpClient(product.baseUrl);
    await su.login('super@varia.local', DEFAULT_SUPER_PASSWORD);
    progress(`a google display tree of ${VARIANTS} variants`);
    const tree = await displayTree(su, banner);
    await fillTree(su, tree, await uploadHeroes(su, tree.partnerId, banner.heroes), VARIANTS);
    const makeScreenshots = () =>
      ok<RenderRequestAnswer>(
        su.post(`/campaigns/${tree.campaignId}/make-screenshots`, {
          campaignId: tree.campaignId,
          partnerId: tree.partnerId,
        }),
        'make-screenshots',
      );

    const loadBefore = os.loadavg();
    await shots(browsers, 0, browsers * 3, bare.shoot);
    const half = Math.round(VARIANTS / 2);
    const baseline = { samples: [] as number[], seconds: 0 };
    const baselineOver = async (from: number, to: number) => {
      const started = performance.now();
      baseline.samples.push(...(await shots(browsers, from, to, bare.shoot)));
      baseline.seconds += (performance.now() - started) / 1000;
    };
    progress('the bare loop, first half');
    await baselineOver(0, half);

    progress('the render request');
    const started = performance.now();
    const [first, peakRssMb] = await withPeakRss(
      () => rssMbRunning(product.pid, executablePath),
      async () => {
        const answer = await makeScreenshots();
        return { answer, outcome: await settled(answer.requestId!, 250) };
      },
    );
    const seconds = (performance.now() - started) / 1000;
    progress(`${first.outcome.rendered} rendered, ${first.outcome.failed} failed in ${seconds.toFixed(1)} s`);
    const renderMs = (
      await pool.query<{ ms: number }>('SELECT render_ms AS ms FROM screenshot WHERE request_id = $1', [
        first.answer.requestId,
      ])
    ).rows.map((r) => r.ms);

    progress('the bare loop, second half');
    await baselineOver(half, VARIANTS);
    const baselineRssMb = await treeRssMb(bare.pids);

    progress('a second request');
    const second = await makeScreenshots();

    progress('a cancel');
    await ok(
      su.request('PATCH', `${tree.treePath}/formats/dynamic-elements`, {
        filters: {},
        elements: { subline: { value: 'Only this week' } },
      }),
      'edit',
    );
    const toCancel = await makeScreenshots();
    // The request's row counts its outcome only at its end; its queue entries move as it goes.
    const done = async () =>
      (
        await pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM render_queue_entry WHERE request_id = $1 AND status = 'done'",
          [toCancel.requestId],
        )
      ).rows[0]!.n;
    while ((await done()) < BEFORE_CANCEL) await new Promise((r) => setTimeout(r, 100));
    const cancelStarted = performance.now();
    await ok(su.request('PATCH', `/campaigns/${tree.campaignId}/render-queue/cancel`), 'cancel');
    const cancelled = await settled(toCancel.requestId!, 10);
    const cancelMs = Math.round(performance.now() - cancelStarted);

    const shotsPerSecond = Number((first.outcome.rendered / seconds).toFixed(1));
    const baselineShotsPerSecond = Number((baseline.samples.length / baseline.seconds).toFixed(1));
    const figures = {
      variants: VARIANTS,
      browsers,
      ...machineLoad(loadBefore),
      request: {
        queued: first.answer.queued,
        ...first.outcome,
        seconds: Number(seconds.toFixed(1)),
        shotsPerSecond,
        p50Ms: percentile(renderMs, 50),
        p95Ms: percentile(renderMs, 95),
        peakRssMb,
      },
      baseline: {
        shots: baseline.samples.length,
        seconds: Number(baseline.seconds.toFixed(1)),
        shotsPerSecond: baselineShotsPerSecond,
        p50Ms: percentile(baseline.samples, 50),
        p95Ms: percentile(baseline.samples, 95),
        rssMb: baselineRssMb,
      },
      ratio: Number((shotsPerSecond / baselineShotsPerSecond).toFixed(2)),
      secondRequest: {
        queued: second.queued,
        alreadyRendered: second.alreadyRendered,
        recorded: second.requestId !== null,
      },
      cancel: { ms: cancelMs, renderedBefore: cancelled.rendered, cancelled: cancelled.cancelled },
      aims: RENDER_AIMS,
    };
    return {
      renderRequest: {
        ...figures,
        met: {
          ...metAims({
            ratio: figures.ratio,
            shotsPerSecond,
            p95Ms: figures.request.p95Ms,
            rssMb: peakRssMb,
            cancelMs,
          }),
          secondRequestRendersNothing: second.queued === 0 && second.requestId === null,
        },
      },
    };
  } finally {
    await bare.close();
    await pool.end();
    await product.stop();
  }
}
