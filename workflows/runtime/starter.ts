// Starting, reconciling, signalling and awaiting one kind of workflow from the API, the boot reconciler and tests.
// Every kind is keyed by a deterministic workflow id, so a second start of the same target is left alone.
//
// A start waits for Temporal at most START_DEADLINE_MS. A target Temporal cannot be reached for then (down, restarting,
// overloaded) is deferred: the caller goes on at once (its fact is already recorded), and the deferred targets are
// started in the background, as the boot reconciler starts them, until Temporal takes them. While they wait, a new
// start joins them at once instead of spending its deadline on a Temporal known to be away. Signals are sent alike: one
// Temporal cannot be reached for waits in the background, after the deferred starts, so a withdrawal or a cancel
// answers at once. What still waits when the process ends is the next boot's: its reconciler starts every target the
// read models show unfinished and sends it the kind's reconcile signal.
import {
  isGrpcServiceError,
  WorkflowExecutionAlreadyStartedError,
  WorkflowNotFoundError,
  type Client,
} from '@temporalio/client';
import type { SignalDefinition } from '@temporalio/workflow';

interface WorkflowKind<T extends K, K, R> {
  /** The workflow function, called with the target; it answers R. */
  workflow: (target: T) => Promise<R>;
  /** The workflow's id: what identifies a target (its key) is enough. */
  idOf: (key: K) => string;
  /** Sent to each target the reconciler starts again: news a lost notifier would otherwise have carried. */
  reconcileSignal?: SignalDefinition;
}

type StarterLog = (msg: string, extra?: object) => void;

/** What became of a start: its workflow started now, one was already running (or done), or it waits for Temporal. */
export type StartOutcome = 'started' | 'already started' | 'deferred';
/** What became of a signal: sent (or not needed, its workflow has ended), or it waits for Temporal. */
export type SignalOutcome = 'sent' | 'deferred';

/** Long enough for a busy server's answer, short enough that a request never hangs on a Temporal that is away. */
const START_DEADLINE_MS = 1_000;
/** Pauses between background passes: growing by this much each pass, up to the longest. */
const RETRY_STEP_MS = 250;
const RETRY_LONGEST_MS = 2_000;

/**
 * gRPC statuses that say Temporal is away or overloaded rather than that it refused the start: CANCELLED, UNKNOWN,
 * DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED, ABORTED, INTERNAL, UNAVAILABLE (the SDK's own retryable set, with the
 * deadline, and CANCELLED and INTERNAL, which a connection broken mid-call gives; no call here is ever cancelled).
 */
const UNREACHABLE_CODES = new Set([1, 2, 4, 8, 10, 13, 14]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function unreachable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (isGrpcServiceError(cause)) return UNREACHABLE_CODES.has(cause.code);
  }
  return false;
}

/** T: what a workflow is started for; K: what identifies it (its key); R: what the workflow answers. */
export class WorkflowStarter<T extends K, K = T, R = string> {
  /** Targets waiting for Temporal, by workflow id. */
  private readonly deferred = new Map<string, T>();
  /** Signals waiting for Temporal, by workflow id and signal name (a second of the same says nothing more). */
  private readonly deferredSignals = new Map<string, { key: K; signal: SignalDefinition }>();
  private retrying: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly client: Client,
    private readonly taskQueue: string,
    private readonly kind: WorkflowKind<T, K, R>,
    private readonly log: StarterLog = () => undefined,
  ) {}

  /**
   * Starts the target's workflow; one already started for it is left alone. When Temporal cannot be reached within
   * the deadline, or is known to be away (starts wait for it already), the target is deferred to the background and
   * the start answers 'deferred' at once. Any other failure (Temporal refusing the start) is thrown.
   */
  async start(target: T): Promise<StartOutcome> {
    return this.retrying ? this.defer(target, null) : this.startNow(target);
  }

  /**
   * A local Temporal may keep nothing across restarts (the Java fallback forgets): every target the read models
   * still show as unfinished is started again. A running workflow is left alone and the steps are idempotent, so
   * each finishes exactly once. Targets Temporal cannot take now are deferred (see start), so a boot never waits on it.
   */
  async reconcile(targets: T[]): Promise<number> {
    for (const target of targets) await this.reconciled(target, await this.start(target));
    return targets.length;
  }

  /**
   * Signals the target's workflow; one that has already ended needs no word. Like a start, a signal Temporal cannot be
   * reached for within the deadline (or while starts wait for it) is deferred to the background, and any other
   * failure is thrown.
   */
  async signal(key: K, signal: SignalDefinition): Promise<SignalOutcome> {
    return this.retrying ? this.deferSignal(key, signal, null) : this.signalNow(key, signal);
  }

  /** Waits for the target's workflow to end, once started if it waits for Temporal (tests and benchmarks). */
  async result(key: K): Promise<R> {
    const workflowId = this.kind.idOf(key);
    while (this.deferred.has(workflowId) && !this.stopped) await sleep(RETRY_STEP_MS);
    return this.client.workflow.getHandle(workflowId).result();
  }

  /** Starts and signals waiting for Temporal. */
  get waiting(): number {
    return this.deferred.size + this.deferredSignals.size;
  }

  /** Ends the background passes; what still waits is the next boot's to start (the read models hold it). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.retrying;
    if (this.waiting > 0) {
      this.log('workflow starts and signals still waiting for Temporal are left to the next boot', {
        taskQueue: this.taskQueue,
        starts: this.deferred.size,
        signals: this.deferredSignals.size,
      });
    }
  }

  private async startNow(target: T): Promise<StartOutcome> {
    try {
      await this.client.connection.withDeadline(Date.now() + START_DEADLINE_MS, () =>
        this.client.workflow.start(this.kind.workflow, {
          workflowId: this.kind.idOf(target),
          taskQueue: this.taskQueue,
          args: [target],
        }),
      );
      return 'started';
    } catch (error) {
      if (error instanceof WorkflowExecutionAlreadyStartedError) return 'already started';
      if (unreachable(error)) return this.defer(target, error);
      throw error;
    }
  }

  private async signalNow(key: K, signal: SignalDefinition): Promise<SignalOutcome> {
    try {
      const handle = this.client.workflow.getHandle(this.kind.idOf(key));
      await this.client.connection.withDeadline(Date.now() + START_DEADLINE_MS, () => handle.signal(signal));
      return 'sent';
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) return 'sent';
      if (unreachable(error)) return this.deferSignal(key, signal, error);
      throw error;
    }
  }

  /** The reconciler's word after a start: its signal, once the workflow runs. */
  private async reconciled(target: T, outcome: StartOutcome): Promise<void> {
    if (outcome !== 'deferred' && this.kind.reconcileSignal) await this.signalNow(target, this.kind.reconcileSignal);
  }

  private defer(target: T, error: unknown): 'deferred' {
    this.deferred.set(this.kind.idOf(target), target);
    return this.waitForTemporal(error);
  }

  private deferSignal(key: K, signal: SignalDefinition, error: unknown): 'deferred' {
    this.deferredSignals.set(`${this.kind.idOf(key)}/${signal.name}`, { key, signal });
    return this.waitForTemporal(error);
  }

  /** Starts the background passes if none run; `error` is what said Temporal was away (null: known already). */
  private waitForTemporal(error: unknown): 'deferred' {
    if (this.retrying === null && error !== null) {
      this.log('Temporal unreachable: workflow starts and signals wait for it in the background', {
        taskQueue: this.taskQueue,
        error: String(error).split('\n')[0],
      });
    }
    if (!this.stopped) this.retrying ??= this.retryDeferred().finally(() => (this.retrying = null));
    return 'deferred';
  }

  /**
   * Reconciles the deferred targets, then sends the deferred signals, pass after pass, until Temporal has taken every
   * one (or the starter stops). A pass ends at the first start or signal Temporal cannot take: the rest wait for the
   * next one with it.
   */
  private async retryDeferred(): Promise<void> {
    const since = Date.now();
    for (let pass = 1; this.waiting > 0; pass++) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(RETRY_STEP_MS * pass, RETRY_LONGEST_MS));
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
      if (this.stopped) return;
      if ((await this.startDeferred()) === 'deferred') continue;
      for (const [id, { key, signal }] of [...this.deferredSignals]) {
        this.deferredSignals.delete(id);
        try {
          if ((await this.signalNow(key, signal)) === 'deferred') break;
        } catch (error) {
          this.log('deferred workflow signal failed', { signal: id, err: error });
        }
      }
    }
    this.log('Temporal reachable again: deferred workflow starts and signals made', {
      taskQueue: this.taskQueue,
      waitedMs: Date.now() - since,
    });
  }

  /** One pass over the deferred starts: 'deferred' when Temporal could not take one of them. */
  private async startDeferred(): Promise<StartOutcome | null> {
    // Each target stays deferred until Temporal has taken it, so result() and waiting see it all along.
    for (const [workflowId, target] of [...this.deferred]) {
      try {
        const outcome = await this.startNow(target);
        if (outcome === 'deferred') return outcome;
        this.deferred.delete(workflowId);
        await this.reconciled(target, outcome);
      } catch (error) {
        // Temporal refused it outright (or its signal): logged, and the next boot's reconciler tries it again.
        this.deferred.delete(workflowId);
        this.log('deferred workflow start failed', { workflowId, err: error });
      }
    }
    return null;
  }
}
