// The upload workflow's activities. Each learns about the asset through the AssetFacts port (its own
// stream) and runs commands; none reads or writes a read model. Each is idempotent (see the steps).
import { isFinished, type FinishedStatus } from '../../domain/asset';
import { PROCESSING_FAILED } from '../../domain/asset/rules';
import { workflowStep } from '../../commands/assets';
import type { UploadDeps } from './deps';
import { processUpload, type ProcessOutcome } from './process-step';
import { LINK_FAILED } from './link-failure';
import { storeUpload } from './store-step';

export function createUploadActivities(deps: UploadDeps) {
  return {
    /** Moves a pending upload on; false when it has already finished (nothing left to do). */
    async beginUpload(assetId: string): Promise<boolean> {
      const asset = await deps.assets.upload(assetId);
      if (isFinished(asset.status)) return false;
      await workflowStep(deps.commands, asset, { type: 'StartUpload' });
      return true;
    },
    async storeUpload(assetId: string): Promise<void> {
      await storeUpload(deps, await deps.assets.upload(assetId));
    },
    async processUpload(assetId: string): Promise<ProcessOutcome> {
      return processUpload(deps, await deps.assets.upload(assetId));
    },
    /** `reason`: why a step refused the upload, when it said (an UnprocessableUpload, a DownloadBroken); else the
     * spec's message. Answers how the upload ended: FAILED or URL_FAILED, or what it had already ended as. */
    async failUpload(assetId: string, reason: string | null = null): Promise<FinishedStatus> {
      const asset = await deps.assets.upload(assetId);
      const link = asset.source.kind === 'link';
      const message = reason ?? (link ? LINK_FAILED : PROCESSING_FAILED);
      const status = link ? 'URL_FAILED' : 'FAILED';
      await workflowStep(deps.commands, asset, { type: 'FailUpload', status, message });
      if (asset.source.kind === 'file') await deps.blobs.delete(asset.source.stagingKey);
      // The stored copy of an upload that did not become an asset is unreachable (a DONE one is the asset's file).
      if (asset.location && asset.status !== 'DONE') await deps.blobs.delete(asset.location);
      return isFinished(asset.status) ? asset.status : status;
    },
  };
}

export type UploadActivities = ReturnType<typeof createUploadActivities>;
