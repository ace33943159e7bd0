// Headless Chromium as the product's renderer: it opens a page whose files come from a function (here, a
// template version's files in the blob store) and answers a PNG of it at a given size. Template thumbnails
// are its first use; variant screenshots and PDFs are meant to come through here too.
// Every request is answered from the page's own files or refused: a template cannot make the server's
// browser reach its network (an internal address would end up in the picture), so remote scripts, fonts
// and images are not loaded in a render. Requests are routed (HTTP) or closed (WebSockets), and whatever
// routing does not see goes to a proxy that is never there, loopback included.
import { chromium } from 'playwright-core';
import { contentTypeOf } from './content-types';

/** The origin the page is served from: never resolved, every request to it is answered by `files`. */
const RENDER_ORIGIN = 'http://template.render';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** A proxy address nothing listens on (port 9, discard, is not served): traffic routing misses goes nowhere. */
const NO_NETWORK = { server: 'http://127.0.0.1:9', bypass: '<-loopback>' };
/** How long a page may take to load, and then to settle its animations' first frames. */
const LOAD_TIMEOUT_MS = 20_000;
const SETTLE_MS = 500;

interface RenderPage {
  /** The page to open, relative to its files ('index.html'). */
  entry: string;
  width: number;
  height: number;
  /** The bytes of one of the page's files, or null when it has none by that path. */
  file(path: string): Promise<Buffer | null>;
}

/** The picture, and the URLs the page asked for that the render refused (remote files, sockets). */
export interface Rendered {
  png: Buffer;
  blocked: string[];
}

export async function renderPng(chromiumPath: string, page: RenderPage): Promise<Rendered> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_FLAGS,
    proxy: NO_NETWORK,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: page.width, height: page.height },
      javaScriptEnabled: true,
    });
    const blocked: string[] = [];
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== RENDER_ORIGIN) {
        blocked.push(url.href);
        return route.abort('blockedbyclient');
      }
      const bytes = await page.file(decodeURIComponent(url.pathname.slice(1)));
      if (!bytes) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ status: 200, body: bytes, contentType: contentTypeOf(url.pathname) });
    });
    await context.routeWebSocket(/.*/, (socket) => {
      blocked.push(socket.url());
      return socket.close();
    });
    const tab = await context.newPage();
    await tab.goto(`${RENDER_ORIGIN}/${page.entry.split('/').map(encodeURIComponent).join('/')}`, {
      waitUntil: 'load',
      timeout: LOAD_TIMEOUT_MS,
    });
    await tab.waitForTimeout(SETTLE_MS);
    const png = await tab.screenshot({ type: 'png', clip: { x: 0, y: 0, width: page.width, height: page.height } });
    return { png, blocked };
  } finally {
    await browser.close();
  }
}
