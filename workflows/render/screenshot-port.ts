// The port variant screenshots go through (DESIGN §9, "Every far end is a port"): the render workflow's activities
// hand one format's content to a ScreenshotRenderer and get back its picture and the QA findings of that render.
// The Chromium pool (workflows/render/chromium-pool.ts) is the one adapter; template thumbnails use it too.
import type { ElementValue } from '../../domain/personalise/events';
import type { QaFinding } from '../../domain/screenshot/qa';

/** One variant format to picture: its template version's files, filled with the variant's values. */
export interface FormatToRender {
  /** The content fingerprint (domain/personalise/fingerprint.ts): what the screenshot is keyed by. */
  fingerprint: string;
  kind: 'html' | 'video';
  width: number;
  height: number;
  /** The template's entry file, relative to its files ('index.html'; the video file for a video template). */
  entry: string;
  /** The bytes of one of the template version's files, or null when it has none by that path. */
  file(path: string): Promise<Buffer | null>;
  /** The variant's values for the format's dynamic fields; the template's defaults stand in for the others. */
  values: Readonly<Record<string, ElementValue>>;
  /** The bytes of a library asset a value points at (an image, a video), or null when it is gone. */
  asset(assetId: string): Promise<Buffer | null>;
  /** The platform's limit on the creative's total weight (Google display HTML5: 150 KB), or null for none. */
  weightLimitBytes: number | null;
}

// What QA finds is the domain's: the events record it and the rows show it (domain/screenshot/qa.ts).
export { QA_FINDING_KINDS, type QaFinding, type QaFindingKind } from '../../domain/screenshot/qa';

export interface Screenshot {
  /** A PNG at the format's size (HTML), or a strip of poster frames (video). */
  png: Buffer;
  findings: QaFinding[];
  renderMs: number;
  /** Every byte the creative loaded: its files and the assets its values point at (each distinct file once). */
  weightBytes: number;
  /** The URLs the page asked for that the render refused (remote files, sockets): what the picture lacks, to log. */
  refused: string[];
}

export interface ScreenshotRenderer {
  /**
   * Renders one format; rejects when it cannot (the activity retries, then records the failure with its reason), and
   * with the signal's reason within 2 s of it aborting.
   */
  render(format: FormatToRender, signal?: AbortSignal): Promise<Screenshot>;
  /** Closes every browser it started. */
  close(): Promise<void>;
}
