// Runs a Temporal worker on a TemporalRuntime's connection, in the background, until stop().
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  DefaultLogger,
  Worker,
  bundleWorkflowCode,
  type NativeConnection,
  type WorkflowBundleWithSourceMap,
} from '@temporalio/worker';
import type { TemporalRuntime } from './temporal';

interface StartWorkerOptions {
  taskQueue: string;
  /** The module exporting the workflow functions (bundled with webpack, so a .ts path is fine). */
  workflowsPath: string;
  activities: object;
}

/** What a worker needs of a TemporalRuntime (a TestWorkflowEnvironment can supply it too, its connection made). */
export type WorkerHost = Pick<TemporalRuntime, 'namespace' | 'log'> & {
  nativeConnection: NativeConnection | TemporalRuntime['nativeConnection'];
  /**
   * How long a workflow's next task waits on this worker's sticky queue (the worker that holds the workflow in its
   * cache) before any worker of the task queue may take it, in ms: what a lost worker delays its workflows by.
   * Temporal's default, 10 s, when unset.
   */
  stickyQueueTimeoutMs?: number;
};

export interface RunningWorker {
  stop(): Promise<void>;
}

// Bundling takes seconds and, through webpack, over 100 MB of memory at its peak: `npm start` and the image's
// build bundle ahead of time (scripts/bundle-workflows.ts); without a fresh prebuilt bundle, the first worker of a
// process bundles and later ones (restarts, test files) reuse it. Production (no sources) never bundles.
const bundles = new Map<string, Promise<WorkflowBundle>>();
type WorkflowBundle = WorkflowBundleWithSourceMap | { codePath: string };

/** Where the prebuilt bundle of a workflows file lives: workflows/dist/<name>.bundle.js. */
export function prebuiltBundlePath(workflowsPath: string): string {
  return path.join(path.dirname(workflowsPath), '..', 'dist', `${path.basename(workflowsPath, '.ts')}.bundle.js`);
}

/**
 * The newest of the workflows file and every `*.workflow.ts` under workflows/ (it may re-export them: the shared
 * Worker's file re-exports three folders'), or null.
 */
async function newestSource(workflowsPath: string): Promise<{ mtimeMs: number } | null> {
  const source = await stat(workflowsPath).catch(() => null);
  if (!source) return null;
  const root = path.dirname(path.dirname(workflowsPath));
  const others = (await readdir(root, { recursive: true })).filter((name) => name.endsWith('.workflow.ts'));
  const times = await Promise.all(others.map((name) => stat(path.join(root, name)).then((s) => s.mtimeMs)));
  return { mtimeMs: Math.max(source.mtimeMs, ...times) };
}

async function prebuilt(workflowsPath: string): Promise<{ codePath: string } | null> {
  const codePath = prebuiltBundlePath(workflowsPath);
  const [bundle, source] = await Promise.all([stat(codePath).catch(() => null), newestSource(workflowsPath)]);
  // The production image ships the bundles and no workflow source: there, the bundle is the only choice.
  if (!source) {
    if (!bundle)
      throw new Error(
        `No workflow bundle at ${codePath} and no source at ${workflowsPath}: run \`npm run build:workflows\``,
      );
    return { codePath };
  }
  return bundle && bundle.mtimeMs >= source.mtimeMs ? { codePath } : null;
}

export function bundleWorkflows(workflowsPath: string): Promise<WorkflowBundleWithSourceMap> {
  return bundleWorkflowCode({ workflowsPath, logger: new DefaultLogger('WARN') });
}

function bundleOnce(workflowsPath: string): Promise<WorkflowBundle> {
  let bundle = bundles.get(workflowsPath);
  if (!bundle) {
    bundle = prebuilt(workflowsPath).then(
      (ready): Promise<WorkflowBundle> | WorkflowBundle => ready ?? bundleWorkflows(workflowsPath),
    );
    bundles.set(workflowsPath, bundle);
    bundle.catch(() => bundles.delete(workflowsPath));
  }
  return bundle;
}

export async function startWorker(runtime: WorkerHost, options: StartWorkerOptions): Promise<RunningWorker> {
  const { nativeConnection } = runtime;
  const worker = await Worker.create({
    connection: typeof nativeConnection === 'function' ? await nativeConnection() : nativeConnection,
    namespace: runtime.namespace,
    taskQueue: options.taskQueue,
    workflowBundle: await bundleOnce(options.workflowsPath),
    activities: options.activities,
    ...(runtime.stickyQueueTimeoutMs ? { stickyQueueScheduleToStartTimeout: runtime.stickyQueueTimeoutMs } : {}),
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
