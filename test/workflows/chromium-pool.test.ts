// The renderer (workflows/render/chromium-pool.ts) on the project's real Chromium and ffmpeg: a variant's values and
// assets in the picture, each QA finding on a page planted with its fault (and none on the demo banner), a video's
// strip of poster frames, abort within 2 s, a killed or hung browser replaced, and no request leaving the page's files.
import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElementValue } from '../../domain/personalise/events';
import { chromiumExecutable } from '../../runtime/chromium';
import { fromRoot } from '../../runtime/paths';
import { ChromiumPool } from '../../workflows/render/chromium-pool';
import type { FormatToRender, QaFindingKind } from '../../workflows/render/screenshot-port';
import { networkProbe } from '../support/network-probe';
import { mp4Video } from '../support/uploads';

const DEMO = fromRoot('demo', 'template-files', '300x250-Summer sale');
const demoFiles: Record<string, Buffer> = {
  'index.html': readFileSync(`${DEMO}/index.html`),
  'hero.svg': readFileSync(`${DEMO}/hero.svg`),
};
const GOOGLE_DISPLAY_LIMIT = 150 * 1024;

let executablePath: string;
let pool: ChromiumPool;

const text = (value: string): ElementValue => ({ value, assetId: null, thumbLocation: null });
const asset = (assetId: string): ElementValue => ({ value: 'photo.png', assetId, thumbLocation: null });

function format(files: Record<string, Buffer | string>, extra: Partial<FormatToRender> = {}): FormatToRender {
  return {
    fingerprint: 'f1',
    kind: 'html',
    width: 300,
    height: 250,
    entry: 'index.html',
    file: async (path) => (path in files ? Buffer.from(files[path]!) : null),
    values: {},
    asset: async () => null,
    weightLimitBytes: GOOGLE_DISPLAY_LIMIT,
    ...extra,
  };
}

const page = (body: string, head = '') =>
  `<!doctype html><html><head><style>html, body { margin: 0; background: #fff; font: 16px sans-serif; }</style>${head}</head><body>${body}</body></html>`;
const solid = (r: number, g: number, b: number, width = 300, height = 150) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}
/** The rows [top, bottom) of a picture, raw. */
const rows = async (png: Buffer, top: number, bottom: number) =>
  sharp(png)
    .extract({ left: 0, top, width: 300, height: bottom - top })
    .raw()
    .toBuffer();
const kinds = (findings: { kind: QaFindingKind }[]) => findings.map((finding) => finding.kind);
const alive = (pid: number) => existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z');

beforeAll(async () => {
  executablePath = (await chromiumExecutable(process.env.CHROMIUM_PATH || null, () => undefined)).path;
  pool = new ChromiumPool({ executablePath, browsers: 2 });
}, 120_000);
afterAll(() => pool?.close());

describe('the Chromium pool', () => {
  it('launches no browser before the first render, one for a lone render, and closes them all', async () => {
    const own = new ChromiumPool({ executablePath, browsers: 2 });
    expect(own.processIds()).toEqual([]);
    await own.render(format(demoFiles));
    await own.render(format(demoFiles));
    expect(own.processIds()).toHaveLength(1);
    await Promise.all([own.render(format(demoFiles)), own.render(format(demoFiles))]);
    const pids = own.processIds();
    expect(pids).toHaveLength(2);
    await own.close();
    expect(pids.filter(alive)).toEqual([]);
    await expect(own.render(format(demoFiles))).rejects.toThrow('The renderer is closed');
  });

  it('closing gives up renders in flight and launches no browser after', async () => {
    const own = new ChromiumPool({ executablePath, browsers: 1 });
    const hanging = own.render(format({ 'index.html': page('<script>for (;;) {}</script>') }));
    await expect.poll(() => own.processIds()).toHaveLength(1);
    const [pid] = own.processIds();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const givenUp = expect(hanging).rejects.toThrow();
    await own.close();
    await givenUp;
    expect(own.processIds()).toEqual([]);
    expect(alive(pid!)).toBe(false);
  });

  it('refuses a format of no size, or past four digits a side, before any browser starts', async () => {
    await expect(pool.render(format(demoFiles, { width: 0 }))).rejects.toThrow(
      'A format of 0 × 250 cannot be rendered',
    );
    await expect(pool.render(format(demoFiles, { height: 10_000 }))).rejects.toThrow(
      'A format of 300 × 10000 cannot be rendered',
    );
  });

  it("renders the demo banner at its size with the variant's values, as if they were its defaults", async () => {
    const variant = await pool.render(format(demoFiles, { values: { headline: text('Autumn deals') } }));
    const defaults = await pool.render(format(demoFiles));
    const html = demoFiles['index.html']!.toString().replace('"headline": "Summer sale"', '"headline": "Autumn deals"');
    const byHand = await pool.render(format({ ...demoFiles, 'index.html': html }));
    expect(await sharp(variant.png).metadata()).toMatchObject({ format: 'png', width: 300, height: 250 });
    // The headline band (the copy under the 150 px hero) holds the new text; the hero is the template's own.
    expect(await rows(variant.png, 150, 185)).toEqual(await rows(byHand.png, 150, 185));
    expect(await rows(variant.png, 150, 185)).not.toEqual(await rows(defaults.png, 150, 185));
    expect(await rows(variant.png, 0, 140)).toEqual(await rows(defaults.png, 0, 140));
    // The demo banner is clean: no findings, and it weighs its two files.
    expect(variant.findings).toEqual([]);
    expect(defaults.weightBytes).toBe(demoFiles['index.html']!.length + demoFiles['hero.svg']!.length);
  });

  it("shows an image value from its library asset, sniffed for its type, and counts the asset's bytes", async () => {
    const photo = await solid(20, 120, 200);
    const shot = await pool.render(
      format(demoFiles, {
        values: { hero: asset('asset-7') },
        asset: async (id) => (id === 'asset-7' ? photo : null),
      }),
    );
    expect(await pixel(shot.png, 150, 70)).toEqual([20, 120, 200]);
    expect(shot.findings).toEqual([]);
    expect(shot.weightBytes).toBeGreaterThan(photo.length);
    // An asset that is gone is a failed image, named by its id.
    const gone = await pool.render(format(demoFiles, { values: { hero: asset('asset-8') } }));
    expect(gone.findings).toEqual([
      { kind: 'imageFailed', detail: 'Image asset asset-8 did not load: it was not found' },
    ]);
  });

  it('finds text wider than its box, by how much, and only the innermost box', async () => {
    const html = page(
      `<div style="width: 200px; height: 100px; overflow: hidden">
        <div data-field="headline" style="width: 120px; white-space: nowrap; overflow: hidden">${'W'.repeat(12)}</div>
        <div id="fits" style="width: 200px">Short</div>
      </div>`,
    );
    const shot = await pool.render(format({ 'index.html': html }));
    expect(kinds(shot.findings)).toEqual(['overflow']);
    expect(shot.findings[0]!.detail).toMatch(/^Headline text overflows its box by \d+ px$/);
    // Twelve W's of 16 px sans-serif are about 180 px wide in a 120 px box.
    const by = Number(/by (\d+) px/.exec(shot.findings[0]!.detail)![1]);
    expect(by).toBeGreaterThan(30);
    expect(by).toBeLessThan(120);
  });

  it('finds images that did not load: a missing file, a missing background, an undecodable one', async () => {
    const html = page(
      `<img src="missing.png" width="50" height="50">
       <div style="width: 100px; height: 50px; background: url(images/gone.jpg)"></div>
       <img src="broken.png" width="50" height="50"><img src="fine.png" width="50" height="50">
       <div style="display: none; width: 100px; height: 50px; background: url(frame2.png)"></div>`,
    );
    const shot = await pool.render(
      format({ 'index.html': html, 'broken.png': 'not a picture', 'fine.png': await solid(0, 0, 0, 10, 10) }),
    );
    expect(shot.findings.map((finding) => finding.detail).sort()).toEqual([
      'Image broken.png did not load: its file is not a picture the browser can read',
      'Image images/gone.jpg did not load: it was not found',
      'Image missing.png did not load: it was not found',
    ]);
    // The background of a box not displayed (a later frame) is never asked for, and the picture does not wait for it.
    expect(shot.renderMs).toBeLessThan(2_000);
  });

  it('finds a blank render, naming its colour', async () => {
    const white = await pool.render(format({ 'index.html': page('') }));
    expect(white.findings).toEqual([
      { kind: 'blank', detail: 'The render is blank: one colour (#ffffff) from edge to edge' },
    ]);
    const red = page('', '<style>html, body { background: #ff0000 }</style>');
    const leaderboard = await pool.render(format({ 'index.html': red }, { width: 970, height: 250 }));
    expect(leaderboard.findings).toEqual([
      { kind: 'blank', detail: 'The render is blank: one colour (#ff0000) from edge to edge' },
    ]);
    // One pixel of another colour is no blank render.
    const dot = page(
      '<div style="width: 1px; height: 1px; background: #fe0000"></div>',
      '<style>html, body { background: #ff0000 }</style>',
    );
    expect((await pool.render(format({ 'index.html': dot }, { width: 970, height: 250 }))).findings).toEqual([]);
  });

  it('finds console errors and uncaught script errors, and no others', async () => {
    const html = page(
      `<p>Sale</p><script>console.log('fine'); console.warn('careful'); console.error('price missing');</script>
       <script>undefinedFunction();</script>`,
    );
    const shot = await pool.render(format({ 'index.html': html }));
    expect(shot.findings).toEqual([
      { kind: 'consoleError', detail: 'Console error: price missing' },
      { kind: 'consoleError', detail: 'Console error: ReferenceError: undefinedFunction is not defined' },
    ]);
  });

  it("finds a creative over its platform's weight limit, counting every file it loaded once", async () => {
    const heavy = await sharp(Buffer.from(Array.from({ length: 250 * 250 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 250, height: 250, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const html = page('<img src="big.png"><div style="width: 10px; height: 10px; background: url(big.png)"></div>');
    const shot = await pool.render(format({ 'index.html': html, 'big.png': heavy }));
    expect(shot.weightBytes).toBe(Buffer.byteLength(html) + heavy.length);
    expect(heavy.length).toBeGreaterThan(GOOGLE_DISPLAY_LIMIT);
    expect(shot.findings).toEqual([
      {
        kind: 'overweight',
        detail: `The creative weighs ${Number((shot.weightBytes / 1024).toFixed(1))} KB, over the platform's limit of 150 KB`,
      },
    ]);
    const unlimited = await pool.render(format({ 'index.html': html, 'big.png': heavy }, { weightLimitBytes: null }));
    expect(unlimited.findings).toEqual([]);
  });

  /** A page whose script is answered after `delays` ms, one delay a render (the last one on). */
  const slowScript = (delays: number[]) => {
    const html = page('<p>Sale</p><script src="slow.js"></script>');
    const served: number[] = [];
    const file = async (path: string) => {
      if (path === 'index.html') return Buffer.from(html);
      if (path !== 'slow.js') return null;
      served.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, delays[Math.min(served.length, delays.length) - 1]));
      return Buffer.from('document.body.style.background = "#eee";');
    };
    return { file, served };
  };

  it('finds a render slower than 2 s, timed twice', async () => {
    const slow = slowScript([2_200]);
    const shot = await pool.render(format({}, { file: slow.file }));
    expect(shot.renderMs).toBeGreaterThan(2_000);
    expect(slow.served).toHaveLength(2);
    expect(kinds(shot.findings)).toEqual(['slow']);
    expect(shot.findings[0]!.detail).toMatch(/^The creative took \d+(\.\d)? s to render, over 2 s$/);
  });

  it('does not find slow a render that was slow once, as on a machine busy with other work', async () => {
    const once = slowScript([2_200, 0]);
    const shot = await pool.render(format({}, { file: once.file }));
    expect(once.served).toHaveLength(2);
    expect(shot.renderMs).toBeLessThan(2_000);
    expect(shot.findings).toEqual([]);
  });

  it('renders a video format as a strip of four poster frames at its size', async () => {
    const video = await mp4Video();
    const shot = await pool.render(
      format({ 'clip.mp4': video }, { kind: 'video', entry: 'clip.mp4', width: 160, height: 90 }),
    );
    expect(await sharp(shot.png).metadata()).toMatchObject({ format: 'png', width: 640, height: 90 });
    expect(shot.weightBytes).toBe(video.length);
    expect(shot.findings).toEqual([]);
    // The 320 × 240 test picture is letterboxed into 160 × 90: black bars left and right of each frame.
    expect(await pixel(shot.png, 2, 45)).toEqual([0, 0, 0]);
    expect(await pixel(shot.png, 80, 45)).not.toEqual([0, 0, 0]);
  });

  it('gives up a render within 2 s of its abort, and the next render succeeds', async () => {
    const html = page('<p>Sale</p><script>for (;;) {}</script>');
    const controller = new AbortController();
    const hanging = pool.render(format({ 'index.html': html }), controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const aborted = performance.now();
    controller.abort(new Error('cancelled by the reviewer'));
    await expect(hanging).rejects.toThrow('cancelled by the reviewer');
    expect(performance.now() - aborted).toBeLessThan(2_000);
    expect(kinds((await pool.render(format(demoFiles))).findings)).toEqual([]);
  });

  it('replaces a browser that was killed, and the next render succeeds', async () => {
    const own = new ChromiumPool({ executablePath, browsers: 1 });
    try {
      await own.render(format(demoFiles));
      const [pid] = own.processIds();
      // At once: the render may be the first to hear that its browser is gone.
      process.kill(pid!, 'SIGKILL');
      const next = await own.render(format(demoFiles, { values: { headline: text('Back again') } }));
      expect(next.findings).toEqual([]);
      expect(own.processIds()).not.toContain(pid);
      expect(alive(pid!)).toBe(false);
    } finally {
      await own.close();
    }
  });

  it('times a hung browser out, kills it and launches another', async () => {
    const own = new ChromiumPool({ executablePath, browsers: 1, renderTimeoutMs: 3_000 });
    try {
      await own.render(format(demoFiles));
      const [pid] = own.processIds();
      process.kill(-pid!, 'SIGSTOP');
      await expect(own.render(format(demoFiles))).rejects.toThrow('The render took longer than 3 s');
      await expect.poll(() => alive(pid!)).toBe(false);
      expect((await own.render(format(demoFiles))).findings).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it("refuses every request beyond the page's own files: remote files, fetches and sockets", async () => {
    const probe = await networkProbe();
    try {
      const html = page(
        `<p>Sale</p><img src="${probe.url}/pixel.png"><iframe src="https://example.com/"></iframe>
         <script>fetch('${probe.url}/data').catch(() => undefined); new WebSocket('${probe.ws}/socket');</script>`,
        `<link rel="stylesheet" href="${probe.url}/style.css">`,
      );
      const shot = await pool.render(format({ 'index.html': html }));
      expect(probe.asked).toEqual([]);
      // Chromium would refuse loopback to this page on its own (private network access): the refusals show the
      // renderer refused each request first.
      expect(shot.refused.sort()).toEqual(
        [
          `${probe.url}/data`,
          `${probe.url}/pixel.png`,
          `${probe.url}/style.css`,
          'https://example.com/',
          `${probe.ws}/socket`,
        ].sort(),
      );
      expect(shot.findings).toContainEqual({
        kind: 'imageFailed',
        detail: `Image ${probe.url}/pixel.png was not loaded: a render loads only the creative's own files`,
      });
      // The style sheet would have painted the page green.
      expect(await pixel(shot.png, 290, 240)).toEqual([255, 255, 255]);
    } finally {
      await probe.close();
    }
  });
});
