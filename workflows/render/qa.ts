// Automated QA of every render (issue 19 §4): what the renderer saw while making a picture (workflows/render/
// renderer.ts), and the picture itself, as findings a reviewer reads before approving.
// - overflow: an element whose content is wider or taller than its box by more than a pixel (the innermost only;
//   the page's root and boxes that scroll on purpose left out), measured once animations are at their end;
// - imageFailed: an image (an img element or a CSS background) answered 404, refused (remote) or not decodable;
// - blank: the picture is one colour from edge to edge;
// - consoleError: a console error or an uncaught script error of the page;
// - overweight: every distinct file the page loaded, together, over the platform's limit;
// - slow: more than SLOW_RENDER_MS from the navigation to the picture, in both of two tries (the pool times a slow
//   render once more, workflows/render/chromium-pool.ts). The bench's banner renders in 0.2 s at the
//   median and 0.6 s at the 95th percentile on two cores loaded ten times over by other work (23 of 10,000 passed 2 s
//   there); two seconds is what a page that waits for heavy scripts or many files takes, and a viewer sees as an empty
//   slot.
import sharp from 'sharp';
import type { FailedImage, Overflow } from './renderer';
import type { QaFinding } from './screenshot-port';

export const SLOW_RENDER_MS = 2_000;

/** What QA judges: the picture and, for an HTML page, what was seen while it loaded. */
export interface RenderFacts {
  png: Buffer;
  /** The picture's width × height. */
  pixels: number;
  renderMs: number;
  weightBytes: number;
  overflows: Overflow[];
  failedImages: FailedImage[];
  errors: string[];
}

/** 'hero-image' as a reviewer reads it: 'Hero image'. */
const label = (name: string) => {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const kilobytes = (bytes: number) => `${Number((bytes / 1024).toFixed(1))} KB`;
const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

function overflowFinding(overflow: Overflow): QaFinding {
  const by =
    overflow.x > 0 && overflow.y > 0
      ? `${overflow.x} px across and ${overflow.y} px down`
      : `${Math.max(overflow.x, overflow.y)} px`;
  const what = overflow.text ? 'text' : 'content';
  return { kind: 'overflow', detail: `${label(overflow.name)} ${what} overflows its box by ${by}` };
}

function imageFinding(image: FailedImage, nameOf: (path: string) => string): QaFinding {
  const why = {
    missing: `Image ${nameOf(image.path)} did not load: it was not found`,
    refused: `Image ${image.path} was not loaded: a render loads only the creative's own files`,
    undecodable: `Image ${nameOf(image.path)} did not load: its file is not a picture the browser can read`,
  };
  return { kind: 'imageFailed', detail: why[image.why] };
}

/**
 * A picture of one colour, or null. Every pixel must be the same: a screenshot is lossless, and a page that shows
 * anything at all (a word, a line) differs somewhere. A picture of one colour compresses past a fiftieth of its pixels'
 * bytes (Chromium's fast PNG: a hundredth and less, measured from 1 × 1 to 970 × 250), so a larger PNG is none and is
 * not decoded: sharp's stats cost 17 ms of CPU a render, the raw pixels 2, and most renders need neither.
 */
export async function blankFinding(png: Buffer, pixels: number): Promise<QaFinding | null> {
  if (png.length > (pixels * 4) / 50 + 1024) return null;
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const first = data.subarray(0, info.channels);
  if (!data.equals(Buffer.alloc(data.length, first))) return null;
  const hex = [...first.subarray(0, 3)].map((channel) => channel.toString(16).padStart(2, '0')).join('');
  return { kind: 'blank', detail: `The render is blank: one colour (#${hex}) from edge to edge` };
}

/**
 * Every finding of a render, in the order a reviewer fixes them: what is broken first. `nameOf` says a file's path
 * as the reviewer knows it (a library asset by its id).
 */
export async function findingsOf(
  facts: RenderFacts,
  weightLimitBytes: number | null,
  nameOf: (path: string) => string = (path) => path,
): Promise<QaFinding[]> {
  const blank = await blankFinding(facts.png, facts.pixels);
  return [
    ...(blank ? [blank] : []),
    ...facts.failedImages.map((image) => imageFinding(image, nameOf)),
    ...facts.overflows.map(overflowFinding),
    ...facts.errors.map((error): QaFinding => ({ kind: 'consoleError', detail: `Console error: ${error}` })),
    ...(weightLimitBytes !== null && facts.weightBytes > weightLimitBytes
      ? [
          {
            kind: 'overweight' as const,
            detail: `The creative weighs ${kilobytes(facts.weightBytes)}, over the platform's limit of ${kilobytes(weightLimitBytes)}`,
          },
        ]
      : []),
    ...(facts.renderMs > SLOW_RENDER_MS
      ? [
          {
            kind: 'slow' as const,
            detail: `The creative took ${seconds(facts.renderMs)} to render, over ${seconds(SLOW_RENDER_MS)}`,
          },
        ]
      : []),
  ];
}
