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
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import { promisify } from 'node:util';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import sharp from 'sharp';
import type { ElementValue } from '../domain/personalise/events';
import { variantPage } from '../domain/template/variant-page';
import { chromiumExecutable } from '../runtime/chromium';
import { loadConfig } from '../runtime/config';
import { fromRoot } from '../runtime/paths';
import { ChromiumPool } from '../workflows/render/chromium-pool';
import { CHROMIUM_FLAGS, NO_NETWORK } from '../workflows/render/renderer';
import type { FormatToRender, QaFindingKind, Screenshot } from '../workflows/render/screenshot-port';

const VARIANTS = Number(process.env.BENCH_RENDER_VARIANTS ?? 10_000);
const BASELINE_VARIANTS = VARIANTS > 2_000 ? Math.round(VARIANTS / 5) : VARIANTS;
const ROUNDS = 10;
const HEROES = 24;
const GOOGLE_DISPLAY_LIMIT = 150 * 1024;
const AIMS = { ratio: 0.8, shotsPerSecond: 14, p95Ms: 500, rssMb: 3 * 1024, cancelMs: 2_000 };
const DEMO = fromRoot('demo', 'template-files', '300x250-Summer sale');
const HEADLINES = [
  'Summer sale',
  'Up to 50% off',
  'Last chance',
  'New season shades',
  'Free delivery today',
  'Members save more',
  'Weekend flash sale',
  'Polarised lenses at half the price this week',
  'Sun-ready',
  'Made for the beach',
  // A localised headline of one long word: it cannot wrap, and overflows the banner.
  'Sonnenbrillenschlussverkauf',
];
const CTAS = ['Shop now', 'Buy now', 'Learn more'];

const progress = (message: string) => process.stderr.write(`bench: renders: ${message}\n`);
const run = promisify(execFile);

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
};

/** Photo-like heroes: smooth colour fields with grain, as JPEGs of 10-30 KB. */
async function heroes(): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: HEROES }, async (_, i) => {
      const grain = await sharp({
        create: {
          width: 300,
          height: 150,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .blur(1.2)
        .png()
        .toBuffer();
      return sharp(grain)
        .tint({ r: (i * 53) % 256, g: (i * 97) % 256, b: (i * 151) % 256 })
        .jpeg({ quality: 80 })
        .toBuffer();
    }),
  );
}

interface Banner {
  files: Record<string, Buffer>;
  heroes: Buffer[];
}

const valuesOf = (i: number): Record<string, ElementValue> => ({
  headline: { value: HEADLINES[i % HEADLINES.length]!, assetId: null, thumbLocation: null },
  cta: { value: CTAS[i % CTAS.length]!, assetId: null, thumbLocation: null },
  hero: { value: 'hero.jpg', assetId: `hero-${i % HEROES}`, thumbLocation: null },
});

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

interface ProcessRow {
  pid: number;
  ppid: number;
  /** CPU time in clock ticks (10 ms): its own and its reaped children's. */
  ticks: number;
  rssPages: number;
}

/** Every process of the machine and its parent, from Linux's /proc. */
async function processTable(): Promise<ProcessRow[]> {
  const rows: ProcessRow[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    // After the name in parentheses: state, ppid, … utime, stime, cutime, cstime (fields 14-17), … rss (field 24).
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const ticks = fields[11]! + fields[12]! + fields[13]! + fields[14]!;
    rows.push({ pid: Number(name), ppid: fields[1]!, ticks, rssPages: fields[21]! });
  }
  return rows;
}

/** These processes and all their descendants. */
async function processTree(roots: number[]): Promise<ProcessRow[]> {
  const rows = await processTable();
  const inTree = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, ppid } of rows)
      if (!inTree.has(pid) && inTree.has(ppid)) {
        inTree.add(pid);
        grew = true;
      }
  }
  return rows.filter((row) => inTree.has(row.pid));
}

let pageBytes: Promise<number> | undefined;
const pageSize = () => (pageBytes ??= run('getconf', ['PAGESIZE']).then(({ stdout }) => Number(stdout)));

/** The resident memory of the trees, in MB (each process's RSS, summed). */
const treeRssMb = async (roots: number[]) =>
  Math.round(((await processTree(roots)).reduce((sum, row) => sum + row.rssPages, 0) * (await pageSize())) / 1024 ** 2);

/** The CPU time the trees have used, in ms. */
const treeCpuMs = async (roots: number[]) => (await processTree(roots)).reduce((sum, row) => sum + row.ticks, 0) * 10;

const nodeCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Samples the trees' memory every second while `work` runs; its result and the peak. */
async function withPeakRss<T>(roots: () => number[], work: () => Promise<T>): Promise<[T, number]> {
  let peak = 0;
  const sample = async () => (peak = Math.max(peak, await treeRssMb(roots())));
  const timer = setInterval(() => void sample().catch(() => undefined), 1_000);
  try {
    const result = await work();
    await sample();
    return [result, peak];
  } finally {
    clearInterval(timer);
  }
}

/** `workers` loops taking the indexes from..to in turn; each shot's milliseconds. */
async function shots(workers: number, from: number, to: number, shoot: (worker: number, i: number) => Promise<void>) {
  const samples: number[] = [];
  let next = from;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (next < to) {
        const i = next++;
        const started = performance.now();
        await shoot(worker, i);
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
}

/**
 * The bare playwright loop: one page per browser, the variant's page and files routed from memory, load, then the
 * picture: Playwright's screenshot, or (`fast`) Chromium's capture with its PNG encoded for speed, as the pool's.
 */
async function bareLoop(executablePath: string, browsers: number, banner: Banner, fast: boolean) {
  const launched: Browser[] = [];
  const pages: Page[] = [];
  const pids: number[] = [];
  for (let b = 0; b < browsers; b++) {
    const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS, proxy: NO_NETWORK });
    launched.push(browser);
    const session = await browser.newBrowserCDPSession();
    const { processInfo } = await session.send('SystemInfo.getProcessInfo');
    pids.push(processInfo.find((p) => p.type === 'browser')!.id);
    const page = await browser.newPage({ viewport: { width: 300, height: 250 } });
    pages.push(page);
  }
  const current = new Map<Page, Record<string, Buffer>>();
  const cdp = new Map<Page, CDPSession>();
  for (const page of pages) cdp.set(page, await page.context().newCDPSession(page));
  for (const page of pages)
    await page.route('**/*', (route) => {
      const path = new URL(route.request().url()).pathname.slice(1);
      const body = current.get(page)?.[decodeURIComponent(path)];
      return body ? route.fulfill({ status: 200, body }) : route.fulfill({ status: 404, body: '' });
    });
  return {
    pids,
    shoot: async (worker: number, i: number) => {
      const page = pages[worker]!;
      const html = variantPage(banner.files['index.html']!.toString(), valuesOf(i), (id) => `/assets/${id}`);
      if (!html.ok) throw new Error(html.error);
      const files: Record<string, Buffer> = { 'index.html': Buffer.from(html.value) };
      for (let h = 0; h < HEROES; h++) files[`assets/hero-${h}`] = banner.heroes[h]!;
      current.set(page, files);
      await page.goto('http://bench.render/index.html', { waitUntil: 'load' });
      if (!fast) await page.screenshot({ type: 'png' });
      else await cdp.get(page)!.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true });
    },
    close: () => Promise.all(launched.map((browser) => browser.close())),
  };
}

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
  const banner: Banner = {
    files: { 'index.html': readFileSync(`${DEMO}/index.html`), 'hero.svg': readFileSync(`${DEMO}/hero.svg`) },
    heroes: await heroes(),
  };
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
      () => pool.processIds(),
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
      cpus: os.availableParallelism(),
      loadAverage: {
        before: loadBefore.map((l) => Number(l.toFixed(1))),
        after: os.loadavg().map((l) => Number(l.toFixed(1))),
      },
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
        met: {
          ratio: figures.ratio >= AIMS.ratio,
          shotsPerSecond: figures.pool.shotsPerSecond >= AIMS.shotsPerSecond,
          p95Ms: figures.pool.p95Ms <= AIMS.p95Ms,
          rssMb: figures.pool.peakRssMb <= AIMS.rssMb,
          cancelMs: figures.cancelMs <= AIMS.cancelMs,
        },
      },
    };
  } finally {
    await Promise.all([pool.close(), bare.close(), bareFast.close()]);
  }
}
