// The workflows the API starts: upload, render (template thumbnails, variant screenshots, tearsheets) and review,
// each a WorkflowStarter on its kind's task queue.
import type { Client } from '@temporalio/client';
import { WorkflowStarter } from './runtime/starter';
import type { TemporalLog } from './runtime/local-server';
import { uploadAsset, uploadWorkflowId, type UploadOutcome } from './upload/upload.workflow';
import { renderWorkflowId, type RenderTarget } from './render/activities';
import { renderTemplate } from './render/render.workflow';
import { screenshotWorkflowId, type ScreenshotTarget } from './render/screenshot-activities';
import { renderCancelled, renderScreenshots, type ScreenshotRun } from './render/screenshots.workflow';
import { tearsheetWorkflowId, type TearsheetTarget } from './render/tearsheet-activities';
import { buildTearsheet } from './render/tearsheet.workflow';
import { reviewWorkflowId, type ReviewTarget } from './review/activities';
import { approvalsChanged, reviewRequest, withdrawn } from './review/review.workflow';

export interface TaskQueues {
  upload: string;
  render: string;
  review: string;
}

type ReviewKey = Pick<ReviewTarget, 'campaignId' | 'n'>;

/** `log` hears when starts wait for an unreachable Temporal, and when they are made. */
export function workflowStarters(client: Client, queues: TaskQueues, log?: TemporalLog) {
  const reviews = new WorkflowStarter<ReviewTarget, ReviewKey>(
    client,
    queues.review,
    {
      workflow: reviewRequest,
      idOf: reviewWorkflowId,
      // An approval projected while no notifier listened (a crash between append and projection) would go unseen.
      reconcileSignal: approvalsChanged,
    },
    log,
  );
  const screenshots = new WorkflowStarter<ScreenshotRun, ScreenshotTarget>(
    client,
    queues.render,
    { workflow: renderScreenshots, idOf: screenshotWorkflowId },
    log,
  );
  return {
    uploads: new WorkflowStarter<string, string, UploadOutcome>(
      client,
      queues.upload,
      { workflow: uploadAsset, idOf: uploadWorkflowId },
      log,
    ),
    renders: new WorkflowStarter<RenderTarget, Pick<RenderTarget, 'templateId' | 'version'>>(
      client,
      queues.render,
      { workflow: renderTemplate, idOf: renderWorkflowId },
      log,
    ),
    tearsheets: new WorkflowStarter<TearsheetTarget, TearsheetTarget>(
      client,
      queues.render,
      { workflow: buildTearsheet, idOf: tearsheetWorkflowId },
      log,
    ),
    screenshots: Object.assign(screenshots, {
      cancelled: (key: ScreenshotTarget) => screenshots.signal(key, renderCancelled),
    }),
    reviews: Object.assign(reviews, {
      approvalsChanged: (key: ReviewKey) => reviews.signal(key, approvalsChanged),
      withdrawn: (key: ReviewKey) => reviews.signal(key, withdrawn),
    }),
  };
}

export type WorkflowStarters = ReturnType<typeof workflowStarters>;
