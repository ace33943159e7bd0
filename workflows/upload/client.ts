// Starting upload workflows from the API and from the boot reconciler.
import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { uploadAsset, uploadWorkflowId } from './upload.workflow';

export class UploadWorkflows {
  constructor(
    private readonly client: Client,
    private readonly taskQueue: string,
  ) {}

  /** Starts the upload's workflow; one already running for the asset is left alone. */
  async start(assetId: string): Promise<void> {
    try {
      await this.client.workflow.start(uploadAsset, { workflowId: uploadWorkflowId(assetId), taskQueue: this.taskQueue, args: [assetId] });
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }

  /**
   * A local Temporal may keep nothing across restarts: every upload the read model still shows as
   * unfinished gets its workflow again. The steps are idempotent, so each upload finishes exactly once.
   */
  async reconcile(unfinished: string[]): Promise<number> {
    for (const assetId of unfinished) await this.start(assetId);
    return unfinished.length;
  }

  /** Waits for an upload's workflow to end (tests and benchmarks). */
  async result(assetId: string): Promise<string> {
    return this.client.workflow.getHandle(uploadWorkflowId(assetId)).result();
  }
}
