// One stream per render request, `ScreenshotRender-<requestId>` (issue 19 §1): who asked for screenshots of which of
// a campaign's variant formats, and what became of each one. A screenshot is keyed by the content fingerprint of its
// format (domain/personalise/fingerprint.ts, the one approvals bind to), so content already pictured is never
// rendered again and an edit leaves the last picture stale. A request of 10,000 formats is one append: the request,
// then its formats in chunks of QUEUE_CHUNK (so no event outgrows what the stores and the audit trail take well).
// Events carry `campaignId` so the audit trail and the live channel file them under the campaign.
import type { FormatApproval } from '../personalise/events';
import type { QaFinding } from './qa';

/** What a request takes: the whole campaign (or its formats in one approval state), chosen formats of a tree, or one
 * variation again. */
export type RenderScope =
  | { kind: 'campaign'; approvalStatus: FormatApproval | null }
  | { kind: 'formats'; treeId: string }
  | { kind: 'restart'; formatId: string };

/** A variant format a request names, with the fingerprint of its content when it was asked for. */
export interface QueuedFormat {
  formatId: string;
  variantId: string;
  treeId: string;
  fingerprint: string;
}

/** Formats per ScreenshotFormatsQueued event. */
export const QUEUE_CHUNK = 1000;

interface OnRequest {
  requestId: string;
  campaignId: string;
}

export type ScreenshotsRequested = {
  type: 'ScreenshotsRequested';
  data: OnRequest & {
    partnerId: string;
    conceptId: string;
    campaignName: string;
    scope: RenderScope;
    requestedBy: string;
    at: string;
    /** Formats queued for rendering (in the ScreenshotFormatsQueued events that follow, `chunks` of them). */
    queued: number;
    chunks: number;
    /** Formats the request named whose content was pictured already: nothing to render. */
    alreadyRendered: number;
  };
};
export type ScreenshotFormatsQueued = {
  type: 'ScreenshotFormatsQueued';
  data: OnRequest & { chunk: number; formats: QueuedFormat[] };
};
/** The render workflow took these formats up. */
export type ScreenshotsRendering = { type: 'ScreenshotsRendering'; data: OnRequest & { formatIds: string[] } };

/** One picture: the fingerprint of the content rendered (the format may have changed since it was queued). */
export interface RenderedScreenshot {
  formatId: string;
  treeId: string;
  fingerprint: string;
  /** Where the PNG is in the blob store. */
  blobKey: string;
  findings: QaFinding[];
  renderMs: number;
  weightBytes: number;
  /** The content was pictured already (another format, another request): its picture is reused, not rendered. */
  reused: boolean;
}
export type ScreenshotsRendered = {
  type: 'ScreenshotsRendered';
  data: OnRequest & { partnerId: string; screenshots: RenderedScreenshot[] };
};

export interface FailedScreenshot {
  formatId: string;
  treeId: string;
  fingerprint: string;
  reason: string;
}
/** Formats that could not be rendered after their retries. */
export type ScreenshotsFailed = { type: 'ScreenshotsFailed'; data: OnRequest & { failures: FailedScreenshot[] } };
/** Formats no longer to be rendered: the listed ones, or (null) every one still waiting or rendering. */
export type ScreenshotRenderCancelled = {
  type: 'ScreenshotRenderCancelled';
  data: OnRequest & { formatIds: string[] | null; by: string; at: string };
};
/** The request is over: what became of its queued formats. */
export type ScreenshotRenderFinished = {
  type: 'ScreenshotRenderFinished';
  data: OnRequest & { rendered: number; reused: number; failed: number; cancelled: number; at: string };
};

export type ScreenshotEvent =
  | ScreenshotsRequested
  | ScreenshotFormatsQueued
  | ScreenshotsRendering
  | ScreenshotsRendered
  | ScreenshotsFailed
  | ScreenshotRenderCancelled
  | ScreenshotRenderFinished;
