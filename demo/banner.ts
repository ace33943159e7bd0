// A believable display ad drawn as SVG (gradient, brand, headline, call to action) and rendered by sharp.
// Leaderboards (3:1 and wider) set everything on one line; other sizes stack it.
import sharp from 'sharp';

export interface BannerSpec {
  /** The file name, whose extension (png or jpg) picks the encoding. */
  name: string;
  width: number;
  height: number;
  brand: string;
  headline: string;
  cta: string;
  /** The gradient's two ends, top left to bottom right. */
  colors: [string, string];
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Rough advance of a bold sans-serif glyph, in ems: enough to wrap and size text without measuring it. */
const GLYPH = 0.6;
/** The same for the spaced capitals of the brand line. */
const CAPITAL = 0.8;

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const text = (x: number, y: number, size: number, content: string, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size.toFixed(1)}" ${extra}>${escapeXml(content)}</text>`;

const buttonWidth = (size: number, label: string) => label.length * size * GLYPH + size * 1.6;

function button(x: number, y: number, size: number, label: string, accent: string): string {
  const height = size * 2;
  return (
    `<rect x="${x}" y="${y}" width="${buttonWidth(size, label)}" height="${height}" rx="${height / 2}" fill="#ffffff"/>` +
    text(x + size * 0.8, y + size * 1.38, size, label, `fill="${accent}" font-weight="700"`)
  );
}

function leaderboard(b: BannerSpec): string {
  const { width: w, height: h } = b;
  const pad = h * 0.2;
  const brandSize = h * 0.2;
  const ctaSize = h * 0.18;
  const headlineX = pad + b.brand.length * brandSize * CAPITAL + pad;
  const room = w - headlineX - buttonWidth(ctaSize, b.cta) - 2 * pad;
  const headlineSize = Math.min(h * 0.34, room / (b.headline.length * GLYPH));
  return (
    text(pad, h * 0.58, brandSize, b.brand.toUpperCase(), 'font-weight="700" letter-spacing="1" opacity="0.85"') +
    text(headlineX, h * 0.5 + headlineSize * 0.36, headlineSize, b.headline, 'font-weight="800"') +
    button(w - pad - buttonWidth(ctaSize, b.cta), h / 2 - ctaSize, ctaSize, b.cta, b.colors[0])
  );
}

function stacked(b: BannerSpec): string {
  const { width: w, height: h } = b;
  const unit = Math.min(w, h);
  const pad = unit * 0.09;
  const headlineSize = unit * (w < h ? 0.15 : 0.12);
  const lines = wrap(b.headline, Math.max(6, Math.floor((w - 2 * pad) / (headlineSize * GLYPH))));
  const ctaSize = unit * 0.065;
  const top = h * 0.3;
  return (
    text(
      pad,
      pad + unit * 0.07,
      unit * 0.07,
      b.brand.toUpperCase(),
      'font-weight="700" letter-spacing="2" opacity="0.85"',
    ) +
    lines
      .map((line, i) => text(pad, top + (i + 1) * headlineSize * 1.15, headlineSize, line, 'font-weight="800"'))
      .join('') +
    button(pad, h - pad - ctaSize * 2, ctaSize, b.cta, b.colors[0])
  );
}

function bannerSvg(b: BannerSpec): string {
  const { width: w, height: h } = b;
  const r = Math.max(w, h) * 0.45;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.colors[0]}"/><stop offset="1" stop-color="${b.colors[1]}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${w * 0.92}" cy="${h * 0.15}" r="${r}" fill="#ffffff" opacity="0.12"/>
  <circle cx="${w * 0.8}" cy="${h * 1.05}" r="${r * 0.6}" fill="#ffffff" opacity="0.08"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#ffffff">${w / h >= 3 ? leaderboard(b) : stacked(b)}</g>
</svg>`;
}

/** The banner's bytes, encoded as its name's extension says. */
export function renderBanner(b: BannerSpec): Promise<Buffer> {
  const image = sharp(Buffer.from(bannerSvg(b)));
  return /\.jpe?g$/i.test(b.name) ? image.jpeg({ quality: 88 }).toBuffer() : image.png().toBuffer();
}
