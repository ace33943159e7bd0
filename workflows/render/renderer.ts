// One browser's page, kept open and used render after render (workflows/render/chromium-pool.ts keeps one per
// browser): it opens a page whose files come from a function (a template version's files, a variant's values) at a
// given size, and answers its PNG with what automated QA needs to know about it (workflows/render/qa.ts).
//
// Every request is answered from the page's own files or refused: a template cannot make the server's browser reach
// its network (an internal address would end up in the picture), so remote scripts, fonts and images are not loaded
// in a render. Requests are routed (HTTP) or closed (WebSockets), service workers are blocked, and whatever routing
// does not see goes to a proxy that is never there, loopback included.
//
// Each render is served from an origin of its own (http://r<n>.template.render): one render's page cannot read what
// an earlier one left in storage, nor be answered with its files. The subdomains share a site, so Chromium keeps the
// renderer process across renders (one site per render costs a process each: 7 against 11 shots/s, measured).
import type { Browser, BrowserContext, CDPSession, ConsoleMessage, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { contentTypeOf } from './content-types';

const RENDER_DOMAIN = 'template.render';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** A proxy address nothing listens on (port 9, discard, is not served): traffic routing misses goes nowhere. */
export const NO_NETWORK = { server: 'http://127.0.0.1:9', bypass: '<-loopback>' };
/** How long a page may take to load; then how long its images and fonts asked for after load may take. */
const LOAD_TIMEOUT_MS = 20_000;
const SETTLE_LIMIT_MS = 5_000;
/** A page's console error or script error, as long as a reviewer needs to read. */
const MESSAGE_CHARS = 300;

export interface PageToRender {
  /** The page to open, relative to its files ('index.html'). */
  entry: string;
  width: number;
  height: number;
  /** The bytes of one of the page's files, or null when it has none by that path. */
  file(path: string): Promise<Buffer | null>;
}

/** An element whose content is larger than its box, by so many CSS pixels across and down. */
export interface Overflow {
  /** The element as a reviewer knows it: its dynamic field, id, class or tag ('headline'). */
  name: string;
  /** Whether the element holds text of its own (else other elements). */
  text: boolean;
  x: number;
  y: number;
}

export interface FailedImage {
  /** The file's path among the page's own files, or the remote URL refused. */
  path: string;
  why: 'missing' | 'refused' | 'undecodable';
}

/** The picture and what was seen while making it. */
export interface PageFacts {
  png: Buffer;
  /** From the navigation to the picture. */
  pageMs: number;
  /** The bytes of every distinct file the page loaded. */
  weightBytes: number;
  /** The URLs the page asked for that the render refused (remote files, sockets). */
  refused: string[];
  failedImages: FailedImage[];
  overflows: Overflow[];
  /** Console errors and uncaught script errors, in order. */
  errors: string[];
}

/** One render in progress: what its requests are answered from, and what they met. */
class Job {
  readonly answered = new Map<string, number>();
  readonly refused: string[] = [];
  readonly failedImages: FailedImage[] = [];
  /** The URLs of those failed images: the console's own line about each is not a second finding. */
  readonly failedUrls = new Set<string>();
  readonly errors: string[] = [];
  readonly missing = new Set<string>();
  private inFlight = 0;
  private idle: (() => void) | null = null;
  /** A file that could not be read (the blob store failing): the render fails rather than lacking it. */
  failure: unknown = null;

  constructor(
    readonly origin: string,
    readonly page: PageToRender,
  ) {}

  started() {
    this.inFlight++;
  }
  imageFailed(url: string, image: FailedImage) {
    this.failedUrls.add(url);
    this.failedImages.push(image);
  }
  finished() {
    this.inFlight--;
    if (this.inFlight === 0) this.idle?.();
  }
  /** Resolves once these same-origin URLs have been answered and nothing is in flight, or after `limitMs`. */
  async settled(urls: string[], limitMs: number): Promise<void> {
    const deadline = performance.now() + limitMs;
    const pending = () => this.inFlight > 0 || urls.some((u) => !this.answered.has(u) && !this.missing.has(u));
    while (pending() && performance.now() < deadline) {
      await new Promise<void>((resolve) => {
        this.idle = resolve;
        setTimeout(resolve, 25);
      });
      this.idle = null;
    }
  }
}

/** A file's media type by its name; a file whose name does not tell (a library asset) by its bytes. */
async function mediaTypeOf(path: string, bytes: Buffer): Promise<string> {
  const byName = contentTypeOf(path);
  if (byName !== 'application/octet-stream') return byName;
  const format = await sharp(bytes)
    .metadata()
    .then((m) => m.format as string)
    .catch(() => null);
  if (format === 'svg') return 'image/svg+xml';
  return format ? contentTypeOf(format) : byName;
}

const clipped = (text: string) => (text.length > MESSAGE_CHARS ? `${text.slice(0, MESSAGE_CHARS - 1)}…` : text);
const otherRender = (hostname: string, job: Job) =>
  hostname.endsWith(`.${RENDER_DOMAIN}`) && hostname !== new URL(job.origin).hostname;

/**
 * What the page shows once its animations are at their end. It runs inside the page, serialised: no closure, and no
 * named inner functions (esbuild's keepNames would wrap them in a helper the page does not have).
 */
async function inspectPage() {
  // Finite animations jump to their end (the picture is the creative as it settles), endless ones to their start, as
  // Playwright's screenshot does with `animations: 'disabled'`: the layout measured is the one pictured.
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
    else animation.finish();
  }
  await document.fonts.ready;
  const replaced = ['IMG', 'VIDEO', 'CANVAS', 'IFRAME', 'SELECT', 'TEXTAREA', 'INPUT'];
  const over: HTMLElement[] = [];
  for (const element of document.body?.querySelectorAll<HTMLElement>('*') ?? []) {
    if (!(element instanceof HTMLElement) || replaced.includes(element.tagName)) continue;
    if (element.clientWidth === 0 && element.clientHeight === 0) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const style = getComputedStyle(element);
    // More than a pixel: scroll sizes are rounded; and a box that scrolls on purpose (a carousel) is no overflow.
    const x = ['auto', 'scroll'].includes(style.overflowX) ? 0 : element.scrollWidth - element.clientWidth;
    const y = ['auto', 'scroll'].includes(style.overflowY) ? 0 : element.scrollHeight - element.clientHeight;
    if (x > 1 || y > 1) over.push(element);
  }
  // The innermost only: a box that overflows makes its parents overflow too, and theirs is the same finding.
  const overflows = over
    .filter((element) => !over.some((other) => other !== element && element.contains(other)))
    .map((element) => ({
      name:
        element.dataset.field ||
        element.id ||
        (typeof element.className === 'string' ? element.className.trim().split(/\s+/)[0] : '') ||
        element.tagName.toLowerCase(),
      text: [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      x: element.scrollWidth - element.clientWidth > 1 ? element.scrollWidth - element.clientWidth : 0,
      y: element.scrollHeight - element.clientHeight > 1 ? element.scrollHeight - element.clientHeight : 0,
    }));
  // What the picture waits for: images still loading, and the backgrounds of what is laid out (one set by a script
  // loads once styled; the background of a box that is not displayed is never asked for).
  const images = [...document.images];
  const urls = new Set(images.filter((i) => !i.complete && i.loading !== 'lazy').map((i) => i.currentSrc));
  for (const element of document.querySelectorAll('*'))
    if (element.checkVisibility())
      for (const [, url] of getComputedStyle(element).backgroundImage.matchAll(/url\("([^"]*)"\)/g))
        if (url) urls.add(url);
  const broken = images.filter((i) => i.complete && i.currentSrc && i.naturalWidth === 0).map((i) => i.currentSrc);
  return { overflows, urls: [...urls], broken };
}

export class RenderTab {
  private static sequence = 0;
  private current: Job | null = null;
  private size = { width: 0, height: 0 };

  private constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  /** A page on `browser`, its requests answered by whichever render is in progress. */
  static async open(browser: Browser): Promise<RenderTab> {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const tab = new RenderTab(context, page, await context.newCDPSession(page));
    await context.route('**/*', (route) => tab.answer(route));
    await context.routeWebSocket(/.*/, (socket) => {
      tab.current?.refused.push(socket.url());
      return socket.close();
    });
    page.on('console', (message) => tab.console(message));
    page.on('pageerror', (error) => tab.pageError(error));
    return tab;
  }

  /** Whether its browser has gone (killed, crashed, closed). */
  gone(): boolean {
    return !this.context.browser()?.isConnected();
  }

  onCrash(listener: () => void) {
    this.page.on('crash', listener);
  }

  async close() {
    await this.context.close();
  }

  private async answer(route: Route) {
    const request = route.request();
    const url = new URL(request.url());
    const job = this.current;
    if (!job || url.origin !== job.origin) {
      // A request of an earlier render's page (still running between renders) is no concern of this one's.
      if (job && !otherRender(url.hostname, job)) {
        job.refused.push(url.href);
        if (request.resourceType() === 'image') job.imageFailed(url.href, { path: url.href, why: 'refused' });
      }
      return route.abort('blockedbyclient');
    }
    job.started();
    try {
      const path = decodeURIComponent(url.pathname.slice(1));
      const bytes = await job.page.file(path).catch((error: unknown) => {
        job.failure ??= error;
        return null;
      });
      if (!bytes) {
        job.missing.add(url.href);
        if (request.resourceType() === 'image') job.imageFailed(url.href, { path, why: 'missing' });
        return await route.fulfill({ status: 404, body: '' });
      }
      job.answered.set(url.href, bytes.length);
      return await route.fulfill({ status: 200, body: bytes, contentType: await mediaTypeOf(path, bytes) });
    } catch {
      // The page went on without it (it navigated, or the render was given up): nothing to answer.
    } finally {
      job.finished();
    }
  }

  private console(message: ConsoleMessage) {
    const job = this.current;
    if (!job || message.type() !== 'error') return;
    const where = message.location().url;
    if (where && !where.startsWith(`${job.origin}/`)) return;
    // A file that failed is found as such (an image) or is the page's own error to show (a script, a style).
    if (job.failedUrls.has(where)) return;
    job.errors.push(clipped(message.text()));
  }

  private pageError(error: Error) {
    const job = this.current;
    if (!job) return;
    // An error of an earlier render's page, thrown while this one navigates, names that page's origin.
    const hosts = (error.stack ?? '').match(new RegExp(`[\\w-]+\\.${RENDER_DOMAIN.replace('.', '\\.')}`, 'g')) ?? [];
    if (hosts.some((host) => otherRender(host, job))) return;
    job.errors.push(clipped(error.name && error.message ? `${error.name}: ${error.message}` : String(error)));
  }

  /** Opens the page at its size, waits for what it shows, and answers its picture and what was seen. */
  async render(page: PageToRender): Promise<PageFacts> {
    const job = new Job(`http://r${++RenderTab.sequence}.${RENDER_DOMAIN}`, page);
    this.current = job;
    try {
      if (this.size.width !== page.width || this.size.height !== page.height) {
        await this.page.setViewportSize({ width: page.width, height: page.height });
        this.size = { width: page.width, height: page.height };
      }
      const started = performance.now();
      await this.page.goto(`${job.origin}/${page.entry.split('/').map(encodeURIComponent).join('/')}`, {
        waitUntil: 'load',
        timeout: LOAD_TIMEOUT_MS,
      });
      const seen = await this.page.evaluate(inspectPage);
      // Images a style asks for once laid out (a background set by script) load after the load event.
      await job.settled(
        seen.urls.filter((url) => url.startsWith(`${job.origin}/`)),
        SETTLE_LIMIT_MS,
      );
      if (job.failure) throw job.failure;
      // Chromium's own capture, its PNG encoded for speed: Playwright's screenshot encodes it smaller and slower (20 ms
      // of a render's 65 ms of browser CPU, for 10% fewer bytes), and its waits (fonts, animations) are done above.
      const { data } = await this.cdp.send('Page.captureScreenshot', {
        format: 'png',
        optimizeForSpeed: true,
        clip: { x: 0, y: 0, width: page.width, height: page.height, scale: 1 },
      });
      const png = Buffer.from(data, 'base64');
      const pageMs = performance.now() - started;
      const undecodable = seen.broken
        .filter((url) => url.startsWith(`${job.origin}/`) && !job.failedUrls.has(url) && !job.missing.has(url))
        .map((url) => ({ path: decodeURIComponent(new URL(url).pathname.slice(1)), why: 'undecodable' as const }));
      return {
        png,
        pageMs,
        weightBytes: [...job.answered.values()].reduce((sum, bytes) => sum + bytes, 0),
        refused: job.refused,
        failedImages: [...job.failedImages, ...undecodable],
        overflows: seen.overflows,
        errors: job.errors,
      };
    } finally {
      this.current = null;
    }
  }
}
