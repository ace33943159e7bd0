// Starting and signalling review workflows from the API.
import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type Client } from '@temporalio/client';
import { reviewWorkflowId, type ReviewTarget } from './activities';
import { approvalsChanged, reviewRequest, withdrawn } from './review.workflow';

export class ReviewWorkflows {
  constructor(
    private readonly client: Client,
    private readonly taskQueue: string,
  ) {}

  /** Starts the request's workflow; one already started for it is left alone. */
  async start(target: ReviewTarget): Promise<void> {
    try {
      await this.client.workflow.start(reviewRequest, { workflowId: reviewWorkflowId(target), taskQueue: this.taskQueue, args: [target] });
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }

  /**
   * Every open request is started again at boot: a running workflow is left alone; one a forgetful server lost
   * (the Java fallback) starts over, and its steps are idempotent. Each is then told to check itself: an approval
   * projected while no notifier listened (a crash between append and projection) would otherwise go unseen.
   */
  async reconcile(open: ReviewTarget[]): Promise<number> {
    for (const target of open) {
      await this.start(target);
      await this.approvalsChanged(target);
    }
    return open.length;
  }

  private async signal(target: Pick<ReviewTarget, 'campaignId' | 'n'>, signal: typeof approvalsChanged | typeof withdrawn): Promise<void> {
    try {
      await this.client.workflow.getHandle(reviewWorkflowId(target)).signal(signal);
    } catch (error) {
      // A workflow that has already ended needs no word.
      if (!(error instanceof WorkflowNotFoundError)) throw error;
    }
  }

  approvalsChanged(target: Pick<ReviewTarget, 'campaignId' | 'n'>) {
    return this.signal(target, approvalsChanged);
  }

  withdrawn(target: Pick<ReviewTarget, 'campaignId' | 'n'>) {
    return this.signal(target, withdrawn);
  }

  /** Waits for a review to end (tests). */
  result(target: Pick<ReviewTarget, 'campaignId' | 'n'>): Promise<string> {
    return this.client.workflow.getHandle(reviewWorkflowId(target)).result();
  }
}
