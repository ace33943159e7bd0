// The worker that runs render workflows, beside the upload worker: inside `npm start` by default, or alone
// (api/worker-main.ts). It runs template thumbnails and variant screenshots, both through the one renderer.
import { fromRoot } from '../../runtime/paths';
import { startWorker, type RunningWorker, type WorkerHost } from '../runtime/worker';
import { createRenderActivities } from './activities';
import type { RenderDeps } from './deps';
import { createScreenshotActivities, type ScreenshotDeps } from './screenshot-activities';

const WORKFLOWS = fromRoot('workflows', 'render', 'render.workflow.ts');

/** `concurrency`: how many chunks of screenshots render at once, as many as the renderer has browsers. */
export function startRenderWorker(
  host: WorkerHost,
  taskQueue: string,
  deps: RenderDeps & Pick<ScreenshotDeps, 'concurrency'>,
): Promise<RunningWorker> {
  return startWorker(host, {
    taskQueue,
    workflowsPath: WORKFLOWS,
    activities: { ...createRenderActivities(deps), ...createScreenshotActivities(deps) },
  });
}
