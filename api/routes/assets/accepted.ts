// What every multipart upload call does once its uploads are recorded: start their workflows, and answer 202 with
// the accepted files as pending upload items (spec 1 §3 temporary upload item).
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { StagedFile } from './upload-form';

/**
 * The upload is recorded (PENDING) whatever Temporal does. A start it cannot take now is made in the background once
 * it is back (WorkflowStarter); one it refuses is logged, and the next boot's reconciler makes it.
 */
export async function startUploads(deps: AppDeps, log: FastifyBaseLogger, ids: string[]) {
  for (const id of ids)
    await deps.uploads
      .start(id)
      .catch((error: unknown) => log.error({ err: error, assetId: id }, 'upload workflow did not start'));
}

/** The 202 answer (UploadAccepted) of an upload batch `uid`. */
export function uploadAccepted(files: Pick<StagedFile, 'assetId' | 'name' | 'size'>[], uid: string) {
  const items = files.map((f) => ({
    tempAssetId: f.assetId,
    name: f.name,
    status: 'PENDING' as const,
    loaded: 0,
    total: f.size,
  }));
  return { uploadedAssets: items, mergedAssets: [], results: items, total: items.length, uid };
}
