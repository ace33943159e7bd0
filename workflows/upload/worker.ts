// The worker that runs upload workflows: inside `npm start` by default, or alone (workflows/main.ts).
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { BlobStore } from '../../commands/blob-store/port';
import type { LivePublisher } from '../../commands/live-events';
import type { CommandDeps } from '../../commands/partners';
import type pg from 'pg';
import { getAsset } from '../../projections/assets/queries';
import { startWorker, type RunningWorker, type WorkerHost } from '../runtime/worker';
import { createUploadActivities } from './activities';

const WORKFLOWS = fileURLToPath(new URL('./upload.workflow.ts', import.meta.url));

export function startUploadWorker(
  host: WorkerHost,
  taskQueue: string,
  deps: { commands: CommandDeps; blobs: BlobStore; live: LivePublisher; pool: pg.Pool; allowPrivateLinks: boolean },
): Promise<RunningWorker> {
  // sharp's file cache would keep deleted temp files (S3 downloads) open; uploads are read once anyway.
  sharp.cache(false);
  const activities = createUploadActivities({ ...deps, assetRow: (id) => getAsset(deps.pool, id) });
  return startWorker(host, { taskQueue, workflowsPath: WORKFLOWS, activities });
}
