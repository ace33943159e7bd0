// The worker that runs render workflows, beside the upload worker: inside `npm start` by default, or alone
// (api/worker-main.ts).
import { fromRoot } from '../../runtime/paths';
import { startWorker, type RunningWorker, type WorkerHost } from '../runtime/worker';
import { createRenderActivities } from './activities';
import type { RenderDeps } from './deps';

const WORKFLOWS = fromRoot('workflows', 'render', 'render.workflow.ts');

export function startRenderWorker(host: WorkerHost, taskQueue: string, deps: RenderDeps): Promise<RunningWorker> {
  return startWorker(host, { taskQueue, workflowsPath: WORKFLOWS, activities: createRenderActivities(deps) });
}
