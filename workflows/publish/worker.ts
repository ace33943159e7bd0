// The worker that runs publish workflows (and the follow-up of their ads' reviews) on the publish task queue, beside
// the upload, render and review workers: its activities reach the ad platforms through their adapters.
import { fromRoot } from '../../runtime/paths';
import { startWorker, type RunningWorker, type WorkerHost } from '../runtime/worker';
import { createPublishActivities } from './activities';
import type { PublishDeps } from './deps';

const WORKFLOWS = fromRoot('workflows', 'publish', 'publish.workflow.ts');

export function startPublishWorker(host: WorkerHost, taskQueue: string, deps: PublishDeps): Promise<RunningWorker> {
  return startWorker(host, { taskQueue, workflowsPath: WORKFLOWS, activities: createPublishActivities(deps) });
}
