// Variant screenshots (issue 19 §6): N variants (BENCH_RENDER_VARIANTS, 10,000 by default) of a Google display banner
// with images, the demo's 300x250 'Summer sale' (docs/templates.md) with a headline, a call to action and a JPEG hero
// from the library per variant, rendered through the Chromium pool (workflows/render/chromium-pool.ts) with QA, beside
// a bare playwright loop that screenshots the same pages with as many browsers (one page each, its files routed from
// memory, load then screenshot). The sides alternate in rounds, so that the machine's drift falls on each; the baseline
// renders a fifth as many pages past 2,000, once with Playwright's screenshot (the bare loop) and once with the pool's
// capture (Chromium's PNG encoded for speed), which shows what the pool's own work costs. Figures: shots/s and their
// ratios, per-shot p50/p95, the summed resident memory of the browsers' process trees (sampled every second, peak),
// variants with QA findings, and how long an abort of renders in flight takes. The machine's load average is reported
// with them: other work on it moves every figure.
import os from 'node:os';
import { chromiumExecutable } from '../runtime/chromium';
import { loadConfig } from '../runtime/config';
import { ChromiumPool } from '../workflows/render/chromium-pool';
import type { FormatToRender, QaFindingKind, Screenshot } from '../workflows/render/screenshot-port';
import {
  bareLoop,
  demoBanner,
  GOOGLE_DISPLAY_LIMIT,
  metAims,
  percentile,
  RENDER_AIMS as AIMS,
  shots,
  valuesOf,
  type Banner,
} from './banner-pages';
import { machineLoad, treeCpuMs, treeRssMb, withPeakRss } from './process-tree';

const VARIANTS = Number(process.env.BENCH_RENDER_VARIANTS ?? 10_000);
const BASELINE_VARIANTS = VARIANTS > 2_000 ? Math.round(VARIANTS / 5) : VARIANTS;
const ROUNDS = 10;
const progress = (message: string) => process.stderr.write(`bench: renders: ${message}\n`);

const formatOf = (banner: Banner, i: number): FormatToRender => ({
  fingerprint: `variant-${i}`,
  kind: 'html',
  width: 300,
  height: 250,
  entry: 'index.html',
  file: async (path) => banner.files[path] ?? null,
  values: valuesOf(i),
  asset: async (id) => banner.heroes[Number(id.slice('hero-'.length))] ?? null,
  weightLimitBytes: GOOGLE_DISPLAY_LIMIT,
});

const nodeCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Aborts renders in flight on every browser (pages that never settle); ms from the abort until all rejected. */
async function cancelMs(pool: ChromiumPool, banner: Banner, browsers: number): Promise<number> {
  const hanging = Buffer.from('<!doctype html><body><script>for (;;) {}</script></body>');
  const controller = new AbortController();
  const renders = Array.from({ length: browsers }, () =>
    pool
      .render({ ...formatOf(banner, 0), file: async () => hanging }, controller.signal)
      .then(() => undefined)
      .catch(() => undefined),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const started = performance.now();
  controller.abort(new Error('cancelled'));
  await Promise.all(renders);
  return Math.round(performance.now() - started);
}

interface Side {
  samples: number[];
  seconds: number;
  /** The browsers' CPU time and this process's, while the side ran. */
  cpuMs: number;
}

/**
 * A side's figures. CPU per shot (the browsers' and this process's) is what other work on the machine moves least:
 * the cores divided by it is the throughput the side would reach with the machine to itself and every core busy.
 */
const sideFigures = (side: Side) => {
  const cpuMsPerShot = side.cpuMs / side.samples.length;
  return {
    shots: side.samples.length,
    seconds: Number(side.seconds.toFixed(1)),
    shotsPerSecond: Number((side.samples.length / side.seconds).toFixed(1)),
    p50Ms: percentile(side.samples, 50),
    p95Ms: percentile(side.samples, 95),
    cpuMsPerShot: Math.round(cpuMsPerShot),
    shotsPerSecondOnIdleCores: Number(((os.availableParallelism() * 1000) / cpuMsPerShot).toFixed(1)),
  };
};

export async function renderFigures() {
  const executablePath = (await chromiumExecutable(process.env.CHROMIUM_PATH || null, progress)).path;
  const browsers = loadConfig().renderBrowsers;
  const banner = await demoBanner();
  const loadBefore = os.loadavg();
  const pool = new ChromiumPool({ executablePath, browsers });
  const bare = await bareLoop(executablePath, browsers, banner, false);
  const bareFast = await bareLoop(executablePath, browsers, banner, true);
  const results: Screenshot[] = [];
  const renderOne = async (_: number, i: number) => void results.push(await pool.render(formatOf(banner, i)));
  const sides = {
    pool: { samples: [], seconds: 0, cpuMs: 0 } as Side,
    baseline: { samples: [], seconds: 0, cpuMs: 0 } as Side,
    baselineFastCapture: { samples: [], seconds: 0, cpuMs: 0 } as Side,
  };
  const timed = async (
    side: Side,
    pids: () => number[],
    [from, to]: [number, number],
    shoot: (worker: number, i: number) => Promise<void>,
  ) => {
    const cpu = async () => (await treeCpuMs(pids())) + nodeCpuMs();
    const cpuBefore = await cpu();
    const started = performance.now();
    side.samples.push(...(await shots(browsers, from, to, shoot)));
    side.seconds += (performance.now() - started) / 1000;
    side.cpuMs += (await cpu()) - cpuBefore;
  };
  try {
    // Warm-up: every browser of each side launched and through a few pages.
    for (const shoot of [renderOne, bare.shoot, bareFast.shoot]) await shots(browsers, 0, browsers * 3, shoot);
    results.length = 0;
    const [, peakRssMb] = await withPeakRss(
      () => treeRssMb(pool.processIds()),
      async () => {
        for (let round = 0; round < ROUNDS; round++) {
          const from = Math.round((round * VARIANTS) / ROUNDS);
          const baselineTo = from + Math.round(BASELINE_VARIANTS / ROUNDS);
          const to = Math.round(((round + 1) * VARIANTS) / ROUNDS);
          await timed(sides.pool, () => pool.processIds(), [from, to], renderOne);
          await timed(sides.baseline, () => bare.pids, [from, baselineTo], bare.shoot);
          await timed(sides.baselineFastCapture, () => bareFast.pids, [from, baselineTo], bareFast.shoot);
          progress(`round ${round + 1}/${ROUNDS}: ${results.length} variants rendered`);
        }
      },
    );
    const baselineRssMb = await treeRssMb(bare.pids);
    const cancel = await cancelMs(pool, banner, browsers);
    const withFindings = results.filter((shot) => shot.findings.length > 0);
    const byKind: Partial<Record<QaFindingKind, number>> = {};
    for (const finding of results.flatMap((shot) => shot.findings))
      byKind[finding.kind] = (byKind[finding.kind] ?? 0) + 1;
    const pool_ = sideFigures(sides.pool);
    const baseline = sideFigures(sides.baseline);
    const baselineFastCapture = sideFigures(sides.baselineFastCapture);
    const figures = {
      variants: results.length,
      browsers,
      ...machineLoad(loadBefore),
      pool: {
        ...pool_,
        peakRssMb,
        variantsWithFindings: withFindings.length,
        findingsByKind: byKind,
        exampleFindings: [...new Set(withFindings.flatMap((shot) => shot.findings.map((f) => f.detail)))].slice(0, 5),
      },
      baseline: { ...baseline, rssMb: baselineRssMb },
      baselineFastCapture,
      ratio: Number((pool_.shotsPerSecond / baseline.shotsPerSecond).toFixed(2)),
      ratioToFastCapture: Number((pool_.shotsPerSecond / baselineFastCapture.shotsPerSecond).toFixed(2)),
      cancelMs: cancel,
      aims: AIMS,
    };
    return {
      variantScreenshots: {
        ...figures,
        met: metAims({
          ratio: figures.ratio,
          shotsPerSecond: figures.pool.shotsPerSecond,
          p95Ms: figures.pool.p95Ms,
          rssMb: figures.pool.peakRssMb,
          cancelMs: figures.cancelMs,
        }),
      },
    };
  } finally {
    await Promise.all([pool.close(), bare.close(), bareFast.close()]);
  }
}
