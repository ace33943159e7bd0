// Workflows left on a task queue no Worker polls any more. Review requests wait days on their timers and the
// following of a publish's reviews up to 14 days, so a release that moves a kind of workflow to another queue would
// strand the ones in flight: nothing would take their next task. At boot, each one still running on a retired queue
// is moved: its run is terminated and the same workflow started again, under the same id with its current run's input,
// on the queue that is polled. That is safe because every workflow of the product may be run again from the start (the
// boot reconcilers rely on it): its activities read their stream first and record each step once, and its timers are
// computed from absolute times the stream holds (a review's reminder and due date). A Temporal Schedule keeps the
// queue its runs start on (a campaign's daily delivery import): one naming a retired queue is pointed at the polled
// one.
import { ScheduleNotFoundError, type Client } from '@temporalio/client';
import { defaultPayloadConverter, WorkflowExecutionAlreadyStartedError } from '@temporalio/common';

type MoveLog = (msg: string, extra?: object) => void;

/** Points every schedule that starts its runs on one of `retired` at `to`; answers how many it changed. */
async function moveSchedules(client: Client, retired: readonly string[], to: string, log: MoveLog): Promise<number> {
  let moved = 0;
  for await (const summary of client.schedule.list()) {
    const handle = client.schedule.getHandle(summary.scheduleId);
    // One deleted since the list was read has nothing to move.
    const action = await handle.describe().then(
      (description) => description.action,
      (error: unknown) => {
        if (error instanceof ScheduleNotFoundError) return null;
        throw error;
      },
    );
    if (!action || !retired.includes(action.taskQueue)) continue;
    await handle.update((previous) => ({ ...previous, action: { ...previous.action, taskQueue: to } }));
    log('schedule moved from a retired task queue', { scheduleId: summary.scheduleId, from: action.taskQueue, to });
    moved += 1;
  }
  return moved;
}

/**
 * Moves every workflow still running on one of `retired` to `to`, and every schedule starting runs there; answers how
 * many of both it moved.
 */
export async function moveFromRetiredQueues(
  client: Client,
  retired: readonly string[],
  to: string,
  log: MoveLog,
): Promise<number> {
  let moved = 0;
  for (const queue of retired) {
    const running = client.workflow.list({ query: `ExecutionStatus = "Running" AND TaskQueue = "${queue}"` });
    for await (const execution of running) {
      const handle = client.workflow.getHandle(execution.workflowId, execution.runId);
      const history = await handle.fetchHistory();
      const input = history.events?.[0]?.workflowExecutionStartedEventAttributes?.input?.payloads ?? [];
      const args = input.map((payload) => defaultPayloadConverter.fromPayload(payload));
      await handle.terminate(`moved from the retired task queue ${queue} to ${to}`);
      // Between the two, a boot reconciler (unfinished uploads') may have started it again on `to` already.
      await client.workflow
        .start(execution.type, { workflowId: execution.workflowId, taskQueue: to, args })
        .catch((error: unknown) => {
          if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
        });
      log('workflow moved from a retired task queue', { workflowId: execution.workflowId, from: queue, to });
      moved += 1;
    }
  }
  return moved + (await moveSchedules(client, retired, to, log));
}
