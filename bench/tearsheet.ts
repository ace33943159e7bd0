// A tearsheet's PDF (issue 19 §3, §6: a 1,000-variant tearsheet in ≤ 10 s): N entries (BENCH_TEARSHEET_VARIANTS,
// 1,000 by default), each with its own 300x250 banner picture (a photo-like hero, a headline and a call to action,
// composed by sharp as a PNG like the renderer's), its names, signals, approval and QA findings, laid out by the
// product's builder (workflows/render/tearsheet-pdf.ts: pdfkit, pictures read from a filesystem blob store as the
// activity reads them and turned to JPEG) beside, from the same run: the same builder with no pictures, a bare write
// of the same PDF's bytes, and the road not taken, Chromium's page.pdf() over an HTML page of the same entries with
// the same pictures (one browser, pictures answered from memory). The sides alternate over ROUNDS rounds; each figure
// is the median. The builder's CPU time is reported too: other work on the machine moves it least.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { openBlobStore } from '../commands/blob-store';
import type { TearsheetEntry } from '../domain/tearsheet/entry';
import { approvalLine, findingLines, NOT_RENDERED_YET } from '../domain/tearsheet/entry';
import { chromiumExecutable } from '../runtime/chromium';
import { CHROMIUM_FLAGS, NO_NETWORK } from '../workflows/render/renderer';
import { bytesOf, screenshotKey } from '../workflows/render/screenshot-activities';
import { buildTearsheetPdf } from '../workflows/render/tearsheet-pdf';

const VARIANTS = Number(process.env.BENCH_TEARSHEET_VARIANTS ?? 1_000);
const ROUNDS = 3;
const AIM_MS = 10_000;
const PARTNER = 'bench-partner';
const HEADLINES = ['Summer sale', 'Up to 50% off', 'Last chance', 'Sonnenbrillenschlussverkauf', 'Ελληνικό καλοκαίρι'];

const progress = (message: string) => process.stderr.write(`bench: tearsheet: ${message}\n`);
const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** A banner as the renderer pictures it: a photo-like hero (noise, blurred, tinted), a headline, a button. */
async function bannerPng(i: number): Promise<Buffer> {
  const hero = await sharp({
    create: {
      width: 300,
      height: 150,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .tint({ r: (i * 53) % 256, g: (i * 97) % 256, b: (i * 151) % 256 })
    .png()
    .toBuffer();
  const text = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100">
       <rect width="300" height="100" fill="#fff8e1"/>
       <text x="12" y="36" font-family="sans-serif" font-size="22" font-weight="bold" fill="#222">${escapeXml(`${HEADLINES[i % HEADLINES.length]} ${i}`)}</text>
       <rect x="12" y="56" width="110" height="32" rx="6" fill="#e65100"/>
       <text x="24" y="78" font-family="sans-serif" font-size="15" fill="#fff">Shop now</text>
     </svg>`,
  );
  return sharp({ create: { width: 300, height: 250, channels: 3, background: '#ffffff' } })
    .composite([
      { input: hero, top: 0, left: 0 },
      { input: text, top: 150, left: 0 },
    ])
    .png()
    .toBuffer();
}

function entryOf(i: number): TearsheetEntry {
  return {
    variationId: `format-${i}`,
    treeId: 'tree',
    platform: 'google',
    channel: 'display',
    variantId: `variant-${i}`,
    variantName: `${HEADLINES[i % HEADLINES.length]} — variant ${i}`,
    templateId: 'template',
    formatName: 'Summer sale',
    size: '300x250',
    approval:
      i % 3 === 0
        ? {
            state: 'approved',
            label: 'approved',
            by: { id: 'u1', name: 'Ann Reviewer' },
            at: '2026-06-01T10:00:00.000Z',
          }
        : { state: 'unapproved', label: 'unapproved', by: null, at: null },
    signals: [
      { id: 's1', name: `Segment ${i % 40}`, type: 'userSegment' },
      { id: 's2', name: 'London', type: 'location' },
    ],
    screenshot: {
      fingerprint: `${i}`.padStart(64, '0'),
      stale: false,
      findings:
        i % HEADLINES.length === 3 ? [{ kind: 'overflow', detail: 'Headline text overflows its box by 34 px' }] : [],
    },
  };
}

/** The same entries as one HTML page for Chromium's page.pdf(), four to an A4 page as the product lays them. */
function entriesHtml(entries: TearsheetEntry[]): string {
  const blocks = entries.map((e) => {
    const picture = e.screenshot
      ? `<img src="/shots/${e.screenshot.fingerprint}.png">`
      : `<div class="none">${NOT_RENDERED_YET}</div>`;
    const findings = findingLines(e);
    return `<section><div class="pic">${picture}</div><div class="text">
      <h2>${escapeXml(e.variantName)}</h2><p>${escapeXml(e.formatName)} ${e.size}</p><p class="small">${e.platform} · ${e.channel}</p>
      <p>Approval: ${escapeXml(approvalLine(e.approval))}</p><p class="small">Signals: ${escapeXml(e.signals.map((s) => s.name).join(', '))}</p>
      <p class="qa">${findings.length === 0 ? 'QA: no findings' : findings.map(escapeXml).join('<br>')}</p></div></section>`;
  });
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 12.7mm; } body { font-family: sans-serif; margin: 0; }
    section { display: flex; height: 66mm; break-inside: avoid; border-bottom: 0.5pt solid #ddd; }
    .pic { width: 78mm; height: 60mm; display: flex; align-items: center; justify-content: center; }
    .pic img { max-width: 100%; max-height: 100%; } .text { padding-left: 5mm; font-size: 9pt; }
    h2 { font-size: 11pt; margin: 0 0 2pt; } p { margin: 0 0 2pt; } .small { font-size: 8pt; } .qa { color: #b00020; }
  </style></head><body><h1>Bench campaign</h1>${blocks.join('')}</body></html>`;
}

export async function tearsheetFigures() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-bench-tearsheet-'));
  const blobs = openBlobStore({ blobStoreUrl: null, dataDir });
  const executablePath = (await chromiumExecutable(process.env.CHROMIUM_PATH || null, progress)).path;
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS, proxy: NO_NETWORK });
  try {
    progress(`${VARIANTS} banner pictures`);
    const entries = Array.from({ length: VARIANTS }, (_, i) => entryOf(i));
    const pngs = new Map<string, Buffer>();
    for (let i = 0; i < VARIANTS; i += 50) {
      const made = await Promise.all(entries.slice(i, i + 50).map((e, j) => bannerPng(i + j)));
      made.forEach((png, j) => pngs.set(entries[i + j]!.screenshot!.fingerprint, png));
    }
    for (const [fingerprint, png] of pngs) await blobs.put(screenshotKey(PARTNER, fingerprint), Readable.from(png));
    const pictureBytes = [...pngs.values()].reduce((sum, png) => sum + png.length, 0);

    const document = (withoutPictures: boolean) => ({
      title: 'Bench campaign',
      subtitle: ['All creatives', `${VARIANTS} creatives`],
      entries,
      picture: (fingerprint: string) => bytesOf(blobs, screenshotKey(PARTNER, fingerprint)),
      withoutPictures,
    });
    const page = await browser.newPage();
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      const png = pngs.get(url.pathname.replace(/^\/shots\//, '').replace(/\.png$/, ''));
      if (url.pathname === '/tearsheet.html')
        return route.fulfill({ status: 200, contentType: 'text/html', body: entriesHtml(entries) });
      return png ? route.fulfill({ status: 200, contentType: 'image/png', body: png }) : route.fulfill({ status: 404 });
    });
    const sides = {
      builder: [] as number[],
      /** This process's CPU (its main thread and libuv's, where sharp works) while the builder ran. */
      builderCpu: [] as number[],
      builderWithoutPictures: [] as number[],
      bareWrite: [] as number[],
      chromiumPagePdf: [] as number[],
    };
    let built: { pdf: Buffer; pages: number } = { pdf: Buffer.alloc(0), pages: 0 };
    let bare: Buffer = Buffer.alloc(0);
    let chromiumBytes = 0;
    const timed = async <T>(samples: number[], work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const result = await work();
      samples.push(performance.now() - started);
      return result;
    };
    for (let round = 0; round < ROUNDS; round++) {
      const cpuBefore = process.cpuUsage();
      built = await timed(sides.builder, () => buildTearsheetPdf(document(false)));
      const cpu = process.cpuUsage(cpuBefore);
      sides.builderCpu.push((cpu.user + cpu.system) / 1000);
      bare = (await timed(sides.builderWithoutPictures, () => buildTearsheetPdf(document(true)))).pdf;
      await timed(sides.bareWrite, () => writeFile(path.join(dataDir, 'bare.pdf'), built.pdf));
      chromiumBytes = (
        await timed(sides.chromiumPagePdf, async () => {
          await page.goto('http://tearsheet.render/tearsheet.html', { waitUntil: 'load' });
          return page.pdf({ format: 'A4', printBackground: true });
        })
      ).length;
      progress(`round ${round + 1}/${ROUNDS}: builder ${Math.round(sides.builder.at(-1)!)} ms`);
    }
    const ms = (samples: number[]) => Math.round(median(samples));
    const figures = {
      variants: VARIANTS,
      cpus: os.availableParallelism(),
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))),
      pictureMb: Number((pictureBytes / 1024 ** 2).toFixed(1)),
      builder: {
        ms: ms(sides.builder),
        cpuMs: ms(sides.builderCpu),
        pages: built.pages,
        mb: Number((built.pdf.length / 1024 ** 2).toFixed(1)),
      },
      builderWithoutPictures: {
        ms: ms(sides.builderWithoutPictures),
        mb: Number((bare.length / 1024 ** 2).toFixed(1)),
      },
      bareWrite: { ms: ms(sides.bareWrite) },
      chromiumPagePdf: { ms: ms(sides.chromiumPagePdf), mb: Number((chromiumBytes / 1024 ** 2).toFixed(1)) },
      aimMs: AIM_MS,
    };
    return { tearsheetPdf: { ...figures, met: { ms: figures.builder.ms <= AIM_MS } } };
  } finally {
    await browser.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
