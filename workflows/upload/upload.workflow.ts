// One upload, from the staged bytes to a library asset (spec 1 §4): PENDING → UPLOADING (to storage) →
// PROCESSING → DONE, MERGED (a duplicate) or EXPANDED (a zip), or FAILED / URL_FAILED. Workflow id
// `upload-<assetId>`. Deterministic: only activities touch the world, and each of them is idempotent,
// so a restart (the boot reconciler runs this again) finishes the upload exactly once. A change to the commands it
// issues, or their order, breaks workflows in flight: test/workflows/replay.test.ts replays recorded histories.
import {
  ActivityFailure,
  ApplicationFailure,
  ParentClosePolicy,
  proxyActivities,
  startChild,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type { FinishedStatus } from '../../domain/asset';
import type { UploadActivities } from './activities';
import type { ProcessOutcome } from './process-step';

export const uploadWorkflowId = (assetId: string) => `upload-${assetId}`;

/** How a run ended: the status it gave the upload, or ALREADY_FINISHED when an earlier run had ended it. */
export type UploadOutcome = FinishedStatus | 'ALREADY_FINISHED';

const work = proxyActivities<UploadActivities>({
  startToCloseTimeout: '2 hours',
  heartbeatTimeout: '2 minutes',
  retry: { initialInterval: '1 second', maximumAttempts: 3, nonRetryableErrorTypes: ['UnprocessableUpload'] },
});
const record = proxyActivities<UploadActivities>({ startToCloseTimeout: '1 minute', retry: { maximumAttempts: 10 } });

export async function uploadAsset(assetId: string): Promise<UploadOutcome> {
  let outcome: ProcessOutcome;
  try {
    if (!(await record.beginUpload(assetId))) return 'ALREADY_FINISHED';
    await work.storeUpload(assetId);
    outcome = await work.processUpload(assetId);
  } catch (error) {
    return record.failUpload(assetId, refusal(error));
  }
  // The zip's entries, each an upload of its own on the parent's task queue. Outside the try: the zip is EXPANDED
  // already, so an entry that cannot be started is no failure of the zip's, and must not pass unseen either: anything
  // but an entry already started fails this workflow.
  for (const child of outcome.children) await startEntry(child);
  return outcome.status;
}

async function startEntry(assetId: string): Promise<void> {
  try {
    await startChild(uploadAsset, {
      workflowId: uploadWorkflowId(assetId),
      args: [assetId],
      parentClosePolicy: ParentClosePolicy.ABANDON,
    });
  } catch (error) {
    // Its workflow is already running or done (the boot reconciler started it): it finishes on its own.
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  }
}

/** Failures whose message says why the upload failed (store-step's `unprocessable` and `downloadBroken`). */
const SAYS_WHY = ['UnprocessableUpload', 'DownloadBroken'];

/** The message of a step that refused the upload, or kept failing, saying why. */
function refusal(error: unknown): string | null {
  const cause = error instanceof ActivityFailure ? error.cause : null;
  return cause instanceof ApplicationFailure && SAYS_WHY.includes(cause.type ?? '') ? cause.message : null;
}
