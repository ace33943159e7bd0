// The upload activities, which the product runs on the shared Worker (workflows/shared/worker.ts), and a Worker of
// uploads alone, for tests and tools.
import sharp from 'sharp';
import { fromRoot } from '../../runtime/paths';
import { mediaTools } from '../../runtime/ffmpeg';
import { startWorker, type RunningWorker, type WorkerHost } from '../runtime/worker';
import { createUploadActivities } from './activities';
import { assetFactsFromStreams } from './asset-facts';
import type { UploadDeps } from './deps';

const WORKFLOWS = fromRoot('workflows', 'upload', 'upload.workflow.ts');

/** The event store (in `commands`), the blob store and the live channel: the worker reads no read model. */
export type UploadWorkerDeps = Omit<UploadDeps, 'assets'>;

/** The upload activities, once the media tools are ready. */
export async function uploadActivities(host: Pick<WorkerHost, 'log'>, deps: UploadWorkerDeps) {
  // ffmpeg and ffprobe chosen (and fetched, the first time) now, the log saying which, not at the first upload.
  await mediaTools(host.log);
  // sharp's file cache would keep deleted temp files (S3 downloads) open; uploads are read once anyway.
  sharp.cache(false);
  return createUploadActivities({ ...deps, assets: assetFactsFromStreams(deps.commands) });
}

export async function startUploadWorker(
  host: WorkerHost,
  taskQueue: string,
  deps: UploadWorkerDeps,
): Promise<RunningWorker> {
  return startWorker(host, { taskQueue, workflowsPath: WORKFLOWS, activities: await uploadActivities(host, deps) });
}
