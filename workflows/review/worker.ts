// The worker that runs review workflows, beside the upload and render workers.
import { fromRoot } from '../../runtime/paths';
import { startWorker, type RunningWorker, type WorkerHost } from '../runtime/worker';
import { createReviewActivities } from './activities';
import type { ReviewDeps } from './deps';

const WORKFLOWS = fromRoot('workflows', 'review', 'review.workflow.ts');

export function startReviewWorker(host: WorkerHost, taskQueue: string, deps: ReviewDeps): Promise<RunningWorker> {
  return startWorker(host, { taskQueue, workflowsPath: WORKFLOWS, activities: createReviewActivities(deps) });
}
