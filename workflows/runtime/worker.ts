// Runs a Temporal worker on a TemporalRuntime's connection, in the background, until stop().
import { DefaultLogger, Worker, bundleWorkflowCode, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { TemporalRuntime } from './temporal';

export interface StartWorkerOptions {
  taskQueue: string;
  /** The module exporting the workflow functions (bundled with webpack, so a .ts path is fine). */
  workflowsPath: string;
  activities: object;
}

/** What a worker needs of a TemporalRuntime (a TestWorkflowEnvironment can supply it too). */
export type WorkerHost = Pick<TemporalRuntime, 'nativeConnection' | 'namespace' | 'log'>;

export interface RunningWorker {
  stop(): Promise<void>;
}

// Bundling takes seconds; restarts and test files in the same process reuse the first bundle.
const bundles = new Map<string, Promise<WorkflowBundleWithSourceMap>>();

function bundleOnce(workflowsPath: string): Promise<WorkflowBundleWithSourceMap> {
  let bundle = bundles.get(workflowsPath);
  if (!bundle) {
    bundle = bundleWorkflowCode({ workflowsPath, logger: new DefaultLogger('WARN') });
    bundles.set(workflowsPath, bundle);
    bundle.catch(() => bundles.delete(workflowsPath));
  }
  return bundle;
}

export async function startWorker(runtime: WorkerHost, options: StartWorkerOptions): Promise<RunningWorker> {
  const worker = await Worker.create({
    connection: runtime.nativeConnection,
    namespace: runtime.namespace,
    taskQueue: options.taskQueue,
    workflowBundle: await bundleOnce(options.workflowsPath),
    activities: options.activities,
  });
  const running = worker.run().catch((error: unknown) => {
    runtime.log('Temporal worker failed', { taskQueue: options.taskQueue, err: error });
  });
  return {
    async stop() {
      if (worker.getState() === 'RUNNING') worker.shutdown();
      await running;
    },
  };
}
