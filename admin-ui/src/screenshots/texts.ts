// The screenshot screens' own words beside the spec's (domain/screenshot/messages.ts): the render states a thumbnail
// shows, the QA finding kinds and filter options, the preview widths.
import type { QaFilter } from '../../../domain/personalise/filters';
import type { QaFindingKind } from '../../../domain/screenshot/qa';
import type { ScreenshotRenderStatus } from '../../../domain/screenshot/view';
import type { QueueStatus } from '../../../domain/screenshot/state';

/** What a format without a current picture shows instead (spec 2 §4 'Render states'). */
export const RENDER_STATE_LABELS: Record<ScreenshotRenderStatus, string> = {
  queued: 'Queued',
  progress: 'Rendering',
  finished: 'Rendered',
  error: 'Failed',
  unpublished: 'Not published',
  unrendered: 'Not rendered yet',
  uninitialized: 'Fill out all required fields to preview.',
};

export const STALE_SCREENSHOT = 'Changed since this screenshot: refresh to render the new content';

export const QA_KIND_LABELS: Record<QaFindingKind, string> = {
  overflow: 'Overflow',
  imageFailed: 'Image failed',
  blank: 'Blank render',
  consoleError: 'Console error',
  overweight: 'Too heavy',
  slow: 'Slow render',
};

export const QA_TITLE = 'QA';
export const QA_FILTER_LABELS: Record<QaFilter, string> = {
  findings: 'With findings',
  clean: 'Without findings',
};

export const QUEUE_STATUS_LABELS: Record<QueueStatus, string> = {
  waiting: 'Waiting',
  rendering: 'Rendering',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
