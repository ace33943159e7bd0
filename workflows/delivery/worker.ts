// A Worker of delivery imports alone, for tests and tools: the product runs them on the render queue's shared Worker
// (workflows/shared/worker.ts).
import { fromRoot } from '../../runtime/paths';
import { startWorker, type RunningWorker, type WorkerHost } from '../runtime/worker';
import { createDeliveryActivities } from './activities';
import type { DeliveryDeps } from './deps';

const WORKFLOWS = fromRoot('workflows', 'delivery', 'delivery.workflow.ts');

export function startDeliveryWorker(host: WorkerHost, taskQueue: string, deps: DeliveryDeps): Promise<RunningWorker> {
  return startWorker(host, { taskQueue, workflowsPath: WORKFLOWS, activities: createDeliveryActivities(deps) });
}
