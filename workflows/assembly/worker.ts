// A Worker of generation workflows alone, for tests and tools: the product runs them on the render queue's shared
// Worker (workflows/shared/worker.ts).
import { fromRoot } from '../../runtime/paths';
import { startWorker, type RunningWorker, type WorkerHost } from '../runtime/worker';
import { createGenerationActivities, type GenerationDeps } from './activities';

const WORKFLOWS = fromRoot('workflows', 'assembly', 'generate.workflow.ts');

export function startGenerationWorker(
  host: WorkerHost,
  taskQueue: string,
  deps: GenerationDeps,
): Promise<RunningWorker> {
  return startWorker(host, { taskQueue, workflowsPath: WORKFLOWS, activities: createGenerationActivities(deps) });
}
