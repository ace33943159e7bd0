// A format's screenshot as the personalise and creatives rows carry it (answers.ts screenshotFields) and the screens
// read it: the render state of its current content (spec 2 §4 'Render states'), the picture to show, and whether that
// picture is of older content. The read model builds it (projections/screenshots/format-screenshots.ts).
import type { ScreenshotPicture } from './answers';
import type { QaFinding } from './qa';
import type { QueueStatus } from './state';

/** Spec 2 §4: queued, progress, finished, error, unpublished, unrendered, uninitialized. 'unpublished' belongs to
 * publishing and is never given by renders. */
export const SCREENSHOT_RENDER_STATES = [
  'queued',
  'progress',
  'finished',
  'error',
  'unpublished',
  'unrendered',
  'uninitialized',
] as const;
export type ScreenshotRenderStatus = (typeof SCREENSHOT_RENDER_STATES)[number];

export interface FormatScreenshot {
  status: ScreenshotRenderStatus;
  /** The picture of the current content when finished, else the format's last picture (stale), or null. */
  picture: ScreenshotPicture | null;
  /** Why the last render of the current content failed (status 'error'). */
  reason: string | null;
}

/** Where the API serves a screenshot: under its campaign, named by its fingerprint (the picture never changes). */
export const screenshotUrl = (campaignId: string, fingerprint: string) =>
  `/api/v1/campaigns/${campaignId}/screenshots/${fingerprint}`;

/** The latest request's entry for a format, with the fingerprint it was queued (or rendered) with. */
export interface RenderEntry {
  status: QueueStatus;
  fingerprint: string;
  reason: string | null;
}

export interface StoredPicture {
  fingerprint: string;
  findings: QaFinding[];
  renderMs: number;
  weightBytes: number;
}

/**
 * The screenshot of a format whose content now has `fingerprint`: finished when that content is pictured (by this
 * format or any other), else its queue entry's state when the entry is of this content, else unrendered (or
 * uninitialized while the format is not filled); the picture is the current one or, stale, the format's last.
 */
export function formatScreenshot(input: {
  campaignId: string;
  fingerprint: string;
  filled: boolean;
  entry: RenderEntry | null;
  current: StoredPicture | null;
  last: StoredPicture | null;
}): FormatScreenshot {
  const { campaignId, fingerprint, entry, current, last } = input;
  const picture = (p: StoredPicture, stale: boolean): ScreenshotPicture => ({
    url: screenshotUrl(campaignId, p.fingerprint),
    fingerprint: p.fingerprint,
    stale,
    findings: p.findings,
    renderMs: p.renderMs,
    weightBytes: p.weightBytes,
  });
  if (current) return { status: 'finished', picture: picture(current, false), reason: null };
  const shown = last && last.fingerprint !== fingerprint ? picture(last, true) : null;
  const ofThisContent = entry !== null && entry.fingerprint === fingerprint;
  const status: ScreenshotRenderStatus =
    entry && (entry.status === 'waiting' || entry.status === 'rendering')
      ? entry.status === 'waiting'
        ? 'queued'
        : 'progress'
      : ofThisContent && entry.status === 'failed'
        ? 'error'
        : input.filled
          ? 'unrendered'
          : 'uninitialized';
  return { status, picture: shown, reason: status === 'error' ? entry!.reason : null };
}
