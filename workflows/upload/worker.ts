// The worker that runs upload workflows: inside `npm start` by default, or alone (api/worker-main.ts).
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { startWorker, type RunningWorker, type WorkerHost } from '../runtime/worker';
import { createUploadActivities } from './activities';
import { assetFactsFromStreams } from './asset-facts';
import type { UploadDeps } from './deps';

const WORKFLOWS = fileURLToPath(new URL('./upload.workflow.ts', import.meta.url));

/** The event store (in `commands`), the blob store and the live channel: the worker reads no read model. */
export type UploadWorkerDeps = Omit<UploadDeps, 'assets'>;

export function startUploadWorker(host: WorkerHost, taskQueue: string, deps: UploadWorkerDeps): Promise<RunningWorker> {
  // sharp's file cache would keep deleted temp files (S3 downloads) open; uploads are read once anyway.
  sharp.cache(false);
  const activities = createUploadActivities({ ...deps, assets: assetFactsFromStreams(deps.commands) });
  return startWorker(host, { taskQueue, workflowsPath: WORKFLOWS, activities });
}
