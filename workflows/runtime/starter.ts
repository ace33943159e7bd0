// Starting, reconciling, signalling and awaiting one kind of workflow from the API, the boot reconciler and tests.
// Every kind is keyed by a deterministic workflow id, so a second start of the same target is left alone.
import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { SignalDefinition } from '@temporalio/workflow';

interface WorkflowKind<T extends K, K> {
  /** The workflow function, called with the target. */
  workflow: (target: T) => Promise<string>;
  /** The workflow's id: what identifies a target (its key) is enough. */
  idOf: (key: K) => string;
  /** Sent to each target the reconciler starts again: news a lost notifier would otherwise have carried. */
  reconcileSignal?: SignalDefinition;
}

export class WorkflowStarter<T extends K, K = T> {
  constructor(
    private readonly client: Client,
    private readonly taskQueue: string,
    private readonly kind: WorkflowKind<T, K>,
  ) {}

  /** Starts the target's workflow; one already started for it is left alone. */
  async start(target: T): Promise<void> {
    try {
      await this.client.workflow.start(this.kind.workflow, {
        workflowId: this.kind.idOf(target),
        taskQueue: this.taskQueue,
        args: [target],
      });
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }

  /**
   * A local Temporal may keep nothing across restarts (the Java fallback forgets): every target the read models
   * still show as unfinished is started again. A running workflow is left alone and the steps are idempotent, so
   * each finishes exactly once.
   */
  async reconcile(targets: T[]): Promise<number> {
    for (const target of targets) {
      await this.start(target);
      if (this.kind.reconcileSignal) await this.signal(target, this.kind.reconcileSignal);
    }
    return targets.length;
  }

  /** Signals the target's workflow; one that has already ended needs no word. */
  async signal(key: K, signal: SignalDefinition): Promise<void> {
    try {
      await this.client.workflow.getHandle(this.kind.idOf(key)).signal(signal);
    } catch (error) {
      if (!(error instanceof WorkflowNotFoundError)) throw error;
    }
  }

  /** Waits for the target's workflow to end (tests and benchmarks). */
  result(key: K): Promise<string> {
    return this.client.workflow.getHandle(this.kind.idOf(key)).result();
  }
}
