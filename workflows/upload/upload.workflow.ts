// One upload, from the staged bytes to a library asset (spec 1 §4): PENDING → UPLOADING (to storage) →
// PROCESSING → DONE, MERGED (a duplicate) or EXPANDED (a zip), or FAILED / URL_FAILED. Workflow id
// `upload-<assetId>`. Deterministic: only activities touch the world, and each of them is idempotent,
// so a restart (the boot reconciler runs this again) finishes the upload exactly once.
import {
  ActivityFailure,
  ApplicationFailure,
  ParentClosePolicy,
  proxyActivities,
  startChild,
} from '@temporalio/workflow';
import type { UploadActivities } from './activities';

export const uploadWorkflowId = (assetId: string) => `upload-${assetId}`;

const work = proxyActivities<UploadActivities>({
  startToCloseTimeout: '2 hours',
  heartbeatTimeout: '2 minutes',
  retry: { initialInterval: '1 second', maximumAttempts: 3, nonRetryableErrorTypes: ['UnprocessableUpload'] },
});
const record = proxyActivities<UploadActivities>({ startToCloseTimeout: '1 minute', retry: { maximumAttempts: 10 } });

export async function uploadAsset(assetId: string): Promise<string> {
  try {
    if (!(await record.beginUpload(assetId))) return 'finished';
    await work.storeUpload(assetId);
    const outcome = await work.processUpload(assetId);
    for (const child of outcome.children) {
      // Children run on the parent's task queue. One already running (started before a restart, or by the
      // reconciler) is fine: it finishes on its own.
      await startChild(uploadAsset, {
        workflowId: uploadWorkflowId(child),
        args: [child],
        parentClosePolicy: ParentClosePolicy.ABANDON,
      }).catch(() => undefined);
    }
    return outcome.status;
  } catch (error) {
    await record.failUpload(assetId, refusal(error));
    return 'failed';
  }
}

/** Failures whose message says why the upload failed (store-step's `unprocessable` and `downloadBroken`). */
const SAYS_WHY = ['UnprocessableUpload', 'DownloadBroken'];

/** The message of a step that refused the upload, or kept failing, saying why. */
function refusal(error: unknown): string | null {
  const cause = error instanceof ActivityFailure ? error.cause : null;
  return cause instanceof ApplicationFailure && SAYS_WHY.includes(cause.type ?? '') ? cause.message : null;
}
