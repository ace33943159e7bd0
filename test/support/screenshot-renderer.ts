// A ScreenshotRenderer for workflow tests that need to steer a render: it reads the format's entry file (as the
// Chromium pool does), paints a PNG of the format's size in a colour of its fingerprint, reports a planted QA finding
// for a value holding OVERFLOW, fails every try of a format whose values hold FAIL, and can hold a format until its
// render is aborted. It counts what it started and what it finished, so a test can say nothing was rendered twice.
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import type { FormatToRender, Screenshot, ScreenshotRenderer } from '../../workflows/render/screenshot-port';

export const PLANTED_FAILURE = 'FAIL';
export const PLANTED_OVERFLOW = 'OVERFLOW';

interface Options {
  /** How long each render takes. */
  delayMs?: number;
  /** A format this returns true for is held until its render is aborted (a hung page, a killed worker). */
  hold?: (format: FormatToRender) => boolean;
}

const valuesHold = (format: FormatToRender, text: string) =>
  Object.values(format.values).some((v) => v.value.includes(text));

export class SteeredRenderer implements ScreenshotRenderer {
  /** The fingerprints of every render begun, and of every render finished, in order. */
  readonly started: string[] = [];
  readonly finished: string[] = [];
  /** When each render began and finished (ms since the epoch), in the same order. */
  readonly startedAt: number[] = [];
  readonly finishedAt: number[] = [];
  /** When each aborted render gave up (ms since the epoch). */
  readonly aborted: { fingerprint: string; at: number }[] = [];

  constructor(private readonly options: Options = {}) {}

  async render(format: FormatToRender, signal?: AbortSignal): Promise<Screenshot> {
    const started = Date.now();
    this.started.push(format.fingerprint);
    this.startedAt.push(started);
    const entry = await format.file(format.entry);
    if (!entry) throw new Error(`The template has no ${format.entry}`);
    try {
      if (this.options.hold?.(format))
        await new Promise<never>((_, reject) =>
          signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true }),
        );
      await sleep(this.options.delayMs ?? 0, undefined, { signal });
    } catch (error) {
      this.aborted.push({ fingerprint: format.fingerprint, at: Date.now() });
      throw error;
    }
    if (valuesHold(format, PLANTED_FAILURE)) throw new Error('The page threw: planted failure');
    const hue = parseInt(format.fingerprint.slice(0, 6), 16);
    const png = await sharp({
      create: {
        width: format.width,
        height: format.height,
        channels: 3,
        background: { r: hue >> 16, g: (hue >> 8) & 255, b: hue & 255 },
      },
    })
      .png()
      .toBuffer();
    this.finished.push(format.fingerprint);
    this.finishedAt.push(Date.now());
    return {
      png,
      findings: valuesHold(format, PLANTED_OVERFLOW)
        ? [{ kind: 'overflow', detail: 'A text is wider than its box' }]
        : [],
      renderMs: Date.now() - started,
      weightBytes: entry.length,
      refused: [],
    };
  }

  async close(): Promise<void> {}
}
