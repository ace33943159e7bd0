// A pool of headless Chromium processes, one page per browser (several pages per browser hung in trials): the one
// ScreenshotRenderer (workflows/render/screenshot-port.ts), for variant screenshots and template thumbnails alike.
// - A browser is launched when a render first needs it: an idle product starts none, a lone render one.
// - Each browser keeps its page, and each render navigates it (to an origin of its own: workflows/render/renderer.ts):
//   a new context per render measured 6 shots/s against 14 for the kept page, on two browsers.
// - A render that takes longer than the timeout, or whose signal aborts, is given up at once: its browser is killed
//   (the whole process group) and the next render on that slot launches a new one. So is a browser that crashed or
//   whose page crashed. A render in flight on a dying browser rejects; the caller (a Temporal activity) retries it.
// - A video format is a strip of poster frames made by ffmpeg (workflows/render/video-strip.ts); it takes a slot too,
//   so renders of either kind never run more at once than there are slots.
import type { Browser } from 'playwright-core';
import { variantPage } from '../../domain/template/variant-page';
import { findingsOf, SLOW_RENDER_MS, type RenderFacts } from './qa';
import { CHROMIUM_FLAGS, NO_NETWORK, RenderTab, type PageToRender } from './renderer';
import type { FormatToRender, Screenshot, ScreenshotRenderer } from './screenshot-port';
import { posterStrip, STRIP_FRAMES } from './video-strip';

/** Where a value's library asset is served on a render's origin: a dot folder, which no template ships. */
const ASSETS = '.varia-assets';
const RENDER_TIMEOUT_MS = 30_000;
/** The longest side a format may have, in CSS pixels: a template's size has at most four digits a side. */
const MAX_SIDE = 9_999;
/** After so many renders a page's context is replaced: whatever the renders' pages left in memory goes with it. */
const RECYCLE_AFTER = 500;
/** How long closing waits for a browser to quit before it is killed. */
const CLOSE_GRACE_MS = 2_000;

type Log = (message: string, extra?: object) => void;

export interface ChromiumPoolOptions {
  /** The Chromium to launch (runtime/chromium.ts chooses it). */
  executablePath: string;
  /** How many browsers at most, each with one page (RENDER_BROWSERS; by default the machine's cores). */
  browsers: number;
  /** How long one render may take before it is given up and its browser replaced. */
  renderTimeoutMs?: number;
  log?: Log;
}

const killGroup = (pid: number | null) => {
  if (pid === null) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
};

/** The browser process's id, which Playwright keeps to itself: Chromium names it. */
async function browserPid(browser: Browser): Promise<number | null> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = await session.send('SystemInfo.getProcessInfo');
    return processInfo.find((process) => process.type === 'browser')?.id ?? null;
  } finally {
    await session.detach();
  }
}

/** One browser and its page: launched when first needed, replaced once it crashed or was given up. */
class Slot {
  private browser: Browser | null = null;
  private tab: RenderTab | null = null;
  private renders = 0;
  /** Moves on each discard, so that a launch still under way when its slot is given up closes what it launched. */
  private generation = 0;
  /** Once the pool closes, no browser is launched again (a render in flight on a closing one is not retried). */
  private closed = false;
  pid: number | null = null;

  constructor(
    private readonly executablePath: string,
    private readonly log: Log,
  ) {}

  /** The slot's page, its browser launched first when it has none. */
  async page(): Promise<RenderTab> {
    if (this.tab && this.browser && this.renders >= RECYCLE_AFTER) {
      const old = this.tab;
      this.tab = null;
      await old.close().catch(() => undefined);
      this.tab = await this.open(this.browser);
    }
    if (!this.tab) await this.start();
    this.renders++;
    return this.tab!;
  }

  private async open(browser: Browser): Promise<RenderTab> {
    const tab = await RenderTab.open(browser);
    this.renders = 0;
    tab.onCrash(() => this.discard('its page crashed'));
    return tab;
  }

  private async start() {
    if (this.closed) throw new Error('The renderer is closed');
    const generation = this.generation;
    // Loaded on the first launch: playwright-core costs about 30 MB of heap, which an idle product need not hold.
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: this.executablePath,
      headless: true,
      args: CHROMIUM_FLAGS,
      proxy: NO_NETWORK,
    });
    const pid = await browserPid(browser).catch(() => null);
    if (generation !== this.generation) {
      killGroup(pid);
      await browser.close();
      throw new Error('The render was given up while its browser started');
    }
    browser.on('disconnected', () => {
      if (this.browser === browser) this.discard('it stopped');
    });
    this.browser = browser;
    this.pid = pid;
    this.tab = await this.open(browser);
    this.log('render browser started', { pid });
  }

  /** Kills the browser and its children at once; the next render launches another. */
  discard(reason: string) {
    const { browser, pid } = this.detach();
    if (!browser) return;
    this.log('render browser replaced', { pid, reason });
    killGroup(pid);
    browser.close().catch(() => undefined);
  }

  async close() {
    this.closed = true;
    const { browser, pid } = this.detach();
    if (!browser) return;
    const quit = browser.close().catch(() => undefined);
    const late = setTimeout(() => killGroup(pid), CLOSE_GRACE_MS);
    await quit;
    clearTimeout(late);
  }

  /** Forgets the browser (a launch under way closes what it launched): the caller ends it. */
  private detach() {
    this.generation++;
    const { browser, pid } = this;
    this.browser = null;
    this.tab = null;
    this.pid = null;
    return { browser, pid };
  }
}

interface Waiter {
  resolve(slot: Slot): void;
  reject(reason: unknown): void;
}

export class ChromiumPool implements ScreenshotRenderer {
  private readonly slots: Slot[];
  /** Free slots, the most recently used last: renders keep to warm browsers and leave the others unlaunched. */
  private readonly idle: Slot[];
  private readonly waiting: Waiter[] = [];
  private readonly timeoutMs: number;
  private closed = false;

  constructor(options: ChromiumPoolOptions) {
    if (!Number.isInteger(options.browsers) || options.browsers < 1)
      throw new Error(`A render pool needs at least one browser, not ${options.browsers}`);
    const log = options.log ?? (() => undefined);
    this.slots = Array.from({ length: options.browsers }, () => new Slot(options.executablePath, log));
    this.idle = [...this.slots].reverse();
    this.timeoutMs = options.renderTimeoutMs ?? RENDER_TIMEOUT_MS;
  }

  /** The process ids of the browsers running now (their renderers are their children). */
  processIds(): number[] {
    return this.slots.flatMap((slot) => (slot.pid === null ? [] : [slot.pid]));
  }

  async render(format: FormatToRender, signal?: AbortSignal): Promise<Screenshot> {
    if (this.closed) throw new Error('The renderer is closed');
    if (![format.width, format.height].every((side) => Number.isInteger(side) && side > 0 && side <= MAX_SIDE))
      throw new Error(`A format of ${format.width} × ${format.height} cannot be rendered`);
    signal?.throwIfAborted();
    const page =
      format.kind === 'html' ? await this.withDeadline(signal ?? new AbortController().signal, pageOf(format)) : null;
    const slot = await this.acquire(signal);
    let facts: RenderFacts & Refusals;
    try {
      const deadline = AbortSignal.any([AbortSignal.timeout(this.timeoutMs), ...(signal ? [signal] : [])]);
      facts = page
        ? await this.onPage(slot, deadline, page)
        : await this.withDeadline(deadline, videoFacts(format, deadline));
    } finally {
      this.release(slot);
    }
    // The picture is judged with the browser already on the next render.
    const findings = await findingsOf(facts, format.weightLimitBytes, nameOf);
    const { png, renderMs, weightBytes, refused } = facts;
    return { png, findings, renderMs: Math.round(renderMs), weightBytes, refused };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error('The renderer is closed'));
    await Promise.all(this.slots.map((slot) => slot.close()));
  }

  private async onPage(slot: Slot, deadline: AbortSignal, page: PageToRender): Promise<RenderFacts & Refusals> {
    const used: { tab?: RenderTab } = {};
    const attempt = () =>
      this.withDeadline(
        deadline,
        slot.page().then((tab) => (used.tab = tab).render(page)),
        (reason) => slot.discard(reason),
      );
    let facts = await attempt().catch((error: unknown) => {
      // A browser that died before or during the render (killed, crashed) is no fault of the page: once more, on a new
      // one. Its death may reach us only with this render's first call.
      if (deadline.aborted || !used.tab?.gone()) throw error;
      return attempt();
    });
    // A slow render is timed once more, and the quicker counts: a machine busy with other work slows one render, a page
    // that waits for heavy files every one. A second try that fails or runs out of time leaves the first.
    if (facts.pageMs > SLOW_RENDER_MS) {
      const again = await attempt().catch(() => null);
      if (again && again.pageMs < facts.pageMs) facts = again;
    }
    return { ...facts, pixels: page.width * page.height, renderMs: facts.pageMs };
  }

  /** `work`, unless the deadline passes or the caller aborts first: then `giveUp` and reject at once. */
  private async withDeadline<T>(
    deadline: AbortSignal,
    work: Promise<T>,
    giveUp: (reason: string) => void = () => undefined,
  ): Promise<T> {
    let stop: (() => void) | undefined;
    const given = new Promise<never>((_, reject) => {
      stop = () => reject(deadline.reason);
      if (deadline.aborted) stop();
      else deadline.addEventListener('abort', stop, { once: true });
    });
    try {
      return await Promise.race([work, given]);
    } catch (error) {
      work.catch(() => undefined);
      giveUp(deadline.aborted ? 'the render was given up' : `the render failed: ${String(error)}`);
      if (!deadline.aborted) throw error;
      const reason: unknown = deadline.reason;
      throw reason instanceof DOMException && reason.name === 'TimeoutError'
        ? new Error(`The render took longer than ${this.timeoutMs / 1000} s`)
        : reason;
    } finally {
      given.catch(() => undefined);
      deadline.removeEventListener('abort', stop!);
    }
  }

  private acquire(signal?: AbortSignal): Promise<Slot> {
    const free = this.idle.pop();
    if (free) return Promise.resolve(free);
    return new Promise((resolve, reject) => {
      const abort = () => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(signal!.reason);
      };
      const waiter: Waiter = {
        resolve: (slot) => {
          signal?.removeEventListener('abort', abort);
          resolve(slot);
        },
        reject,
      };
      this.waiting.push(waiter);
      signal?.addEventListener('abort', abort, { once: true });
    });
  }

  private release(slot: Slot) {
    const next = this.waiting.shift();
    if (next) next.resolve(slot);
    else this.idle.push(slot);
  }
}

interface Refusals {
  refused: string[];
}

/** The format's page: its entry with the variant's values applied, its files, and each value's asset. */
async function pageOf(format: FormatToRender): Promise<PageToRender> {
  const entry = await format.file(format.entry);
  if (!entry) throw new Error(`The template version has no ${format.entry}`);
  const text = entry.toString('utf8');
  const page = variantPage(text, format.values, (assetId) => `/${ASSETS}/${encodeURIComponent(assetId)}`);
  if (!page.ok) throw new Error(page.error);
  // Untouched, the entry is served as stored (whatever its encoding).
  const html = page.value === text ? entry : Buffer.from(page.value);
  return {
    entry: format.entry,
    width: format.width,
    height: format.height,
    file: (path) =>
      path === format.entry
        ? Promise.resolve(html)
        : path.startsWith(`${ASSETS}/`)
          ? format.asset(path.slice(ASSETS.length + 1))
          : format.file(path),
  };
}

/** A file's path as a reviewer knows it: a library asset by its id. */
const nameOf = (path: string) => (path.startsWith(`${ASSETS}/`) ? `asset ${path.slice(ASSETS.length + 1)}` : path);

async function videoFacts(format: FormatToRender, signal: AbortSignal): Promise<RenderFacts & Refusals> {
  const video = await format.file(format.entry);
  if (!video) throw new Error(`The template version has no ${format.entry}`);
  const started = performance.now();
  const png = await posterStrip(video, format.entry, format, signal);
  return {
    png,
    pixels: STRIP_FRAMES * format.width * format.height,
    renderMs: performance.now() - started,
    weightBytes: video.length,
    overflows: [],
    failedImages: [],
    errors: [],
    refused: [],
  };
}
