// The worker that runs render workflows, beside the upload worker: inside `npm start` by default, or alone
// (api/worker-main.ts). It runs template thumbnails and variant screenshots, both through the one renderer, and
// tearsheets (their entries through the TearsheetSource port).
import { fromRoot } from '../../runtime/paths';
import { startWorker, type RunningWorker, type WorkerHost } from '../runtime/worker';
import { createRenderActivities } from './activities';
import type { RenderDeps } from './deps';
import { createScreenshotActivities, type ScreenshotDeps } from './screenshot-activities';
import { createTearsheetActivities, type TearsheetSource } from './tearsheet-activities';

const WORKFLOWS = fromRoot('workflows', 'render', 'render.workflow.ts');

/** A worker given no source of entries (a test's) fails a tearsheet rather than inventing one. */
const NO_TEARSHEETS: TearsheetSource = {
  entries: () => Promise.reject(new Error('This worker reads no tearsheet entries')),
};

/** `concurrency`: how many chunks of screenshots render at once, as many as the renderer has browsers;
 * `heartbeatTimeoutMs`: how soon a lost worker's chunks are retried (ScreenshotDeps). */
export type RenderWorkerDeps = RenderDeps &
  Pick<ScreenshotDeps, 'concurrency' | 'heartbeatTimeoutMs'> & { tearsheets?: TearsheetSource };

/** The activities of template renders, screenshots and tearsheets. */
export const renderActivities = (deps: RenderWorkerDeps) => ({
  ...createRenderActivities(deps),
  ...createScreenshotActivities(deps),
  ...createTearsheetActivities({ ...deps, tearsheets: deps.tearsheets ?? NO_TEARSHEETS }),
});

export function startRenderWorker(host: WorkerHost, taskQueue: string, deps: RenderWorkerDeps): Promise<RunningWorker> {
  return startWorker(host, { taskQueue, workflowsPath: WORKFLOWS, activities: renderActivities(deps) });
}
