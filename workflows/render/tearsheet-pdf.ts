// The tearsheet's PDF (issue 19 §3): a first page's heading, then each entry as a block, four to an A4 page, its
// screenshot on the left (or 'not rendered yet'), on the right the variant and format names, the platform, the
// approval state with who gave it and when, the variant's signals and the QA findings. Written with pdfkit: chosen by
// measurement over Chromium's page.pdf() of an HTML page of the same entries (`npm run bench`, BENCH_ONLY=tearsheet:
// tearsheetPdf), pictures turned to JPEG at twice their box's size by sharp (libvips, on libuv's threads) a window at
// a time, each distinct picture embedded once. Text is set in DejaVu Sans (the npm package dejavu-fonts-ttf), which
// covers Latin, Greek and Cyrillic names, where the PDF's standard fonts know only Windows-1252.
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { approvalLine, findingLines, NOT_RENDERED_YET, type TearsheetEntry } from '../../domain/tearsheet/entry';

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const TEARSHEET_FONTS = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
};

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const PER_PAGE = 4;
const HEADING = 64;
const BLOCK = (PAGE.height - 2 * PAGE.margin) / PER_PAGE;
const PICTURE = { width: 220, height: BLOCK - 24 };
const TEXT_X = PAGE.margin + PICTURE.width + 14;
const TEXT_WIDTH = PAGE.width - PAGE.margin - TEXT_X;
/** Entries whose pictures are prepared at once: the JPEGs of one window are held in memory. */
const WINDOW = 50;
/** A picture's pixels: twice its box, enough for print at its size. */
const PIXELS = { width: PICTURE.width * 2, height: Math.round(PICTURE.height * 2) };
const MAX_FINDINGS = 4;

export interface TearsheetDocument {
  title: string;
  /** Lines under the title: the filter, when it was made, how many creatives. */
  subtitle: string[];
  entries: readonly TearsheetEntry[];
  /** The PNG of a screenshot, or null when it is gone. */
  picture(fingerprint: string): Promise<Buffer | null>;
  /** Told how many entries are laid out, after each window. */
  onProgress?(done: number): void | Promise<void>;
  /** Leave the pictures out (the bench's baseline). */
  withoutPictures?: boolean;
}

type Image = { width: number; height: number };

async function jpegOf(png: Buffer): Promise<Buffer> {
  return sharp(png)
    .resize({ ...PIXELS, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The PDF of the entries, and its page count. */
export async function buildTearsheetPdf(input: TearsheetDocument): Promise<{ pdf: Buffer; pages: number }> {
  // Loaded on first use, not at boot (pdfkit and its fonts' parsers are a fifth of a second of every start).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: true,
    bufferPages: false,
    info: { Title: input.title, Creator: 'Varia' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', TEARSHEET_FONTS.regular);
  doc.registerFont('bold', TEARSHEET_FONTS.bold);
  let pages = 1;
  // pdfkit opens an image once for many placements; its types leave the method out.
  const opened = doc as unknown as { openImage(src: Buffer): Image };

  doc.font('bold').fontSize(16).fillColor('#111111');
  doc.text(input.title, PAGE.margin, PAGE.margin, { width: PAGE.width - 2 * PAGE.margin, height: 22, ellipsis: true });
  doc.font('regular').fontSize(9).fillColor('#555555');
  doc.text(input.subtitle.join('  ·  '), PAGE.margin, PAGE.margin + 24, {
    width: PAGE.width - 2 * PAGE.margin,
    height: 30,
    ellipsis: true,
  });
  let y = PAGE.margin + HEADING;

  const images = new Map<string, Image | null>();
  const line = (text: string, font: 'regular' | 'bold', size: number, color: string, height = size + 4) => {
    doc.font(font).fontSize(size).fillColor(color);
    doc.text(text, TEXT_X, doc.y, { width: TEXT_WIDTH, height, ellipsis: true, lineGap: 0 });
  };

  const lay = (entry: TearsheetEntry) => {
    if (y + BLOCK > PAGE.height - PAGE.margin + 1) {
      doc.addPage();
      pages += 1;
      y = PAGE.margin;
    }
    const image = entry.screenshot ? images.get(entry.screenshot.fingerprint) : null;
    if (image) {
      doc.image(image as unknown as Buffer, PAGE.margin, y, {
        fit: [PICTURE.width, PICTURE.height],
        align: 'center',
        valign: 'center',
      });
    } else {
      doc.rect(PAGE.margin, y, PICTURE.width, PICTURE.height).fillAndStroke('#f2f2f2', '#cccccc');
      doc.font('regular').fontSize(10).fillColor('#777777');
      doc.text(
        entry.screenshot && !input.withoutPictures ? 'picture missing' : NOT_RENDERED_YET,
        PAGE.margin,
        y + PICTURE.height / 2 - 6,
        { width: PICTURE.width, align: 'center', lineBreak: false },
      );
    }
    doc.y = y;
    line(entry.variantName, 'bold', 11, '#111111', 30);
    line(`${entry.formatName}  ${entry.size}`, 'regular', 9, '#333333');
    line(`${entry.platform} · ${entry.channel}`, 'regular', 8, '#666666');
    line(`Approval: ${approvalLine(entry.approval)}`, 'regular', 9, '#333333');
    const signals = entry.signals.map((s) => s.name).join(', ');
    line(`Signals: ${signals || 'none'}`, 'regular', 8, '#333333', 22);
    if (entry.screenshot?.stale) line('The picture is of older content', 'regular', 8, '#a15c00');
    const findings = findingLines(entry);
    if (!entry.screenshot) line(`QA: ${NOT_RENDERED_YET}`, 'regular', 8, '#666666');
    else if (findings.length === 0) line('QA: no findings', 'regular', 8, '#2e7d32');
    else {
      line(`QA: ${findings.length} finding${findings.length === 1 ? '' : 's'}`, 'bold', 8, '#b00020');
      for (const finding of findings.slice(0, MAX_FINDINGS)) line(`• ${finding}`, 'regular', 7.5, '#b00020', 11);
      if (findings.length > MAX_FINDINGS) line(`+ ${findings.length - MAX_FINDINGS} more`, 'regular', 7.5, '#b00020');
    }
    doc
      .moveTo(PAGE.margin, y + BLOCK - 6)
      .lineTo(PAGE.width - PAGE.margin, y + BLOCK - 6)
      .lineWidth(0.5)
      .stroke('#dddddd');
    y += BLOCK;
  };

  for (let start = 0; start < input.entries.length; start += WINDOW) {
    const window = input.entries.slice(start, start + WINDOW);
    if (!input.withoutPictures) {
      const wanted = [
        ...new Set(
          window.flatMap((e) =>
            e.screenshot && !images.has(e.screenshot.fingerprint) ? [e.screenshot.fingerprint] : [],
          ),
        ),
      ];
      const prepared = await Promise.all(
        wanted.map(async (fingerprint) => {
          const png = await input.picture(fingerprint);
          return [fingerprint, png ? await jpegOf(png).catch(() => null) : null] as const;
        }),
      );
      for (const [fingerprint, jpeg] of prepared) images.set(fingerprint, jpeg ? opened.openImage(jpeg) : null);
    }
    for (const entry of window) lay(entry);
    await input.onProgress?.(start + window.length);
  }
  if (input.entries.length === 0) {
    doc.font('regular').fontSize(11).fillColor('#555555').text('No creatives match the filters.', PAGE.margin, y);
  }
  doc.end();
  await ended;
  return { pdf: Buffer.concat(chunks), pages };
}
