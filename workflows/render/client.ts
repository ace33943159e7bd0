// Starting render workflows from the API.
import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { renderWorkflowId, type RenderTarget } from './activities';
import { renderTemplate } from './render.workflow';

export class RenderWorkflows {
  constructor(
    private readonly client: Client,
    private readonly taskQueue: string,
  ) {}

  /** Starts the version's render; one already started for it is left alone. */
  async start(target: RenderTarget): Promise<void> {
    try {
      await this.client.workflow.start(renderTemplate, { workflowId: renderWorkflowId(target), taskQueue: this.taskQueue, args: [target] });
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }

  /** A local Temporal may keep nothing across restarts: every render still pending is started again (idempotent). */
  async reconcile(pending: RenderTarget[]): Promise<number> {
    for (const target of pending) await this.start(target);
    return pending.length;
  }

  /** Waits for a render to end (tests). */
  async result(target: Pick<RenderTarget, 'templateId' | 'version'>): Promise<string> {
    return this.client.workflow.getHandle(renderWorkflowId(target)).result();
  }
}
