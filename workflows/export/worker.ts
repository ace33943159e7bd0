// A Worker of export workflows alone, for tests and tools: the product runs them on the render queue's shared Worker
// (workflows/shared/worker.ts).
import { fromRoot } from '../../runtime/paths';
import { startWorker, type RunningWorker, type WorkerHost } from '../runtime/worker';
import { createExportActivities, type ExportDeps } from './activities';

const WORKFLOWS = fromRoot('workflows', 'export', 'export.workflow.ts');

export function startExportWorker(host: WorkerHost, taskQueue: string, deps: ExportDeps): Promise<RunningWorker> {
  return startWorker(host, { taskQueue, workflowsPath: WORKFLOWS, activities: createExportActivities(deps) });
}
